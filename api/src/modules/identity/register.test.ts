import { IDENTITY_MESSAGES, MESSAGES } from '@arcade/contracts';
import { useTestApp } from '../../testing/use-test-app';
import { fakeClock } from './clock';
import { MemoryMailer } from '../mail/mailer';
import { settleAfterReply } from './after-reply';
import {
  Jar,
  latestCode,
  latestLinkPath,
  latestMail,
  registerPayload,
  registerUser,
  verifiedUser,
} from './testing/identity-test-kit';

jest.setTimeout(120_000);

const t = useTestApp();

/** Registers and waits for the mail sent after the answer. */
async function register(payload: Record<string, unknown>, jar = new Jar()) {
  const res = await jar.inject(t.app, { method: 'POST', url: '/api/v1/user/register', payload });
  await settleAfterReply();
  return res;
}

describe('POST /user/register', () => {
  it('creates the account, answers 201 with the phone and e-mails a verification link', async () => {
    const payload = registerPayload({ email: 'New.Player@Example.TEST', acceptSMSMarketing: true });
    const res = await register(payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, statusCode: 201, message: IDENTITY_MESSAGES.registered });
    expect(body.data.phone).toMatch(/^\+1\d{10}$/);
    const row = (
      await t.db.query<Record<string, unknown>>('SELECT * FROM users WHERE email = $1', [
        'new.player@example.test',
      ])
    ).rows[0]!;
    expect(row).toMatchObject({
      role: 'USER',
      state: 'Texas',
      is_sms_opted: true,
      is_opted: false,
      email_verified_at: null,
      kyc_verified_at: null,
    });
    expect(String(row.password_hash)).toMatch(/^scrypt\$/);
    expect(row.adult_confirmed_at).not.toBeNull();
    const mail = await latestMail(t.db, 'new.player@example.test');
    expect(mail?.subject).toMatch(/Verify your e-mail/);
    expect(mail?.links[0]).toMatch(/\/api\/v1\/user\/verify-email\/[A-Za-z0-9_-]{43}$/);
    // The token itself is never stored.
    const token = mail!.links[0]!.split('/').pop()!;
    const stored = await t.db.query('SELECT 1 FROM user_tokens WHERE token_hash = $1', [token]);
    expect(stored.rows).toHaveLength(0);
  });

  it('repeats the form rules with the SPEC messages', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ state: 'California' }, MESSAGES.selectState],
      [{ state: undefined }, MESSAGES.selectState],
      [{ phone: '123' }, MESSAGES.invalidPhone],
      // Long enough, but no valid number of its country (libphonenumber-js).
      [{ phone: '555' }, MESSAGES.invalidPhone],
      [{ phone: '+1 555 0000000' }, MESSAGES.invalidPhone],
      [{ phone: '+44 20 1234' }, MESSAGES.invalidPhone],
      [{ email: 'not-an-email' }, MESSAGES.emailInvalid],
      [{ password: 'short' }, 'Password must be at least 8 characters'],
      [{ password: 'password123' }, IDENTITY_MESSAGES.passwordTooCommon],
      [{ isAdult: false }, MESSAGES.ageRequired],
      [{ isAdult: undefined }, MESSAGES.ageRequired],
    ];
    for (const [override, message] of cases) {
      const res = await register(registerPayload(override));
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    }
  });

  it('answers a taken e-mail or phone exactly like a free one and tells the owner, not the caller (issue 31)', async () => {
    const first = registerPayload();
    const fresh = await register(first);
    expect(fresh.statusCode).toBe(201);
    const count = async () => Number((await t.db.query('SELECT count(*)::int AS n FROM users')).rows[0]!.n);
    const before = await count();

    // The same address written differently: same status, body and message as the free case; no account made.
    const sameEmail = await register(registerPayload({ email: String(first.email).toUpperCase() }));
    expect(sameEmail.statusCode).toBe(201);
    const shape = (body: { data: { phone: string } }) => ({
      ...body,
      data: { phone: typeof body.data.phone },
    });
    expect(shape(sameEmail.json())).toEqual(shape(fresh.json()));
    expect(sameEmail.cookies.map((c) => c.name)).toEqual(fresh.cookies.map((c) => c.name));
    expect(await count()).toBe(before);
    const told = await latestMail(t.db, String(first.email).toLowerCase());
    expect(told?.subject).toBe('You already have a Lucky Arcade account');

    // Its phone step answers like any other and sends no code to anyone.
    const jar = new Jar();
    const ghost = await register(registerPayload({ email: String(first.email) }), jar);
    const ghostPhone = ghost.json().data.phone as string;
    const send = await jar.inject(t.app, {
      method: 'POST',
      url: '/api/v1/otp/send-phone-verification',
      payload: { phone: ghostPhone },
    });
    expect({ status: send.statusCode, message: send.json().message }).toEqual({
      status: 200,
      message: IDENTITY_MESSAGES.otpSent,
    });
    await expect(latestCode(t.db, ghostPhone)).rejects.toThrow(/no code/);

    // The same number written differently: 201, and the new account holds no phone until it proves one.
    const digits = String(first.phone).replace(/\D/g, '').slice(1);
    const samePhone = await register(registerPayload({ phone: digits }));
    expect(samePhone.statusCode).toBe(201);
    expect(samePhone.json().data.phone).toBe(fresh.json().data.phone);
    expect(await count()).toBe(before + 1);
  });

  it('refuses mass assignment: role, balances, verification flags and KYC cannot be sent', async () => {
    const attempts = [
      { role: 'ADMIN' },
      { isEmailVerified: true },
      { isPhoneVerified: true },
      { isKYC: true },
      { balance: 1_000_000 },
      { sweepCoins: 5000 },
      { email_verified_at: '2020-01-01' },
      { name: { first: 'A', last: 'B', role: 'ADMIN' } },
    ];
    for (const extra of attempts) {
      const payload = registerPayload(extra);
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      const count = await t.db.query('SELECT 1 FROM users WHERE email = $1', [payload.email]);
      expect(count.rows).toHaveLength(0);
    }
  });

  it('accepts the form booleans acceptTerms and acceptSMSTerms', async () => {
    const res = await register(registerPayload({ acceptTerms: true, acceptSMSTerms: true }));
    expect(res.statusCode).toBe(201);
  });

  it('is closed to excluded locations (403 with errors ["geo"])', async () => {
    const res = await new Jar().inject(t.app, {
      method: 'POST',
      url: '/api/v1/user/register',
      payload: registerPayload(),
      headers: { 'x-dev-geo': 'US-CA' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 403,
      message: IDENTITY_MESSAGES.geoBlocked,
      errors: ['geo'],
    });
  });
});

describe('e-mail verification link', () => {
  it('verifies once, then says used; redirects with 303', async () => {
    const { email, jar } = await registerUser(t.app);
    const link = await latestLinkPath(t.db, email);
    const first = await jar.inject(t.app, { method: 'GET', url: link });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/?emailVerified=1');
    const row = await t.db.query<{ email_verified_at: Date | null }>(
      'SELECT email_verified_at FROM users WHERE email = $1',
      [email],
    );
    expect(row.rows[0]!.email_verified_at).not.toBeNull();
    const again = await jar.inject(t.app, { method: 'GET', url: link });
    expect(again.headers.location).toBe('/?emailVerified=0&reason=used');
  });

  it('expires after 24 hours', async () => {
    const clock = fakeClock(new Date());
    const saved = t.app.identity.clock;
    t.app.identity.clock = clock;
    try {
      const { email, jar } = await registerUser(t.app);
      const link = await latestLinkPath(t.db, email);
      clock.advance(24 * 60 * 60 * 1000 + 1000);
      const res = await jar.inject(t.app, { method: 'GET', url: link });
      expect(res.headers.location).toBe('/?emailVerified=0&reason=expired');
    } finally {
      t.app.identity.clock = saved;
    }
  });

  it('says invalid for an unknown token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/verify-email/not-a-real-token' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?emailVerified=0&reason=invalid');
  });
});

describe('POST /user/resend-verification-email', () => {
  const resend = (email: unknown, jar = new Jar()) =>
    jar.inject(t.app, { method: 'POST', url: '/api/v1/user/resend-verification-email', payload: { email } });

  it('answers alike for unknown, already verified and unverified accounts (no enumeration)', async () => {
    const fresh = await registerUser(t.app);
    const verified = await verifiedUser(t.app, t.db);
    const answers = await Promise.all(
      ['nobody.here@example.test', verified.email, fresh.email].map(async (email) => {
        const res = await resend(email);
        return { status: res.statusCode, body: res.json() as unknown };
      }),
    );
    expect(answers[0]).toEqual({
      status: 200,
      body: { success: true, statusCode: 200, message: IDENTITY_MESSAGES.verificationSent, data: null },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await latestMail(t.db, 'nobody.here@example.test')).toBeNull();
  });

  it('sends a new link, which works', async () => {
    const { email } = await registerUser(t.app);
    const before = await latestLinkPath(t.db, email);
    const res = await resend(email);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Verification email sent successfully! Please check your inbox.');
    const after = await latestLinkPath(t.db, email);
    expect(after).not.toBe(before);
    expect((await t.app.inject({ method: 'GET', url: after })).headers.location).toBe('/?emailVerified=1');
  });

  it('answers the same when the mail cannot be sent (it is sent after the answer; the failure is logged)', async () => {
    const { email } = await registerUser(t.app);
    const saved = t.app.identity.mailer;
    const failing = new MemoryMailer();
    failing.failNext = true;
    t.app.identity.mailer = failing;
    try {
      const res = await resend(email);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(IDENTITY_MESSAGES.verificationSent);
      await settleAfterReply();
    } finally {
      t.app.identity.mailer = saved;
    }
  });

  it('sends at most 5 links an hour per account, answering alike beyond', async () => {
    const { email } = await registerUser(t.app);
    const before = (await t.db.query('SELECT 1 FROM dev_mailbox WHERE to_address = $1', [email])).rows.length;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await resend(email)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    await settleAfterReply();
    const after = (await t.db.query('SELECT 1 FROM dev_mailbox WHERE to_address = $1', [email])).rows.length;
    expect(after - before).toBe(5);
  });
});
describe('login of an unverified account', () => {
  it('answers 204 without a body or session cookies and e-mails a new link', async () => {
    const { email, password } = await registerUser(t.app);
    const mailsBefore = (await t.db.query('SELECT 1 FROM dev_mailbox WHERE to_address = $1', [email])).rows
      .length;
    const res = await new Jar().inject(t.app, {
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email, password },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/access_token|refresh_token/);
    const mailsAfter = (await t.db.query('SELECT 1 FROM dev_mailbox WHERE to_address = $1', [email])).rows
      .length;
    expect(mailsAfter).toBe(mailsBefore + 1);
  });

  it('a wrong password of an unverified account is a plain 401', async () => {
    const { email } = await registerUser(t.app);
    const res = await new Jar().inject(t.app, {
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email, password: 'wrong password here' },
    });
    expect(res.statusCode).toBe(401);
  });
});
