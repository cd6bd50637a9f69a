import { link, p, section, ul } from './builders';
import { AGE, BRAND, EFFECTIVE_DATE, OPERATOR, supportLink } from './common';
import type { LegalDocument } from './types';

export const ageVerificationPolicy: LegalDocument = {
  id: 'age-verification-policy',
  title: 'Age Verification Policy',
  summary: `${BRAND} is for adults aged ${AGE} and over. This policy explains how we check age and identity and what happens if a check fails.`,
  effectiveDate: EFFECTIVE_DATE,
  numbered: true,
  contents: true,
  sections: [
    section(
      'Minimum Age',
      p(
        `You must be at least ${AGE} years old to create an account, play, claim free entries or redeem prizes on ${BRAND}, even where the law of your state allows a lower age. Registering or playing while under ${AGE} breaks our `,
        link('Terms and Conditions', '/terms-and-conditions'),
        '.',
      ),
    ),
    section(
      'How We Verify Age and Identity',
      ul(
        `At registration you confirm that you are ${AGE} or older and accept the Terms and the Privacy Policy. An account cannot be created without this confirmation.`,
        'You verify your e-mail address and your phone number with a one-time code.',
        'We may check your details against independent data sources through our identity verification provider.',
        "We may ask for a government-issued photo ID (driver's license, state ID or passport), a proof of address dated within the last three months and a live selfie, to confirm that the ID is yours.",
      ),
    ),
    section(
      'When Verification Is Required',
      ul(
        'Before your first prize redemption, always.',
        'When the information you gave does not match our checks, or when your activity suggests that the account holder may be under age or not the person playing.',
        'When the law or our payment partners require it, or at any other time on request.',
      ),
    ),
    section(
      'If Verification Fails',
      p(
        'If you do not complete verification within 30 days of our request, or the documents do not confirm your age and identity, we may suspend the account, block purchases and redemptions, and void Sweep Coins won while the account was unverified.',
      ),
    ),
    section(
      'Accounts Held by Minors',
      p(
        `If we find that an account holder is under ${AGE}, we close the account at once, void all coins and prizes, and refund purchases to the original payment method where the law requires. We may report the matter to the payment provider.`,
      ),
    ),
    section(
      'Protecting Minors at Home',
      ul(
        'Keep your password private and sign out on shared devices.',
        'Do not let anyone under age use your account or your payment methods.',
        'Use parental-control or filtering software to block gaming sites on devices children use.',
      ),
    ),
    section(
      'Your Documents and Privacy',
      p(
        'Verification documents are sent over an encrypted connection, used only to verify you and meet legal obligations, and kept as described in the ',
        link('Privacy Policy', '/privacy-policy'),
        '.',
      ),
    ),
    section(
      'Report Under-Age Use',
      p(
        'If you believe someone under age is using the Service, e-mail ',
        supportLink(),
        ` with the subject "Under-age account". ${OPERATOR} treats every report confidentially.`,
      ),
    ),
  ],
};
