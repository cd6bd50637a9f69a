import { CONTACT_MESSAGES, validateContact, type ContactValues } from './contact-validation';

const valid: ContactValues = {
  name: 'Ana',
  email: 'ana@example.com',
  topic: 'Something else',
  reference: '',
  message: 'A message that is long enough.',
};

describe('contact form rules', () => {
  it('accepts a complete form', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it.each([
    [{ name: '  ' }, 'name', CONTACT_MESSAGES.nameRequired],
    [{ email: '' }, 'email', CONTACT_MESSAGES.emailRequired],
    [{ email: 'ana@example' }, 'email', CONTACT_MESSAGES.emailInvalid],
    [{ topic: 'Not a topic' }, 'topic', CONTACT_MESSAGES.topicRequired],
    [{ message: '' }, 'message', CONTACT_MESSAGES.messageRequired],
    [{ message: 'short' }, 'message', CONTACT_MESSAGES.messageShort],
    [{ message: 'x'.repeat(2001) }, 'message', CONTACT_MESSAGES.messageLong],
  ] as const)('rejects %j', (change, field, message) => {
    expect(validateContact({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it('refuses a reference over 200 characters', () => {
    expect(validateContact({ ...valid, reference: 'R'.repeat(201) })).toEqual({
      reference: CONTACT_MESSAGES.referenceLong,
    });
  });
});
