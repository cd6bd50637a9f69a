import { link, p, section, ul } from './builders';
import { AGE, BRAND, EFFECTIVE_DATE, FREE_ENTRY_DAYS, supportLink } from './common';
import type { LegalDocument } from './types';

/** The explanatory part of the AMOE Free Entry page (the claim and mail-in flows are rendered by features/amoe). */
export const amoeFreeEntry: LegalDocument = {
  id: 'amoe-free-entry',
  title: 'AMOE Free Entry',
  summary: `Get free Sweep Coins online every ${FREE_ENTRY_DAYS} days, or by mail with a hand-written request card.`,
  effectiveDate: EFFECTIVE_DATE,
  numbered: false,
  contents: false,
  sections: [
    section(
      'What Is the Alternate Method of Entry?',
      p(
        `The Alternate Method of Entry (AMOE) is the free way to take part in the ${BRAND} sweepstakes. It gives you Sweep Coins without any purchase or payment. Free Sweep Coins have exactly the same odds, prizes and playthrough as all other Sweep Coins, and buying Gold Coins never improves your chances.`,
      ),
    ),
    section(
      'Who Can Use Free Entry',
      ul(
        `Adults aged ${AGE} or older who live in, and are located in, an eligible U.S. state.`,
        'Players with one verified account in their own name. You must be signed in to claim online or to request a mail-in code.',
      ),
    ),
    section(
      'Good to Know',
      ul(
        `Online: one free entry per account every ${FREE_ENTRY_DAYS} days. The next claim time is shown above once you have claimed.`,
        'By mail: one request code per day, one card per envelope, one use per code, hand-written cards only. Each valid card credits the free entry once, when we receive it.',
        'Postage is not refunded, and we are not responsible for lost or late mail.',
        [
          'The full conditions are in the ',
          link('Sweepstake Rules', '/sweepstake-rules'),
          ', sections 7 and 8.',
        ],
      ),
    ),
    section('Questions', p('E-mail ', supportLink(), ' or see the ', link('FAQ', '/faqs'), '.')),
  ],
};
