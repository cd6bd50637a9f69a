import { link, p, section, strong, sub, t, ul } from './builders';
import { AGE, BRAND, EFFECTIVE_DATE, OPERATOR, SUPPORT_REPLY_TIME, supportLink } from './common';
import type { LegalDocument } from './types';

export const privacyPolicy: LegalDocument = {
  id: 'privacy-policy',
  title: 'Privacy Policy',
  summary: `How ${OPERATOR} collects, uses, shares and protects your personal information when you use ${BRAND}, and the choices you have.`,
  effectiveDate: EFFECTIVE_DATE,
  numbered: true,
  contents: true,
  sections: [
    section(
      'Who We Are',
      p(
        `${OPERATOR} ("we", "us") operates ${BRAND} and is responsible for the personal information described in this policy. This policy applies to the website, its games, e-mails, text messages and support channels. We do not sell your personal information.`,
      ),
    ),
    section(
      'Information We Collect',
      sub(
        'Information you give us',
        ul(
          'Account details: full name, e-mail address, phone number, state of residence and password (stored only as a secure hash).',
          'Identity verification: date of birth, government ID images, proof of address and a selfie, when we ask you to verify your identity.',
          'Purchases and redemptions: package, amount, payment method type, order and transaction references, and the bank details you give for prize payments. Full card numbers are handled by our payment partners, not stored by us.',
          'Free entry requests: the request codes you generate and the name, e-mail and postal address written on mail-in cards.',
          'Messages you send us through the contact form, e-mail or live chat, and your marketing preferences.',
        ),
      ),
      sub(
        'Information collected automatically',
        ul(
          'Device and usage data: IP address, browser, device type, pages viewed, games played, coin transactions and timestamps.',
          'Location: your approximate location derived from your IP address and device, to confirm that you are in an Eligible State.',
          'Cookies and similar technologies, described in section 6.',
        ),
      ),
      sub(
        'Information from others',
        ul(
          'Payment, bank and cryptocurrency processors (payment status and fraud signals).',
          'Identity verification and fraud prevention providers (verification results).',
          'Sign-in providers, such as Google, if you choose to sign in with them (your name and e-mail address).',
        ),
      ),
    ),
    section(
      'How We Use Information',
      ul(
        'To create and run your Account, deliver coins, process purchases and pay prizes.',
        `To verify your age (${AGE}+), identity and location, and to enforce the Terms and Conditions and the Sweepstake Rules.`,
        'To prevent, detect and investigate fraud, money laundering, multiple accounts and security incidents.',
        'To send service messages, such as verification codes, receipts and security alerts.',
        'To send marketing e-mails and text messages, only if you have agreed to receive them.',
        'To provide support, improve the Service and meet our legal, tax and record-keeping obligations.',
      ),
    ),
    section(
      'How We Share Information',
      p('We share personal information only:'),
      ul(
        'with service providers who act for us (hosting, e-mail and SMS delivery, payment processing, identity verification, fraud prevention, customer support), under contracts that limit their use of it;',
        'with game providers, to the extent needed to create and run your Game Accounts;',
        'with authorities, regulators or others when the law requires it, or to protect the rights, safety and property of our players, our staff or us;',
        'with a buyer or successor if our business is sold or reorganised, subject to this policy; and',
        'with your consent or at your direction.',
      ),
      p('We do not sell personal information and do not share it for cross-context behavioural advertising.'),
    ),
    section(
      'Data Retention',
      p(
        'We keep personal information for as long as your Account is open and afterwards for as long as we need it for the purposes above, in particular to meet legal, tax, anti-money-laundering and sweepstakes record-keeping obligations, which generally require five years after the Account is closed. We then delete or anonymise it.',
      ),
    ),
    section(
      'Cookies and Similar Technologies',
      p(
        'We use strictly necessary cookies to keep you signed in, secure your session and remember your settings. With your consent we may use analytics cookies to understand how the Service is used. You can block or delete cookies in your browser settings, but the Service cannot work without the strictly necessary ones. We honour Global Privacy Control signals as an opt-out where the law requires.',
      ),
    ),
    section(
      'Marketing Choices',
      ul(
        'Marketing e-mails: you can opt in or out in your profile, or use the unsubscribe link in any marketing e-mail.',
        t(
          'Marketing text messages: reply STOP to any message or change your preference in your profile. See the ',
          link('SMS Terms', '/sms-terms'),
          '.',
        ),
        'Service messages about your Account, purchases and security are still sent when you opt out of marketing.',
      ),
    ),
    section(
      'Security',
      p(
        'We protect personal information with administrative, technical and physical safeguards, including encryption in transit, hashed passwords, access controls and monitoring. No system is completely secure; if a breach affects your information we will notify you as the law requires.',
      ),
    ),
    section(
      'Your Rights',
      p(
        'Depending on the state where you live, you may have the right to know what personal information we hold about you, to get a copy of it, to correct it, to delete it, and to opt out of targeted advertising, sale or profiling. We will not discriminate against you for using these rights.',
      ),
      p(
        'To make a request, e-mail ',
        supportLink(),
        ` with the subject "Privacy Request" from the e-mail address on your Account. We will confirm receipt ${SUPPORT_REPLY_TIME} and answer within 45 days. We may need to verify your identity, and some information must be kept by law (for example transaction records). If we decline your request you may appeal by replying to our decision, and, if you remain unsatisfied, contact your state attorney general. An authorized agent may make a request on your behalf with your signed permission.`,
      ),
    ),
    section(
      "Children's Privacy",
      p(
        `The Service is only for adults aged ${AGE} and over. We do not knowingly collect information from anyone under ${AGE}. If we learn that we have, we close the Account and delete the information, except what the law requires us to keep.`,
      ),
    ),
    section(
      'Changes to This Policy',
      p(
        'We will post any change to this policy on this page with a new effective date, and tell you by e-mail or on the site before a material change takes effect.',
      ),
    ),
    section(
      'Contact',
      p(
        strong('Privacy questions and requests: '),
        supportLink(),
        ` (subject "Privacy Request"). ${OPERATOR}, Austin, Texas.`,
      ),
    ),
  ],
};
