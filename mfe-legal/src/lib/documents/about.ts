import { link, p, section, strong, t, ul } from './builders';
import {
  AGE,
  BRAND,
  DAILY_BONUS_GC,
  EFFECTIVE_DATE,
  ELIGIBLE_STATES_TEXT,
  FREE_ENTRY_DAYS,
  OPERATOR,
  supportLink,
} from './common';
import type { LegalDocument } from './types';

export const about: LegalDocument = {
  id: 'about',
  title: 'About Us',
  summary: `${BRAND} is an online sweepstakes arcade for adults ${AGE}+ in eligible U.S. states. Play for fun, and play for prizes without ever having to pay.`,
  effectiveDate: EFFECTIVE_DATE,
  numbered: false,
  contents: false,
  sections: [
    section(
      'Who We Are',
      p(
        `${BRAND} is run by ${OPERATOR}, a small team in Austin, Texas, who love arcade games. We built a place where adults can enjoy quick, colourful games, with the fun of a sweepstakes and the honesty of clear rules.`,
      ),
    ),
    section(
      'Two Kinds of Coins',
      ul(
        t(
          strong('Gold Coins'),
          ` are for fun. Claim ${DAILY_BONUS_GC} free every day, get them in promotions, or buy a package if you want more. They can never be redeemed.`,
        ),
        t(
          strong('Sweep Coins'),
          ' are for sweepstakes play. They are always free, and Sweep Coins you win can be redeemed for prizes at 1 SC = $1.00 under our ',
          link('Sweepstake Rules', '/sweepstake-rules'),
          '.',
        ),
      ),
    ),
    section(
      'No Purchase Necessary',
      p(
        `You never have to buy anything to play for prizes. Claim a free entry online every ${FREE_ENTRY_DAYS} days or send one by mail: see `,
        link('AMOE Free Entry', '/amoe-free-entry'),
        '. Buying Gold Coins never improves your chances.',
      ),
    ),
    section(
      'Our Promises',
      ul(
        'Fair games: every result comes from a certified random number generator.',
        `Adults only: every player is ${AGE} or older and verified before any prize is paid.`,
        'Clear rules: our terms are written in plain English and available as PDF.',
        'Responsible play: limits, breaks and self-exclusion are one e-mail away.',
        'Real support: people, not bots, answer your messages.',
      ),
    ),
    section('Where We Operate', p(`${BRAND} is open to residents of ${ELIGIBLE_STATES_TEXT}.`)),
    section(
      'Get in Touch',
      p(
        'Write to ',
        supportLink(),
        ', visit our ',
        link('Contact Us', '/contact-us'),
        ' page or join the ',
        link('community', '/social-media'),
        '.',
      ),
    ),
  ],
};
