import { IDENTITY_MESSAGES, MESSAGES } from '@arcade/contracts';
import { useTestApp } from '../../../testing/use-test-app';
import { fakeClock } from '../clock';
import { listOutbox } from '../../sms/dev-outbox';
import { Jar, latestCode, registerUser, verifiedUser } from '../testing/identity-test-kit';

jest.setTimeout(120_000);

const t = useTestApp();

const post = (jar: Jar, path: string, payload: Record<string, unknown>) =>
  jar.inject(t.app, { method: 'POST', url: `/api/v1/otp/${path}`, payload });
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
let nextPhone = 2_000_000;
const freshPhone = () => `+1737${String(nextPhone++).padStart(7, '0')}`;

describe('phone verification right after register (phone_setup cookie)', () => {
  it('sends a 6-digit code by SMS and verifies the phone', async () => {
    const r = await registerUser(t.app);
    const phone = r.res.json().data.phone as string;
    const sent = await post(r.jar, 'send-phone-verification', { phone });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('OTP sent successfully!');
    const code = await latestCode(t.db, phone);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM phone_otps WHERE phone = $1',
      [phone],
    );
    expect(stored.rows[0]!.code_hash).not.toContain(code);
    const verified = await post(r.jar, 'verify-phone', { phone, otp: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      message: 'Phone number verified successfully!',
      data: { isVerified: true },
    });
    const row = await t.db.query<{ phone_verified_at: Date | null }>(
      'SELECT phone_verified_at FROM users WHERE email = $1',
      [r.email],
    );
    expect(row.rows[0]!.phone_verified_at).not.toBeNull();
    // A code works once.
    expect((await post(r.jar, 'verify-phone', { phone, otp: code })).statusCode).toBe(400);
  });

  it('needs a session or the register cookie', async () => {
    const res = await post(new Jar(), 'send-phone-verification', { phone: '5125550100' });
    expect(res.statusCode).toBe(401);
  });
});

describe('OTP rules for a logged-in user', () => {
  it('validates phone and OTP with the SPEC messages', async () => {
    const u = await verifiedUser(t.app, t.db);
    const expectMessage = async (path: string, payload: Record<string, unknown>, message: string) => {
      const res = await post(u.jar, path, payload);
      expect({ status: res.statusCode, message: res.json().message }).toEqual({ status: 400, message });
    };
    await expectMessage('send-phone-verification', { phone: '' }, MESSAGES.phoneRequired);
    await expectMessage('send-phone-verification', { phone: '12345' }, MESSAGES.invalidUsPhone);
    await expectMessage('send-phone-verification', { phone: '25125550100' }, MESSAGES.invalidUsPhone);
    await expectMessage('verify-phone', { phone: '5125550100', otp: '' }, MESSAGES.otpRequired);
    await expectMessage('verify-phone', { phone: '5125550100', otp: '12a456' }, MESSAGES.otpLength);
    await expectMessage('verify-phone', { phone: '5125550100', otp: '12345' }, MESSAGES.otpLength);
    const extra = await post(u.jar, 'verify-phone', { phone: '5125550100', otp: '123456', isVerified: true });
    expect(extra.statusCode).toBe(400);
  });

  it('stops a brute force after 5 wrong codes (even the right code is refused then)', async () => {
    const u = await verifiedUser(t.app, t.db);
    const phone = freshPhone();
    await post(u.jar, 'send-phone-verification', { phone });
    const code = await latestCode(t.db, phone);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(u.jar, 'verify-phone', { phone, otp: wrongOf(code) });
      statuses.push(res.statusCode);
      expect(res.json().message).toBe(MESSAGES.otpInvalid);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const sixth = await post(u.jar, 'verify-phone', { phone, otp: code });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(IDENTITY_MESSAGES.otpTooManyAttempts);
    // A resend gives a new code that works.
    const resent = await post(u.jar, 'resend-phone-verification', { phone });
    expect(resent.json().message).toBe('OTP resent successfully!');
    const fresh = await latestCode(t.db, phone);
    expect((await post(u.jar, 'verify-phone', { phone, otp: fresh })).statusCode).toBe(200);
    // The phone became the user's verified phone.
    const row = await t.db.query<{ phone: string; phone_verified_at: Date | null }>(
      'SELECT phone, phone_verified_at FROM users WHERE id = $1',
      [u.id],
    );
    expect(row.rows[0]).toMatchObject({ phone });
    expect(row.rows[0]!.phone_verified_at).not.toBeNull();
  });

  it('a code lives 10 minutes', async () => {
    const u = await verifiedUser(t.app, t.db);
    const clock = fakeClock(new Date());
    const saved = t.app.identity.clock;
    t.app.identity.clock = clock;
    try {
      const phone = freshPhone();
      await post(u.jar, 'send-phone-verification', { phone });
      const code = await latestCode(t.db, phone);
      clock.advance(10 * 60 * 1000 + 1);
      const res = await post(u.jar, 'verify-phone', { phone, otp: code });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(IDENTITY_MESSAGES.otpExpired);
    } finally {
      t.app.identity.clock = saved;
    }
  });

  it('sends at most 5 codes an hour per user, and per phone', async () => {
    const u = await verifiedUser(t.app, t.db);
    const clock = fakeClock(new Date());
    const saved = t.app.identity.clock;
    t.app.identity.clock = clock;
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await post(u.jar, 'send-phone-verification', { phone: freshPhone() })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      clock.advance(60 * 60 * 1000 + 1);
      expect((await post(u.jar, 'send-phone-verification', { phone: freshPhone() })).statusCode).toBe(200);

      // Per phone: five different users asking for one number.
      const phone = freshPhone();
      const perPhone: number[] = [];
      for (let i = 0; i < 6; i++) {
        const other = await verifiedUser(t.app, t.db);
        perPhone.push((await post(other.jar, 'send-phone-verification', { phone })).statusCode);
      }
      expect(perPhone).toEqual([200, 200, 200, 200, 200, 429]);
      const last = await post(u.jar, 'send-phone-verification', { phone });
      expect(last.json().message).toBe(IDENTITY_MESSAGES.otpTooManySends);
    } finally {
      t.app.identity.clock = saved;
    }
  });

  it('does not tell a phone verified by another account (its owner is told) and takes one only held unverified', async () => {
    const owner = await verifiedUser(t.app, t.db);
    const ownerPhone = owner.res.json().data.phone as string;
    await post(owner.jar, 'send-phone-verification', { phone: ownerPhone });
    await post(owner.jar, 'verify-phone', { phone: ownerPhone, otp: await latestCode(t.db, ownerPhone) });

    const other = await verifiedUser(t.app, t.db);
    const ownerCode = await latestCode(t.db, ownerPhone);
    const taken = await post(other.jar, 'send-phone-verification', { phone: ownerPhone });
    expect({ status: taken.statusCode, message: taken.json().message }).toEqual({
      status: 200,
      message: IDENTITY_MESSAGES.otpSent,
    });
    // The owner gets a notice without a code; no new code exists, so any code is simply invalid.
    const [notice] = await listOutbox(t.db, { to: ownerPhone, limit: 1 });
    expect(notice?.body).toMatch(/someone tried to verify this phone number/);
    expect(notice?.code ?? null).toBeNull();
    const guess = await post(other.jar, 'verify-phone', { phone: ownerPhone, otp: ownerCode });
    expect(guess.statusCode).toBe(400);

    // An unverified phone of another account moves to whoever proves it.
    const holder = await verifiedUser(t.app, t.db);
    const heldPhone = holder.res.json().data.phone as string;
    await post(other.jar, 'send-phone-verification', { phone: heldPhone });
    const ok = await post(other.jar, 'verify-phone', {
      phone: heldPhone,
      otp: await latestCode(t.db, heldPhone),
    });
    expect(ok.statusCode).toBe(200);
    const rows = await t.db.query<{ id: string; phone: string | null }>(
      'SELECT id, phone FROM users WHERE id = ANY($1)',
      [[holder.id, other.id]],
    );
    expect(rows.rows.find((r) => r.id === other.id)!.phone).toBe(heldPhone);
    expect(rows.rows.find((r) => r.id === holder.id)!.phone).toBeNull();
  });

  it('says so when the phone is already verified', async () => {
    const u = await verifiedUser(t.app, t.db);
    const phone = u.res.json().data.phone as string;
    await post(u.jar, 'send-phone-verification', { phone });
    await post(u.jar, 'verify-phone', { phone, otp: await latestCode(t.db, phone) });
    const again = await post(u.jar, 'send-phone-verification', { phone });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(IDENTITY_MESSAGES.phoneAlreadyVerified);
  });
});
