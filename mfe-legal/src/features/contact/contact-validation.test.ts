import { composeMailto } from './compose-mailto';
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

  it('composes an encoded mailto: link without an empty reference line', () => {
    const url = composeMailto('support@luckyarcade.example', { ...valid, message: 'Hello & thanks?' });
    expect(url.startsWith('mailto:support@luckyarcade.example?subject=')).toBe(true);
    expect(decodeURIComponent(url.split('&body=')[1]!)).toBe(
      'Name: Ana\r\nE-mail: ana@example.com\r\nTopic: Something else\r\n\r\nHello & thanks?',
    );
  });
});
