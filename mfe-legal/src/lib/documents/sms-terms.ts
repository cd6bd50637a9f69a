import { link, p, section, strong, ul } from './builders';
import { BRAND, EFFECTIVE_DATE, OPERATOR, supportLink } from './common';
import type { LegalDocument } from './types';

export const smsTerms: LegalDocument = {
  id: 'sms-terms',
  title: 'SMS Terms',
  summary: `The terms of the ${BRAND} text message program: what we send, how often, what it costs and how to stop it.`,
  effectiveDate: EFFECTIVE_DATE,
  numbered: true,
  contents: true,
  sections: [
    section(
      'Program Description',
      p(`${OPERATOR} sends text messages to the mobile number on your account:`),
      ul(
        'Service messages: one-time verification codes, security alerts and important account notices.',
        'Marketing messages, only if you opt in: bonuses, promotions, free-entry reminders and news.',
      ),
    ),
    section(
      'Consent',
      p(
        'By ticking the SMS consent box you agree to receive recurring automated marketing text messages from ',
        `${BRAND} at the number you provided. Consent is not a condition of any purchase. Verification codes are sent when you ask for them, whether or not you opted in to marketing.`,
      ),
    ),
    section(
      'Message Frequency',
      p('Message frequency varies. Marketing messages are usually no more than 6 per week.'),
    ),
    section(
      'Costs',
      p(
        'Message and data rates may apply, according to your mobile plan. We do not charge for text messages.',
      ),
    ),
    section(
      'How to Stop or Get Help',
      ul(
        [
          strong('STOP:'),
          ' reply STOP to any message to unsubscribe from marketing texts. We send one message to confirm, then no more marketing messages.',
        ],
        [strong('HELP:'), ' reply HELP for help, or e-mail ', supportLink(), '.'],
        'You can also change your SMS preference at any time in your profile.',
      ),
    ),
    section(
      'Carriers',
      p(
        'Supported carriers include the major U.S. carriers. Carriers are not liable for delayed or undelivered messages.',
      ),
    ),
    section(
      'Privacy',
      p(
        'We do not sell or share your mobile number or SMS consent with third parties for their marketing. Your information is handled as described in our ',
        link('Privacy Policy', '/privacy-policy'),
        '.',
      ),
    ),
    section(
      'Changes',
      p(
        'We may change these SMS Terms by posting a new version on this page. Continuing to receive messages after a change means you accept it.',
      ),
    ),
    section('Contact', p('Questions about our text messages: ', supportLink(), '.')),
  ],
};
