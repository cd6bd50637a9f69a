import { z } from 'zod';

/** The contact form (mfe-legal): POST /api/v1/support/contact takes this body and opens a support conversation. */
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

export const CONTACT_MESSAGE_MIN = 20;
export const CONTACT_MESSAGE_MAX = 2000;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your e-mail address.',
  emailInvalid: 'Please enter a valid e-mail address.',
  topicRequired: 'Please choose a topic.',
  messageRequired: 'Please enter your message.',
  messageShort: `Please write at least ${CONTACT_MESSAGE_MIN} characters so we can help.`,
  messageLong: `Please keep your message under ${CONTACT_MESSAGE_MAX.toLocaleString('en-US')} characters.`,
  referenceLong: 'Please keep the reference under 200 characters.',
  sent: 'Thank you: your message reached our support team. We will answer by e-mail.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Each field reports its first failing rule only (the order below is the order of the messages). */
export const contactSchema = z.object({
  name: z.string().trim().min(1, { error: CONTACT_MESSAGES.nameRequired, abort: true }),
  email: z
    .string()
    .trim()
    .min(1, { error: CONTACT_MESSAGES.emailRequired, abort: true })
    .regex(EMAIL, CONTACT_MESSAGES.emailInvalid),
  topic: z
    .string()
    .refine((v) => (CONTACT_TOPICS as readonly string[]).includes(v), CONTACT_MESSAGES.topicRequired),
  reference: z.string().trim().max(200, { error: CONTACT_MESSAGES.referenceLong }),
  message: z
    .string()
    .trim()
    .min(1, { error: CONTACT_MESSAGES.messageRequired, abort: true })
    .min(CONTACT_MESSAGE_MIN, { error: CONTACT_MESSAGES.messageShort, abort: true })
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageLong),
});
export type ContactValues = z.input<typeof contactSchema>;

/** The answer of POST /api/v1/support/contact: the conversation's reference and where the answer will go. */
export const contactSentSchema = z.object({ reference: z.string(), email: z.string() });
export type ContactSent = z.infer<typeof contactSentSchema>;
