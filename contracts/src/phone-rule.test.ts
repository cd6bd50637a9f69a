import { MESSAGES } from './auth';
import {
  isValidRegisterPhone,
  registerFormWithPhoneRuleSchema,
  registerRequestWithPhoneRuleSchema,
} from './phone-rule';

describe('register phone rule (libphonenumber-js validity)', () => {
  it.each(['555', '+1555', '+1 555 0000000', '+15550000000', '+1 212 123 4567', '+44 20 1234', ''])(
    'refuses %p',
    (phone) => expect(isValidRegisterPhone(phone)).toBe(false),
  );

  it.each(['+12124561234', '+1 (212) 456-1234', '2124561234', '+447911123456'])('accepts %p', (phone) =>
    expect(isValidRegisterPhone(phone)).toBe(true),
  );

  it('is part of the server body and the form schema, with the SPEC message', () => {
    const body = {
      name: { first: 'Pat', middle: '', last: 'Player' },
      email: 'pat@example.test',
      password: 'a long enough passphrase',
      phone: '+15550000000',
      state: 'Texas',
      isAdult: true,
    };
    const server = registerRequestWithPhoneRuleSchema.safeParse(body);
    expect(server.success).toBe(false);
    expect(server.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', MESSAGES.invalidPhone],
    ]);
    expect(registerRequestWithPhoneRuleSchema.safeParse({ ...body, phone: '+12124561234' }).success).toBe(
      true,
    );
    expect(
      registerRequestWithPhoneRuleSchema.safeParse({ ...body, phone: '+12124561234', extra: 1 }).success,
    ).toBe(false);

    const form = {
      name: 'Pat Player',
      email: 'pat@example.test',
      password: 'a long enough passphrase',
      confirmPassword: 'a long enough passphrase',
      phone: '+1555',
      state: 'Texas',
      isAdult: true,
    };
    expect(registerFormWithPhoneRuleSchema.safeParse(form).error?.issues[0]?.message).toBe(
      MESSAGES.invalidPhone,
    );
    expect(registerFormWithPhoneRuleSchema.safeParse({ ...form, phone: '+12124561234' }).success).toBe(true);
    const mismatch = registerFormWithPhoneRuleSchema.safeParse({
      ...form,
      phone: '+12124561234',
      confirmPassword: 'x',
    });
    expect(mismatch.error?.issues[0]?.message).toBe(MESSAGES.passwordsDoNotMatch);
  });
});
