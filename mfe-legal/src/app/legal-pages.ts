/** Every document this remote renders (the `doc` prop the shell passes, see contracts ROUTES) and its page title. */
export const LEGAL_PAGES = {
  'terms-and-conditions': 'Terms and Conditions',
  'sweepstake-rules': 'Sweepstake Rules',
  'privacy-policy': 'Privacy Policy',
  'refund-policy': 'Refund Policy',
  'age-verification-policy': 'Age Verification Policy',
  'gameplay-policy': 'Gameplay Policy',
  'accessibility-statement': 'Accessibility Statement',
  'sms-terms': 'SMS Terms',
  faqs: 'Frequently Asked Questions (FAQ)',
  about: 'About Us',
  'contact-us': 'Contact Us',
  'social-media': 'Community',
  'amoe-free-entry': 'AMOE Free Entry',
} as const;

export type LegalPageId = keyof typeof LEGAL_PAGES;

export function isLegalPageId(value: string): value is LegalPageId {
  return Object.prototype.hasOwnProperty.call(LEGAL_PAGES, value);
}
