import { IDENTITY_MESSAGES } from '@arcade/contracts';
import { useTestApp } from '../../testing/use-test-app';
import { fakeClock } from './clock';
import { Jar, latestLinkPath, latestMail, loginJar, verifiedUser } from './testing/identity-test-kit';

jest.setTimeout(120_000);

const t = useTestApp();

const forgot = (email: string, jar = new Jar()) =>
  jar.inject(t.app, { method: 'POST', url: '/api/v1/user/forgot-password', payload: { email } });
const me = (jar: Jar) => jar.inject(t.app, { method: 'GET', url: '/api/v1/user/me' });
const resetTokenOf = async (email: string) =>
  new URL(`http://x${await latestLinkPath(t.db, email)}`).searchParams.get('token')!;

describe('POST /user/forgot-password', () => {
  it('answers the same whether or not the account exists', async () => {
    const { email } = await verifiedUser(t.app, t.db);
    const known = await forgot(email);
    const unknown = await forgot('no.such.account@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe('If an account exists for this email, a reset link has been sent.');
    const mail = await latestMail(t.db, email);
    expect(mail?.links[0]).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    expect(await latestMail(t.db, 'no.such.account@example.test')).toBeNull();
  });

  it('refuses extra fields', async () => {
    const res = await new Jar().inject(t.app, {
      method: 'POST',
      url: '/api/v1/user/forgot-password',
      payload: { email: 'a@b.test', role: 'ADMIN' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /user/reset-password/:token', () => {
  it('sets the new password once and ends every session', async () => {
    const u = await verifiedUser(t.app, t.db);
    const other = await loginJar(t.app, u.email, u.password);
    expect((await me(u.jar)).statusCode).toBe(200);
    await forgot(u.email);
    const token = await resetTokenOf(u.email);
    const reset = (newPassword: string) =>
      new Jar().inject(t.app, {
        method: 'POST',
        url: `/api/v1/user/reset-password/${token}`,
        payload: { newPassword },
      });

    const weak = await reset('password1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(IDENTITY_MESSAGES.passwordTooCommon);

    const ok = await reset('a brand new passphrase');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password reset successfully');
    expect((await me(u.jar)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(401);
    await loginJar(t.app, u.email, 'a brand new passphrase');
    const old = await new Jar().inject(t.app, {
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: u.email, password: u.password },
    });
    expect(old.statusCode).toBe(401);

    const again = await reset('yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(IDENTITY_MESSAGES.resetInvalid);
  });

  it('expires after one hour', async () => {
    const u = await verifiedUser(t.app, t.db);
    const clock = fakeClock(new Date());
    const saved = t.app.identity.clock;
    t.app.identity.clock = clock;
    try {
      await forgot(u.email);
      const token = await resetTokenOf(u.email);
      clock.advance(60 * 60 * 1000 + 1);
      const res = await new Jar().inject(t.app, {
        method: 'POST',
        url: `/api/v1/user/reset-password/${token}`,
        payload: { newPassword: 'a brand new passphrase' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(IDENTITY_MESSAGES.resetInvalid);
    } finally {
      t.app.identity.clock = saved;
    }
  });

  it('refuses an unknown token', async () => {
    const res = await new Jar().inject(t.app, {
      method: 'POST',
      url: '/api/v1/user/reset-password/abc',
      payload: { newPassword: 'a brand new passphrase' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('PATCH /user/change-password', () => {
  it('needs the current password and ends the other sessions only', async () => {
    const u = await verifiedUser(t.app, t.db);
    const other = await loginJar(t.app, u.email, u.password);
    const change = (payload: Record<string, unknown>) =>
      u.jar.inject(t.app, { method: 'PATCH', url: '/api/v1/user/change-password', payload });

    const wrong = await change({
      currentPassword: 'not my password',
      newPassword: 'another fine passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(IDENTITY_MESSAGES.currentPasswordWrong);

    const common = await change({ currentPassword: u.password, newPassword: 'password123' });
    expect(common.statusCode).toBe(400);

    const ok = await change({ currentPassword: u.password, newPassword: 'another fine passphrase' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password changed successfully');
    expect((await me(u.jar)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('needs a session', async () => {
    const res = await new Jar().inject(t.app, {
      method: 'PATCH',
      url: '/api/v1/user/change-password',
      payload: { currentPassword: 'x', newPassword: 'another fine passphrase' },
    });
    expect(res.statusCode).toBe(401);
  });
});
