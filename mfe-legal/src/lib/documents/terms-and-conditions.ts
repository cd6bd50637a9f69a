import { dl, link, notice, p, section, strong, t, ul } from './builders';
import {
  AGE,
  BRAND,
  CUSTOM_MAX,
  CUSTOM_MIN,
  DAILY_BONUS_GC,
  EFFECTIVE_DATE,
  ELIGIBLE_STATES_TEXT,
  FREE_ENTRY_DAYS,
  OPERATOR,
  SITE_URL,
  SUPPORT_HOURS,
  WELCOME_BONUS_GC,
  supportLink,
} from './common';
import type { LegalDocument } from './types';

export const termsAndConditions: LegalDocument = {
  id: 'terms-and-conditions',
  title: 'Terms and Conditions',
  summary: `The agreement between you and ${OPERATOR} for the use of ${BRAND}: your account, coins, purchases, sweepstakes, conduct and how disputes are resolved.`,
  effectiveDate: EFFECTIVE_DATE,
  numbered: true,
  contents: true,
  sections: [
    section(
      'Agreement to These Terms',
      p(
        `These Terms and Conditions (the "Terms") are a binding agreement between you and ${OPERATOR} ("${BRAND}", "we", "us" or "our") for your use of the ${BRAND} website at ${SITE_URL}, its games and its services (together, the "Service"). By creating an account or using the Service you accept these Terms, the `,
        link('Sweepstake Rules', '/sweepstake-rules'),
        ', the ',
        link('Privacy Policy', '/privacy-policy'),
        ' and the other policies linked from the Service. If you do not agree, do not use the Service.',
      ),
      notice(
        'SECTION 21 CONTAINS AN ARBITRATION AGREEMENT AND A CLASS ACTION WAIVER THAT AFFECT HOW DISPUTES ARE RESOLVED. PLEASE READ IT CAREFULLY.',
      ),
    ),
    section(
      'Definitions',
      dl(
        { term: 'Account', text: 'the personal account you register to use the Service.' },
        {
          term: 'Gold Coins (GC)',
          text: 'virtual coins for fun play only. They have no cash value and can never be redeemed.',
        },
        {
          term: 'Sweep Coins (SC)',
          text: 'sweepstakes entries obtained free of charge. Sweep Coins won through eligible play can be redeemed for prizes at 1 SC = $1.00 under the Sweepstake Rules.',
        },
        { term: 'Eligible States', text: `${ELIGIBLE_STATES_TEXT}.` },
        {
          term: 'Game Account',
          text: 'a username and password that give access to a game offered through the Service.',
        },
        { term: 'AMOE', text: 'the free Alternate Method of Entry to the sweepstakes, online or by mail.' },
      ),
    ),
    section(
      'Eligibility',
      ul(
        `You must be at least ${AGE} years old and a legal resident of, and located in, an Eligible State.`,
        'You may hold only one Account. Accounts are personal and may not be shared, sold or transferred.',
        'You must not be barred from the Service by law, by self-exclusion or by an earlier closure of an Account by us.',
        'Employees of the operator and of its payment and game providers, and their immediate family and household members, may use Gold Coins but may not take part in the sweepstakes.',
      ),
      p(
        'Using the Service from outside an Eligible State, including through a VPN or proxy, is prohibited. Where we detect it, access is blocked.',
      ),
    ),
    section(
      'Your Account',
      ul(
        'You must give true, current and complete information when you register (your full name, e-mail address, phone number and state) and keep it up to date.',
        'You must verify your e-mail address using the link we send, and your phone number using a 6-digit one-time code sent by text message.',
        'You are responsible for keeping your password confidential and for all activity on your Account. Tell us at once if you suspect unauthorized use.',
        'We may refuse a registration, or ask you to verify your information, at our discretion.',
      ),
    ),
    section(
      'Identity Verification',
      p(
        'We may ask you at any time, and will ask you before your first prize redemption, to verify your identity, age and address ("KYC"), for example with a government-issued photo ID, a proof of address and a selfie. See the ',
        link('Age Verification Policy', '/age-verification-policy'),
        '. Until verification is complete we may restrict purchases, play or redemptions. Information that is false or does not match your Account may lead to suspension and the forfeiture of Sweep Coins.',
      ),
    ),
    section(
      'Virtual Coins',
      ul(
        'Gold Coins and Sweep Coins are a limited license to use features of the Service. They are not money, property, deposits or a stored-value product, and they earn no interest.',
        'Gold Coins can never be exchanged for money, prizes or anything of value.',
        'Sweep Coins cannot be purchased. They are redeemable only as the Sweepstake Rules allow.',
        'Coins cannot be transferred between Accounts or to other people. Coins credited in error may be removed.',
        'Your balance shows Gold Coins and Sweep Coins separately. Sweep Coin amounts are shown to two decimal places (1.00 SC = $1.00).',
      ),
    ),
    section(
      'Purchases of Gold Coins',
      ul(
        `You may buy Gold Coins in packages or as a custom amount of whole U.S. dollars between $${CUSTOM_MIN} and $${CUSTOM_MAX}. Prices are in U.S. dollars and include any bonus coins shown at the time of purchase.`,
        'Payment methods may include debit or credit card (including device wallets), cryptocurrency, bank payment and hosted payment pages of our payment partners. Each partner may apply its own terms.',
        'Only a payment method in your own name may be used. You must be signed in to make a purchase.',
        'Coins are normally credited at once but may take up to 10 minutes to appear in your wallet.',
        t(
          'All purchases are final once the coins are delivered, except as set out in the ',
          link('Refund Policy', '/refund-policy'),
          '.',
        ),
        'A purchase never increases your chances of winning a sweepstakes prize.',
      ),
    ),
    section(
      'Sweepstakes and Prize Redemption',
      p(
        'The sweepstakes, including eligibility, free methods of obtaining Sweep Coins, odds, prizes, playthrough and redemption, is governed by the ',
        link('Sweepstake Rules', '/sweepstake-rules'),
        ', which form part of these Terms. No purchase is necessary to enter or win.',
      ),
    ),
    section(
      'Free Alternate Method of Entry',
      p(
        `You can obtain free Sweep Coins without any purchase: online, by claiming a free entry once every ${FREE_ENTRY_DAYS} days, or by mail, by sending a hand-written request card with a single-use request code. Full instructions are on the `,
        link('AMOE Free Entry page', '/amoe-free-entry'),
        ' and in the Sweepstake Rules.',
      ),
    ),
    section(
      'Bonuses, Promotions and Coupons',
      ul(
        `Daily bonus: signed-in players can claim ${DAILY_BONUS_GC} Gold Coins once every 24 hours. New players receive a one-time welcome bonus of ${WELCOME_BONUS_GC} Gold Coins instead of the first daily bonus.`,
        'Promotions and coupons are subject to the terms published with them, may be limited in time and number, and may be withdrawn at any time before they are claimed.',
        'A bonus or coupon obtained through multiple Accounts, automation or any abuse is void.',
      ),
    ),
    section(
      'Game Accounts and Gameplay',
      p(
        'When you add a game, a Game Account is created for you and a username and temporary password are sent to you; change the password when you first sign in. Gameplay is governed by the ',
        link('Gameplay Policy', '/gameplay-policy'),
        '. Game results are determined by certified random number generators. A malfunction voids all affected plays and pays.',
      ),
    ),
    section(
      'Responsible Play',
      p(
        'The Service is entertainment. Play only with what you can afford and take breaks. You may ask us to set purchase limits, take a cooling-off period or self-exclude by writing to ',
        supportLink(),
        '; self-exclusion lasts at least six months and cannot be reversed early. If gambling is causing you harm, call or text the National Problem Gambling Helpline at 1-800-GAMBLER.',
      ),
    ),
    section(
      'Prohibited Conduct',
      p('You must not:'),
      ul(
        "open or use more than one Account, or use another person's Account, identity or payment method;",
        'use bots, scripts, automation, VPNs or other tools to access the Service, obtain coins or play;',
        'collude with other players, exploit errors or malfunctions, or manipulate any game or promotion;',
        'use the Service for money laundering, fraud or any unlawful purpose;',
        'charge back a purchase that you authorized, or file a false claim;',
        'harass, threaten or abuse other players or our staff, or post unlawful or offensive content; or',
        'copy, reverse engineer, interfere with or disrupt the Service or its security.',
      ),
    ),
    section(
      'Suspension and Closure',
      p(
        'We may suspend or close an Account, withhold or void coins and cancel redemptions if we reasonably believe these Terms or the Sweepstake Rules have been broken, if required by law, or if you remain unverified. You may close your Account at any time by writing to ',
        supportLink(),
        '. When an Account is closed, unused Gold Coins have no value; eligible Sweep Coins may be redeemed within 90 days unless the closure was for a breach.',
      ),
    ),
    section(
      'Intellectual Property',
      p(
        `The Service, including its software, games, graphics, text and the ${BRAND} name and logos, belongs to ${OPERATOR} or its licensors and is protected by law. We grant you a personal, revocable, non-transferable license to use the Service for your own entertainment in accordance with these Terms.`,
      ),
    ),
    section(
      'Communications and Consent',
      p(
        'We send service messages (such as verification codes, purchase confirmations and security alerts) by e-mail, text message and on-site notifications. Marketing e-mails and text messages are sent only with your consent, and you can withdraw it at any time. Text messages are governed by the ',
        link('SMS Terms', '/sms-terms'),
        '.',
      ),
    ),
    section(
      'Privacy',
      p(
        'How we collect and use personal information is described in the ',
        link('Privacy Policy', '/privacy-policy'),
        '.',
      ),
    ),
    section(
      'Disclaimers',
      p(
        'THE SERVICE IS PROVIDED "AS IS" AND "AS AVAILABLE". TO THE FULLEST EXTENT PERMITTED BY LAW, WE DISCLAIM ALL WARRANTIES, EXPRESS OR IMPLIED, INCLUDING WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NON-INFRINGEMENT, AND WE DO NOT WARRANT THAT THE SERVICE WILL BE UNINTERRUPTED OR ERROR-FREE.',
      ),
    ),
    section(
      'Limitation of Liability',
      p(
        'TO THE FULLEST EXTENT PERMITTED BY LAW, WE ARE NOT LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL OR PUNITIVE DAMAGES, OR FOR LOSS OF PROFITS, DATA OR GOODWILL. OUR TOTAL LIABILITY FOR ANY CLAIM RELATING TO THE SERVICE IS LIMITED TO THE AMOUNT YOU PAID US IN THE SIX MONTHS BEFORE THE CLAIM AROSE, OR $100 IF GREATER. SOME STATES DO NOT ALLOW THESE LIMITATIONS, SO THEY MAY NOT APPLY TO YOU.',
      ),
    ),
    section(
      'Indemnification',
      p(
        'You agree to indemnify and hold harmless the operator, its affiliates and their officers, employees and agents from any claim, loss or expense, including reasonable legal fees, arising from your breach of these Terms or your misuse of the Service.',
      ),
    ),
    section(
      'Dispute Resolution and Arbitration',
      ul(
        t(
          strong('Informal resolution first.'),
          ' Before starting a claim, contact us at ',
          supportLink(),
          ' with a description of the dispute. We will try to resolve it within 60 days.',
        ),
        t(
          strong('Binding arbitration.'),
          ' Any dispute not resolved informally will be settled by binding individual arbitration administered by the American Arbitration Association under its Consumer Arbitration Rules. The arbitration may be held by video or in the county where you live. Either party may instead bring an individual claim in small claims court.',
        ),
        t(
          strong('Class action waiver.'),
          ' Disputes are resolved only on an individual basis. You and we waive any right to a jury trial and to take part in a class, collective or representative action.',
        ),
        t(
          strong('Opting out.'),
          ' You may opt out of this arbitration agreement by e-mailing us within 30 days of first accepting these Terms, stating your name, Account e-mail and that you opt out of arbitration.',
        ),
      ),
    ),
    section(
      'Governing Law',
      p(
        'These Terms are governed by the laws of the State of Texas and applicable U.S. federal law, without regard to conflict-of-law rules. Subject to section 21, the state and federal courts in Travis County, Texas have exclusive jurisdiction.',
      ),
    ),
    section(
      'Changes to These Terms',
      p(
        'We may change these Terms. We will post the new version with its effective date and, for material changes, tell you by e-mail or on the site at least 14 days in advance. Continuing to use the Service after the effective date means you accept the changes.',
      ),
    ),
    section(
      'General',
      p(
        'These Terms, with the documents they refer to, are the entire agreement between you and us about the Service. If any provision is found unenforceable, the rest remains in effect. Our failure to enforce a provision is not a waiver. You may not assign these Terms; we may assign them to a successor. Notices to you may be sent to the e-mail address on your Account.',
      ),
    ),
    section(
      'Contact',
      p(`${OPERATOR}, Austin, Texas. E-mail: `, supportLink(), `. Support is available ${SUPPORT_HOURS}.`),
    ),
  ],
};
