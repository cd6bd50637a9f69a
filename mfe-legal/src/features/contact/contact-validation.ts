import { contactSchema, type ContactValues } from '@arcade/contracts';

export {
  CONTACT_TOPICS,
  CONTACT_MESSAGES,
  CONTACT_MESSAGE_MIN as MESSAGE_MIN,
  CONTACT_MESSAGE_MAX as MESSAGE_MAX,
  contactSchema,
  type ContactValues,
} from '@arcade/contracts';

export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** The contact form's rules (contracts' contactSchema): one message per invalid field; {} when valid. */
export function validateContact(values: ContactValues): ContactErrors {
  const parsed = contactSchema.safeParse(values);
  const errors: ContactErrors = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof ContactValues;
    errors[key] ??= issue.message;
  }
  return errors;
}
