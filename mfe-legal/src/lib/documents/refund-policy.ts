import { link, ol, p, section, ul } from './builders';
import { BRAND, EFFECTIVE_DATE, OPERATOR, SUPPORT_REPLY_TIME, supportLink } from './common';
import type { LegalDocument } from './types';

export const refundPolicy: LegalDocument = {
  id: 'refund-policy',
  title: 'Refund Policy',
  summary: `When purchases of Gold Coins on ${BRAND} can be refunded, how to ask for a refund and how long it takes.`,
  effectiveDate: EFFECTIVE_DATE,
  numbered: true,
  contents: true,
  sections: [
    section(
      'Overview',
      p(
        `Gold Coins are digital items delivered to your wallet as soon as your payment is confirmed. For that reason all purchases are final once the coins are delivered, except in the cases listed in section 2 or where the law gives you a right to a refund. This policy is part of the `,
        link('Terms and Conditions', '/terms-and-conditions'),
        '.',
      ),
    ),
    section(
      'When We Refund a Purchase',
      ul(
        'You were charged but the Gold Coins were not delivered to your wallet within 24 hours and we cannot deliver them.',
        'You were charged more than once for the same order, or charged an amount different from the price shown.',
        'Your payment method was used without your permission and you tell us within 7 days of the charge.',
        'We closed your Account for a reason that is not your fault before you could use coins you had bought.',
        'The law where you live requires a refund.',
      ),
      p(
        'Gold Coins that have been played, or a purchase whose coins have been used, are not refunded except as required by law.',
      ),
    ),
    section(
      'Coins Not in Your Wallet Yet',
      p(
        'Coins normally appear at once but can take up to 10 minutes. Check the transactions list in your wallet before contacting us. If the payment was by cryptocurrency, the coins are credited after the network confirms the payment, which can take longer when the network is busy. A card payment that fails is not charged: do not pay again, and contact us if you see a charge.',
      ),
    ),
    section(
      'How to Request a Refund',
      ol(
        [
          'E-mail ',
          supportLink(),
          ' with the subject "Refund Request" from the e-mail address on your Account, within 30 days of the charge.',
        ],
        'Include the order or payment reference, the date, the amount and the payment method, and tell us what went wrong.',
        `We confirm receipt ${SUPPORT_REPLY_TIME} and decide within 5 business days. We may ask for more information.`,
      ),
    ),
    section(
      'How Refunds Are Paid',
      ul(
        'Refunds go back to the original payment method. Card refunds usually appear within 5 to 10 business days, depending on your bank.',
        'Cryptocurrency refunds are sent to an address you give us in the same currency, for the U.S. dollar amount of the purchase at the rate on the day of the refund, less the network fee.',
        'Bank and hosted-page payments are refunded through the same provider.',
      ),
    ),
    section(
      'Effect on Your Coins',
      p(
        'When a purchase is refunded, the Gold Coins and any bonus coins delivered with it are removed from your wallet.',
      ),
    ),
    section(
      'Chargebacks',
      p(
        'Please contact us before disputing a charge with your bank: most problems are solved faster that way. If you charge back a purchase you authorized, we may suspend your Account while the chargeback is reviewed and remove the related coins.',
      ),
    ),
    section(
      'Sweep Coins',
      p(
        'Sweep Coins are never sold, so they are never refunded. Prize redemptions are covered by the ',
        link('Sweepstake Rules', '/sweepstake-rules'),
        '.',
      ),
    ),
    section('Contact', p(`Refund questions: `, supportLink(), `. ${OPERATOR}, Austin, Texas.`)),
  ],
};
