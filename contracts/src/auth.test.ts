import { MESSAGES, loginSchema, normaliseUsPhone, registerFormSchema, validateOtp } from './auth';

describe('phone popup rule (SPEC §5)', () => {
  it.each([
    ['5555550101', '+15555550101'],
    ['(555) 555-0101', '+15555550101'],
    ['1 555 555 0101', '+15555550101'],
    ['+1 555-555-0101', '+15555550101'],
  ])('%s -> %s', (raw, phone) => expect(normaliseUsPhone(raw)).toEqual({ ok: true, phone }));

  it('empty -> the SPEC message', () =>
    expect(normaliseUsPhone('  ')).toEqual({ ok: false, message: MESSAGES.phoneRequired }));
  it.each(['555555010', '25555550101', '555555010123'])('%s is not a US phone', (raw) =>
    expect(normaliseUsPhone(raw)).toEqual({ ok: false, message: MESSAGES.invalidUsPhone }),
  );
});

describe('OTP rule', () => {
  it('empty, wrong length, non digits', () => {
    expect(validateOtp('')).toBe('Please enter the OTP');
    expect(validateOtp('123')).toBe('Please enter a valid 6-digit OTP');
    expect(validateOtp('12a456')).toBe('Please enter a valid 6-digit OTP');
    expect(validateOtp('123456')).toBeNull();
  });
});

describe('register form', () => {
  const valid = {
    name: 'Pat Player',
    email: 'PAT@Example.COM',
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    phone: '+1 555 555 0101',
    state: 'Texas',
    isAdult: true,
  };
  it('accepts a valid form and lowercases the e-mail', () => {
    const r = registerFormSchema.parse(valid);
    expect(r.email).toBe('pat@example.com');
  });
  it.each([
    [{ confirmPassword: 'different' }, 'Passwords do not match'],
    [{ state: '' }, 'Please select your state'],
    [{ state: 'California' }, 'Please select your state'],
    [{ phone: '123' }, 'Please enter a valid phone number'],
    [{ phone: '1234567890123456' }, 'Please enter a valid phone number'],
  ])('%j -> %s', (patch, message) => {
    const r = registerFormSchema.safeParse({ ...valid, ...patch });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toContain(message);
  });
  it('requires the 21+ checkbox', () => {
    expect(registerFormSchema.safeParse({ ...valid, isAdult: false }).success).toBe(false);
  });
});

it('login needs an e-mail in e-mail format and a password', () => {
  expect(loginSchema.safeParse({ email: 'nope', password: 'x' }).success).toBe(false);
  expect(loginSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
  expect(loginSchema.parse({ email: 'A@B.CO', password: 'x' }).email).toBe('a@b.co');
});
