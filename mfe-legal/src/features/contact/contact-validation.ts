export const CONTACT_TOPICS = [
  'Account and sign-in',
  'Purchases and payments',
  'Sweep Coins and prizes',
  'Free entry (AMOE)',
  'Games and game accounts',
  'Identity verification',
  'Responsible play',
  'Privacy request',
  'Accessibility',
  'Something else',
] as const;

export interface ContactValues {
  name: string;
  email: string;
  topic: string;
  reference: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 2000;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  topicRequired: 'Please choose a topic.',
  messageRequired: 'Please enter your message.',
  messageShort: `Please write at least ${MESSAGE_MIN} characters so we can help.`,
  messageLong: `Please keep your message under ${MESSAGE_MAX.toLocaleString('en-US')} characters.`,
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact form's rules; an empty object means the form is valid. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = CONTACT_MESSAGES.nameRequired;
  const email = values.email.trim();
  if (!email) errors.email = CONTACT_MESSAGES.emailRequired;
  else if (!EMAIL.test(email)) errors.email = CONTACT_MESSAGES.emailInvalid;
  if (!(CONTACT_TOPICS as readonly string[]).includes(values.topic))
    errors.topic = CONTACT_MESSAGES.topicRequired;
  const message = values.message.trim();
  if (!message) errors.message = CONTACT_MESSAGES.messageRequired;
  else if (message.length < MESSAGE_MIN) errors.message = CONTACT_MESSAGES.messageShort;
  else if (message.length > MESSAGE_MAX) errors.message = CONTACT_MESSAGES.messageLong;
  return errors;
}
