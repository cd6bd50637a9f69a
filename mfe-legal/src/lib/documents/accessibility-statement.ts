import { p, section, ul } from './builders';
import { BRAND, EFFECTIVE_DATE, OPERATOR, supportLink } from './common';
import type { LegalDocument } from './types';

export const accessibilityStatement: LegalDocument = {
  id: 'accessibility-statement',
  title: 'Accessibility Statement',
  summary: `${OPERATOR} wants ${BRAND} to be usable by everyone, including people who use assistive technology.`,
  effectiveDate: EFFECTIVE_DATE,
  numbered: false,
  contents: true,
  sections: [
    section(
      'Our Commitment',
      p(
        `We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA across ${BRAND}. Accessibility is part of how we design, build and test every page, and we review the site regularly with automated tools and manual testing with screen readers and keyboards.`,
      ),
    ),
    section(
      'What We Have Done',
      ul(
        'Every page and dialog can be used with a keyboard alone, with a visible focus indicator.',
        'Pages have one main heading, ordered section headings, landmarks and descriptive link and button names.',
        'Form fields have visible labels, and errors are described in text and announced to screen readers.',
        'Text and controls meet WCAG contrast ratios on our dark theme, and text can be enlarged to 200% without loss of content.',
        'Pop-ups move focus into the dialog, keep it there and return it when they close. Notifications are announced politely.',
        'Animations respect the reduced-motion setting of your device.',
        'Legal documents are published as HTML pages; the PDF copies are provided for download and printing.',
      ),
    ),
    section(
      'Known Limitations',
      ul(
        'The PDF copies of the Terms and Conditions and of the Sweepstake Rules are not tagged PDFs. The HTML version of each document on this site has the same text and is the accessible version.',
        'Some games come from third-party providers and may not fully support screen readers. Tell us about any barrier and we will raise it with the provider.',
        'Pages hosted by payment partners are outside our control; we choose partners that commit to accessibility.',
      ),
    ),
    section(
      'Compatibility',
      p(
        'The site is designed to work with the two latest versions of Chrome, Edge, Firefox and Safari, and with NVDA, JAWS, VoiceOver and TalkBack.',
      ),
    ),
    section(
      'Feedback and Help',
      p(
        'If you find a barrier, need a document in another format or need help using any part of the site, e-mail ',
        supportLink(),
        ' with the subject "Accessibility". Tell us the page and what happened. We reply within two business days and, where we cannot fix a problem at once, we will help you complete your task another way.',
      ),
    ),
    section(
      'Review of This Statement',
      p('This statement was reviewed on November 1, 2026 and is reviewed at least once a year.'),
    ),
  ],
};
