import { link, ol, p, strong, t, ul } from '../../lib/documents/builders';
import {
  AGE,
  AMOE_ADDRESS_TEXT,
  CUSTOM_MAX,
  CUSTOM_MIN,
  DAILY_BONUS_GC,
  FREE_ENTRY_DAYS,
  MAIL_IN_STEPS,
  REDEMPTION,
  WELCOME_BONUS_GC,
  supportLink,
} from '../../lib/documents/common';
import type { Block } from '../../lib/documents/types';

export interface FaqItem {
  id: string;
  question: string;
  answer: readonly Block[];
}

export interface FaqCategory {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

export const FAQ: readonly FaqCategory[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    items: [
      {
        id: 'what-is',
        question: 'What is Lucky Arcade?',
        answer: [
          p(
            'Lucky Arcade is an online arcade where adults can play for fun with Gold Coins, and take part in sweepstakes with free Sweep Coins that can win prizes. No purchase is ever necessary.',
          ),
        ],
      },
      {
        id: 'who-can-play',
        question: 'Who can play?',
        answer: [
          p(
            `Adults aged ${AGE} or older who live in, and are located in, one of the 39 eligible U.S. states listed in the `,
            link('Sweepstake Rules', '/sweepstake-rules'),
            '. Lucky Arcade is void where prohibited.',
          ),
        ],
      },
      {
        id: 'is-it-free',
        question: 'Is it free to play?',
        answer: [
          p(
            `Yes. You get free Gold Coins every day and can get free Sweep Coins through the `,
            link('free entry page', '/amoe-free-entry'),
            ', promotions and daily play. Buying Gold Coins is optional and never improves your chances of winning.',
          ),
        ],
      },
      {
        id: 'create-account',
        question: 'How do I create an account?',
        answer: [
          p(
            'Select Register, enter your full name, e-mail address, password, phone number and state, and confirm that you are 21 or older. Then verify your e-mail address with the link we send and your phone number with the 6-digit code sent by text message.',
          ),
        ],
      },
    ],
  },
  {
    id: 'coins',
    title: 'Gold Coins and Sweep Coins',
    items: [
      {
        id: 'gc-vs-sc',
        question: 'What is the difference between Gold Coins and Sweep Coins?',
        answer: [
          ul(
            t(
              strong('Gold Coins (GC)'),
              ' are for fun play only. They have no cash value and can never be redeemed.',
            ),
            t(
              strong('Sweep Coins (SC)'),
              ' are free sweepstakes entries. Sweep Coins you win through eligible play can be redeemed for prizes at 1 SC = $1.00, after playthrough.',
            ),
          ),
        ],
      },
      {
        id: 'get-gc',
        question: 'How do I get Gold Coins?',
        answer: [
          ul(
            `Claim the daily bonus of ${DAILY_BONUS_GC} Gold Coins every 24 hours. New players get a welcome bonus of ${WELCOME_BONUS_GC} Gold Coins.`,
            'Promotions and coupons.',
            `Optional packages from $5 to $50, or a custom amount from $${CUSTOM_MIN} to $${CUSTOM_MAX} ($1 = 100 Gold Coins, plus bonus coins).`,
          ),
        ],
      },
      {
        id: 'get-sc',
        question: 'How do I get Sweep Coins for free?',
        answer: [
          ul(
            `Claim a free entry online once every ${FREE_ENTRY_DAYS} days on the AMOE Free Entry page.`,
            'Send a free entry by mail with a hand-written request card.',
            'Take part in promotions, such as social media giveaways and daily play rewards.',
          ),
          p('See the ', link('AMOE Free Entry page', '/amoe-free-entry'), ' for details.'),
        ],
      },
      {
        id: 'buy-sc',
        question: 'Can I buy Sweep Coins?',
        answer: [
          p(
            'No. Sweep Coins are never sold. When a Gold Coin package shows bonus Sweep Coins, they are a free gift that comes with it.',
          ),
        ],
      },
    ],
  },
  {
    id: 'free-entry',
    title: 'Free Entry (AMOE)',
    items: [
      {
        id: 'online-entry',
        question: 'How does the free online entry work?',
        answer: [
          p(
            `Sign in, open the `,
            link('AMOE Free Entry page', '/amoe-free-entry'),
            ` and select "Claim Free Entry". Your free Sweep Coins are credited at once. You can claim again ${FREE_ENTRY_DAYS} days later; the page shows the exact time of your next claim.`,
          ),
        ],
      },
      {
        id: 'mail-entry',
        question: 'How does the free entry by mail work?',
        answer: [{ kind: 'ol', items: MAIL_IN_STEPS }],
      },
      {
        id: 'mail-time',
        question: 'How long does a mail-in request take?',
        answer: [
          p(
            'We process cards in the order we receive them, normally within 10 business days of receipt. Your request list on the AMOE Free Entry page shows each status: Requested (waiting for your card), Received (being checked), Credited or Rejected.',
          ),
        ],
      },
      {
        id: 'mail-rejected',
        question: 'Why was my mail-in request rejected?',
        answer: [
          p('The reason is shown next to the request. Common reasons are:'),
          ul(
            'the card was printed, photocopied or not hand-written;',
            'the code, name, e-mail or address was missing, illegible or did not match your account;',
            'the code had already been used; or',
            'the envelope contained more than one card.',
          ),
          p(`You can request a new code and send a new card to ${AMOE_ADDRESS_TEXT}.`),
        ],
      },
    ],
  },
  {
    id: 'prizes',
    title: 'Prizes and Redemption',
    items: [
      {
        id: 'redeem',
        question: 'How do I redeem Sweep Coins for a prize?',
        answer: [
          ol(
            `Play your Sweep Coins at least ${REDEMPTION.playthroughMultiple === 1 ? 'once' : `${REDEMPTION.playthroughMultiple} times`} (playthrough).`,
            `Build a redeemable balance of at least ${REDEMPTION.minimum} (${REDEMPTION.minimumUsd}).`,
            'Complete identity verification.',
            `Request a redemption in your wallet. Approved prizes are paid by bank transfer within ${REDEMPTION.processingBusinessDays} business days, or as a gift card by e-mail within ${REDEMPTION.giftCardBusinessDays}.`,
          ),
          p(
            `Sweep Coins count as played when you wager them in a game; coins loaded into a game and taken back out without play still need play. You may redeem up to ${REDEMPTION.dailyLimit} in 24 hours, one redemption at a time, and cancel one while it waits for review. Your wallet shows what is redeemable now, what still needs play, and each redemption's progress and expected date.`,
          ),
        ],
      },
      {
        id: 'why-kyc',
        question: 'Why do I need to verify my identity?',
        answer: [
          p(
            'To make sure every player is 21 or older and lives in an eligible state, that prizes go to the right person, and to prevent fraud. See the ',
            link('Age Verification Policy', '/age-verification-policy'),
            '.',
          ),
        ],
      },
      {
        id: 'taxes',
        question: 'Are prizes taxable?',
        answer: [
          p(
            'Yes, prizes may be taxable. If your redemptions total $600 or more in a calendar year we will ask for your taxpayer information and send you an IRS Form 1099.',
          ),
        ],
      },
    ],
  },
  {
    id: 'purchases',
    title: 'Purchases and Payments',
    items: [
      {
        id: 'payment-methods',
        question: 'Which payment methods can I use?',
        answer: [
          p(
            'Debit and credit cards (including Google Pay and Apple Pay), cryptocurrency, bank payment and a hosted payment page of our payment partners. The payment method must be in your name.',
          ),
        ],
      },
      {
        id: 'coins-missing',
        question: 'I bought coins but they are not in my wallet. What should I do?',
        answer: [
          p(
            'Coins can take up to 10 minutes to appear. Crypto payments are credited once the network confirms them. Check the transactions in your wallet; if the coins are still missing, e-mail ',
            supportLink(),
            ' with your order reference. If a card payment failed, you have not been charged: do not pay again.',
          ),
        ],
      },
      {
        id: 'refund',
        question: 'Can I get a refund?',
        answer: [
          p(
            'Purchases are final once the coins are delivered, except in the cases listed in our ',
            link('Refund Policy', '/refund-policy'),
            ', such as a double charge or coins that were never delivered.',
          ),
        ],
      },
    ],
  },
  {
    id: 'account',
    title: 'Account and Responsible Play',
    items: [
      {
        id: 'forgot-password',
        question: 'I forgot my password. How do I reset it?',
        answer: [
          p(
            'Select Log In, then "Forgot Password", and enter your e-mail address. We send you a link to choose a new password.',
          ),
        ],
      },
      {
        id: 'marketing',
        question: 'How do I stop marketing e-mails or text messages?',
        answer: [
          p(
            'Change your preferences in your profile, use the unsubscribe link in any marketing e-mail, or reply STOP to any text message. See the ',
            link('SMS Terms', '/sms-terms'),
            '.',
          ),
        ],
      },
      {
        id: 'break',
        question: 'How do I set a limit, take a break or close my account?',
        answer: [
          p(
            'E-mail ',
            supportLink(),
            ' and we will set a purchase limit, a cooling-off break or a self-exclusion of at least six months, or close your account. If play stops being fun, call or text 1-800-GAMBLER.',
          ),
        ],
      },
    ],
  },
  {
    id: 'games',
    title: 'Games',
    items: [
      {
        id: 'start-game',
        question: 'How do I start playing a game?',
        answer: [
          p(
            'Choose a game on the Games page and add it. We create a game account and send you a username and a temporary password. Then load coins from your wallet with "Add Game Loot" and play. Coins can take up to 10 minutes to arrive in the game.',
          ),
        ],
      },
      {
        id: 'fair',
        question: 'Are the games fair?',
        answer: [
          p(
            'Yes. Every result comes from a certified random number generator, and buying coins never changes the odds. See the ',
            link('Gameplay Policy', '/gameplay-policy'),
            '.',
          ),
        ],
      },
    ],
  },
];
