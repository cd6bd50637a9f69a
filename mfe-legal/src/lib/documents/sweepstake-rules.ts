import { address, link, notice, ol, p, section, strong, sub, t, ul } from './builders';
import {
  AGE,
  AMOE_ADDRESS_LINES,
  BRAND,
  EFFECTIVE_DATE,
  EFFECTIVE_DATE_LABEL,
  ELIGIBLE_STATES_TEXT,
  EXCLUDED_STATES_TEXT,
  FREE_ENTRY_DAYS,
  MAIL_ENTRY_SC,
  MAIL_IN_STEPS,
  ONLINE_ENTRY_SC,
  OPERATOR,
  REDEMPTION,
  SUPPORT_EMAIL,
  supportLink,
} from './common';
import type { LegalDocument } from './types';

export const sweepstakeRules: LegalDocument = {
  id: 'sweepstake-rules',
  title: 'Sweepstake Rules',
  summary: `The official rules of the ${BRAND} sweepstakes: who may take part, how to get Sweep Coins for free, the odds, and how prizes are redeemed.`,
  effectiveDate: EFFECTIVE_DATE,
  numbered: true,
  contents: true,
  sections: [
    section(
      'No Purchase Necessary',
      notice(
        'NO PURCHASE OR PAYMENT OF ANY KIND IS NECESSARY TO ENTER OR WIN. A PURCHASE WILL NOT INCREASE YOUR CHANCES OF WINNING. ',
        `VOID WHERE PROHIBITED BY LAW. OPEN ONLY TO LEGAL RESIDENTS OF THE ELIGIBLE U.S. STATES LISTED BELOW WHO ARE ${AGE} YEARS OF AGE OR OLDER.`,
      ),
      p(
        'These Sweepstake Rules (the "Rules") form part of the ',
        link('Terms and Conditions', '/terms-and-conditions'),
        `. By taking part in the sweepstakes you agree to these Rules and to the decisions of the Sponsor, which are final and binding in all matters relating to the sweepstakes.`,
      ),
    ),
    section(
      'Sponsor',
      p(
        `The sweepstakes is sponsored and operated by ${OPERATOR} (the "Sponsor", "we" or "us"), operator of the ${BRAND} website. Questions about these Rules may be sent to `,
        supportLink(),
        '.',
      ),
    ),
    section(
      'Promotion Period',
      p(
        `The sweepstakes begins at 12:00 a.m. Central Time on ${EFFECTIVE_DATE_LABEL} and continues until the Sponsor ends it. The Sponsor will give at least 30 days' notice on the website before ending the sweepstakes, and Sweep Coins held when it ends may be redeemed under section 12 for 90 days after that date.`,
      ),
    ),
    section(
      'Eligibility',
      p('To take part you must, at the time of every entry and redemption:'),
      ul(
        `be at least ${AGE} years old;`,
        `be a legal resident of, and physically located in, one of the following states: ${ELIGIBLE_STATES_TEXT} (the "Eligible States");`,
        'hold one verified account in your own name, with a verified e-mail address and phone number; and',
        'not be an employee, officer or director of the Sponsor, its affiliates, payment or game providers, or an immediate family or household member of such a person.',
      ),
      p(
        `The sweepstakes is void in ${EXCLUDED_STATES_TEXT}, in the District of Columbia, in U.S. territories, outside the United States and wherever else it is prohibited or restricted by law. We use location checks; entries from outside the Eligible States are void.`,
      ),
    ),
    section(
      'Sweep Coins and Gold Coins',
      ul(
        t(
          strong('Gold Coins (GC)'),
          ' are for fun play only. They have no monetary value, cannot be redeemed for prizes and are not used to enter the sweepstakes.',
        ),
        t(
          strong('Sweep Coins (SC)'),
          ' are sweepstakes entries. They cannot be purchased. Sweep Coins won through eligible play may be redeemed for prizes at 1 SC = $1.00 U.S. dollar, under section 12.',
        ),
        'Neither Gold Coins nor Sweep Coins may be sold, transferred between accounts or exchanged for anything except as these Rules allow.',
      ),
    ),
    section(
      'How to Obtain Sweep Coins',
      p('Sweep Coins are always free. You can obtain them in the following ways:'),
      ol(
        t(
          strong('Free online entry'),
          ` (section 7): claim a free entry of ${ONLINE_ENTRY_SC} on the AMOE Free Entry page once every ${FREE_ENTRY_DAYS} days.`,
        ),
        t(
          strong('Free entry by mail'),
          ` (section 8): send a hand-written request card with your single-use request code; each valid card credits ${MAIL_ENTRY_SC}.`,
        ),
        t(
          strong('Promotions'),
          ': free Sweep Coins offered in promotions, including social media giveaways and the daily play rewards we may offer from time to time, each on the terms announced with it.',
        ),
        t(
          strong('Promotional bonus with Gold Coins'),
          ': when a Gold Coin package shows free bonus Sweep Coins, they are a free gift that comes with the package; you are buying the Gold Coins only.',
        ),
      ),
      p(
        'Sweep Coins obtained free by any method are identical: they have the same odds, the same prizes and the same playthrough requirement as any other Sweep Coins.',
      ),
    ),
    section(
      'Alternate Method of Entry: Online',
      ol(
        t('Sign in and go to the ', link('AMOE Free Entry page', '/amoe-free-entry'), '.'),
        `Select "Claim Free Entry". A free entry of ${ONLINE_ENTRY_SC} is credited to your account at once.`,
        `You may claim again ${FREE_ENTRY_DAYS} days (${FREE_ENTRY_DAYS * 24} hours) after your previous online claim. Until then the page shows the exact date and time of your next claim.`,
      ),
      p(
        'Online free entries are limited to one per account in each period. They cannot be carried over or saved up.',
      ),
    ),
    section(
      'Alternate Method of Entry: By Mail',
      p('You may also obtain free Sweep Coins by mail. Follow these steps exactly:'),
      { kind: 'ol', items: MAIL_IN_STEPS },
      p('The mailing address is:'),
      address(...AMOE_ADDRESS_LINES),
      sub(
        'Mail-in conditions',
        ul(
          'You may request one code per day (UTC calendar day). Each request code is single-use and belongs to the account that requested it.',
          `Each valid card credits the free Sweep Coin entry of ${MAIL_ENTRY_SC} once, when it is received and checked.`,
          'Cards must be hand-written by the player. Mechanically reproduced, printed, photocopied or bulk-submitted cards are rejected.',
          'A card is rejected if it is illegible, incomplete, uses a code that was already used or belongs to another account, or gives a name, e-mail or address that does not match the account.',
          'Only one card per envelope. An envelope that contains more than one card is rejected in full.',
          'Requests are processed in the order received, normally within 10 business days of receipt. The Sponsor is not responsible for mail that is lost, late, damaged, misdirected or without sufficient postage, and postage is not refunded.',
          'The status of each request (Requested, Received, Credited or Rejected, with the reason) is shown on the AMOE Free Entry page.',
        ),
      ),
    ),
    section(
      'How to Play',
      p(
        'Each play of a sweepstakes game using Sweep Coins is one sweepstakes entry. You choose how many Sweep Coins to play per game, within the limits shown in the game. The result of each entry is decided the moment the entry is made, and the game shows it to you.',
      ),
      p(
        'Only plays made with Sweep Coins can win prizes. Plays with Gold Coins are for entertainment only and never win prizes.',
      ),
    ),
    section(
      'Odds of Winning',
      p(
        'Each game result is determined by a certified random number generator. The odds of winning depend on the game chosen and the number of Sweep Coins played, and are the same for every entry in that game, however the Sweep Coins were obtained. Each game shows its odds or expected return to player in its information panel before you play.',
      ),
      p(
        'Making a purchase does not change the odds of winning and does not give you more or better entries.',
      ),
    ),
    section(
      'Prizes and Prize Value',
      p(
        'Prizes are the Sweep Coins won in sweepstakes games. Each Sweep Coin that is eligible for redemption is worth $1.00 U.S. dollar. Prizes are awarded in U.S. dollars as described in section 12 and cannot be substituted, assigned or transferred, except that the Sponsor may substitute a prize of equal or greater value.',
      ),
    ),
    section(
      'Playthrough and Redemption',
      ul(
        `Playthrough: each Sweep Coin must be played at least ${REDEMPTION.playthroughMultiple === 1 ? 'once' : `${REDEMPTION.playthroughMultiple} times`} in sweepstakes games before the Sweep Coins it wins become eligible for redemption. Sweep Coins that have not been played through cannot be redeemed.`,
        'How play is counted: we keep track of every credit of Sweep Coins to your wallet separately. When you load Sweep Coins into a game, the Sweep Coins that still need play are used first, and they count as played only when you wager them in the game. Sweep Coins you load into a game and take back out without wagering them still need play. Sweep Coins you win, and Sweep Coins returned to you from a cancelled, rejected or failed redemption, are eligible. Your wallet shows how many Sweep Coins are redeemable now and how many still need play.',
        `The minimum redemption is ${REDEMPTION.minimumLong} (${REDEMPTION.minimumUsd}). You may redeem at most ${REDEMPTION.dailyLimitLong} (${REDEMPTION.dailyLimitUsd}) in any 24 hours, and you may have one redemption in progress at a time.`,
        `Before your first redemption you must complete identity verification (KYC): a valid government-issued photo ID showing that you are ${AGE} or older, proof of address in an Eligible State and, where asked, a selfie. The name on the account, the ID and the receiving bank account must match. The state on your profile must be an Eligible State and you must be located in one when you ask.`,
        `When you ask for a redemption, the Sweep Coins leave your balance and are held for it. While it waits for review you may cancel it and the Sweep Coins return to your balance at once. We review redemptions within ${REDEMPTION.reviewBusinessDays} business days. If we reject one, or the payment fails, the Sweep Coins are returned to your balance and we tell you why.`,
        `Approved redemptions are paid by bank transfer to an account in your name within ${REDEMPTION.processingBusinessDays} business days of approval, or as a gift card sent to your e-mail address within ${REDEMPTION.giftCardBusinessDays} business days. Business days are Monday to Friday, except U.S. federal holidays. We may ask for more information, which can extend this time. Your wallet shows each redemption's progress (requested, in review, approved, sent, paid), the date it is expected and what it is waiting for.`,
        'Sweep Coins obtained by fraud, error, a game malfunction or a breach of these Rules or the Terms and Conditions are void and will not be redeemed.',
      ),
    ),
    section(
      'Verification of Winners',
      p(
        'The Sponsor may verify the eligibility of any player before awarding a prize, including age, identity, residence, location at the time of play and compliance with these Rules. A player who does not complete verification within 30 days of a request forfeits the unredeemed prize.',
      ),
    ),
    section(
      'Taxes',
      p(
        'Winners are responsible for all federal, state and local taxes on prizes. If your redemptions in a calendar year total $600 or more, we will ask for your taxpayer information and issue an IRS Form 1099 as required by law.',
      ),
    ),
    section(
      'Conditions of Participation',
      ul(
        'One account per person, household, device and payment method. Entries made through additional or shared accounts are void.',
        'Automated entry, bots, scripts, collusion, exploiting software errors and any other attempt to gain an unfair advantage are prohibited and void all related entries and prizes.',
        'The Sponsor may suspend, modify or cancel the sweepstakes, in whole or in part, if fraud, technical failure or any other cause beyond its control affects its integrity, and will then award prizes fairly among eligible entries received before the event.',
        'A malfunction voids all affected plays and pays.',
      ),
    ),
    section(
      'Release and Limitation of Liability',
      p(
        'By taking part you release the Sponsor, its affiliates and their officers, employees and agents from any claim arising from your participation or from the award, receipt or use of a prize, except where such a release is prohibited by law. The Sponsor is not responsible for incorrect or incomplete entry information, network or device failures, lost or late mail, or entries that are not received for any reason.',
      ),
    ),
    section(
      'Privacy',
      p(
        'Information collected in connection with the sweepstakes is used as described in our ',
        link('Privacy Policy', '/privacy-policy'),
        ', including to administer the sweepstakes, verify eligibility and meet legal obligations.',
      ),
    ),
    section(
      'Disputes and Governing Law',
      p(
        'These Rules are governed by the laws of the State of Texas. Disputes are resolved as set out in the Dispute Resolution section of the ',
        link('Terms and Conditions', '/terms-and-conditions'),
        '. If these Rules and any other description of the sweepstakes differ, these Rules control.',
      ),
    ),
    section(
      'Winners List and Copy of the Rules',
      p(
        `For a list of winners of prizes of $600 or more in a given month, or a printed copy of these Rules, e-mail ${SUPPORT_EMAIL} with the subject "Winners List" or "Official Rules", or send a self-addressed stamped envelope to the mailing address in section 8, within 90 days of the end of that month. These Rules are also available on this page as a PDF.`,
      ),
    ),
    section(
      'Contact',
      p(
        'Questions about the sweepstakes: ',
        supportLink(),
        '. See also the ',
        link('FAQ', '/faqs'),
        ' and the ',
        link('AMOE Free Entry page', '/amoe-free-entry'),
        '.',
      ),
    ),
  ],
};
