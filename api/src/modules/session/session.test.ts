import { SESSION_MESSAGES, userSchema } from '@arcade/contracts';
import { SEEDED_ACCOUNTS } from '../../db/seed';
import { cookiesOf, createTestApp, loginAs, type TestApp } from '../../testing/test-app';
import { hashPassword } from '../users/password';
import { findUserByEmail, insertUser } from '../users/user-repository';
import { AppError } from '../../http/errors';
import { registerLoginGate, registerLoginHook } from './login-hooks';
import { signAccessToken } from './tokens';

const { player, admin } = SEEDED_ACCOUNTS;

describe('session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const me = (cookies: Record<string, string>, url = '/api/v1/user/me') => t.app.inject({ url, cookies });
  const refresh = (cookies: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/refresh-token', cookies });

  it('logs in with the seeded player and answers the full user, setting both cookies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: ' Player@Arcade.TEST ', password: player.password },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, statusCode: 200, message: 'Login successful' });
    const user = userSchema.strict().parse(body.data.user);
    expect(user).toMatchObject({
      role: 'USER',
      email: player.email,
      phone: player.phone,
      state: 'Texas',
      name: { first: 'Pat', middle: '', last: 'Player' },
      isEmailVerified: true,
      isPhoneVerified: true,
      isKYC: false,
      isOpted: false,
      isSmsOpted: false,
    });
    expect(Object.keys(user).sort()).toEqual(Object.keys(userSchema.shape).sort());
    expect(body.data.user).not.toHaveProperty('password_hash');

    const setCookie = ([] as string[]).concat(res.headers['set-cookie'] as string | string[]);
    const access = setCookie.find((c) => c.startsWith('access_token='))!;
    const refreshCookie = setCookie.find((c) => c.startsWith('refresh_token='))!;
    expect(access).toMatch(/; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(refreshCookie).toMatch(/; Max-Age=2592000; Path=\/api\/v1\/user; HttpOnly; SameSite=Lax$/);
    expect(cookiesOf(res).refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // Only the hash of the refresh token is stored.
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens');
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(cookiesOf(res).refresh_token);
  });

  it('answers a wrong password exactly like an unknown e-mail', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: player.email, password: 'not-the-password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'nobody@arcade.test', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      success: false,
      statusCode: 401,
      message: 'Invalid email or password',
      errors: [],
      data: { redirect: '/login' },
    });
    expect(cookiesOf(wrong)).not.toHaveProperty('access_token');
  });

  it('validates the login payload with the contracts schema', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Please enter a valid email address' });
  });

  it('answers 204 without a session when the e-mail is not verified', async () => {
    await insertUser(t.db, {
      email: 'unverified@arcade.test',
      passwordHash: await hashPassword('Unverified2026!'),
      name: { first: 'Una' },
      state: 'Ohio',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'unverified@arcade.test', password: 'Unverified2026!' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(cookiesOf(res)).not.toHaveProperty('access_token');
    expect(cookiesOf(res)).not.toHaveProperty('refresh_token');
  });

  it('answers GET /user/me and GET /user with the cookie and 401 without it', async () => {
    const cookies = await loginAs(t.app, player.email, player.password);
    for (const url of ['/api/v1/user/me', '/api/v1/user']) {
      const res = await me(cookies, url);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user.email).toBe(player.email);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const hint = await t.app.inject({ url: '/api/v1/user/session', cookies });
    expect(hint.statusCode).toBe(200);
    expect(hint.json().data).toEqual({ signedIn: true });
    // A visitor is not an error: 200 and signedIn false, so the page does not call /user/me at all.
    const visitor = await t.app.inject({ url: '/api/v1/user/session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data).toEqual({ signedIn: false });
    const anonymous = await t.app.inject({ url: '/api/v1/user/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      success: false,
      statusCode: 401,
      message: 'Unauthorized request',
      errors: ['unauthorized'],
    });
    const forged = await me({ access_token: `${cookies.access_token!.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Unauthorized request');
  });

  it('rotates the refresh token on every use and revokes the family on reuse', async () => {
    const first = await loginAs(t.app, player.email, player.password);
    const r1 = await refresh({ refresh_token: first.refresh_token! });
    expect(r1.statusCode).toBe(200);
    expect(r1.json()).toMatchObject({ success: true, message: SESSION_MESSAGES.refreshOk });
    const second = cookiesOf(r1);
    expect(second.refresh_token).toBeDefined();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).toBeDefined();
    expect((await me(second)).statusCode).toBe(200);

    const r2 = await refresh({ refresh_token: second.refresh_token! });
    expect(r2.statusCode).toBe(200);
    const third = cookiesOf(r2);

    // The first token again: reuse. The whole family and the session end.
    const reuse = await refresh({ refresh_token: first.refresh_token! });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe('Refresh token reuse detected. Please log in again.');
    expect(cookiesOf(reuse)).toMatchObject({ access_token: '', refresh_token: '' });

    expect((await refresh({ refresh_token: third.refresh_token! })).statusCode).toBe(401);
    const after = await me(third);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Unauthorized request');
  });

  it('answers a missing refresh cookie with "Unauthorized request" and an expired one with "jwt expired"', async () => {
    const missing = await refresh({});
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('Unauthorized request');
    expect((await refresh({ refresh_token: 'x'.repeat(43) })).json().message).toBe('Unauthorized request');

    const cookies = await loginAs(t.app, player.email, player.password);
    await t.db.query(
      `UPDATE refresh_tokens SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL`,
    );
    const expired = await refresh({ refresh_token: cookies.refresh_token! });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toContain('jwt expired');
    expect(expired.json().errors).toEqual(['jwt_expired']);
  });

  it('answers an expired access token with "jwt expired", then refresh works', async () => {
    const cookies = await loginAs(t.app, player.email, player.password);
    const fresh = await me(cookies);
    const userId = fresh.json().data.user._id as string;
    const session = await t.db.query<{ id: string }>(
      'SELECT id FROM sessions WHERE user_id = $1 AND revoked_at IS NULL ORDER BY created_at DESC LIMIT 1',
      [userId],
    );
    const expiredAccess = await signAccessToken(
      t.config.jwtSecret,
      { sub: userId, role: 'USER', sid: session.rows[0]!.id },
      { now: new Date(Date.now() - 20 * 60 * 1000) },
    );
    const res = await me({ access_token: expiredAccess });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('jwt expired');
    expect(res.json().errors).toEqual(['jwt_expired']);

    const renewed = await refresh({ refresh_token: cookies.refresh_token! });
    expect(renewed.statusCode).toBe(200);
    expect((await me(cookiesOf(renewed))).statusCode).toBe(200);

    // A token signed with another secret is not "expired" but invalid.
    const foreign = await signAccessToken('another-secret-another-secret-123', {
      sub: userId,
      role: 'ADMIN',
      sid: session.rows[0]!.id,
    });
    expect((await me({ access_token: foreign })).json().message).toBe('Unauthorized request');
  });

  it('logs out server-side: the old access cookie no longer works, the cookies are cleared', async () => {
    const cookies = await loginAs(t.app, player.email, player.password);
    expect((await me(cookies)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/v1/user/logout', cookies });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({
      success: true,
      statusCode: 200,
      message: 'Logged out successfully',
      data: null,
    });
    expect(cookiesOf(out)).toEqual({ access_token: '', refresh_token: '' });
    const again = await me(cookies);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('Unauthorized request');
    expect((await refresh({ refresh_token: cookies.refresh_token! })).statusCode).toBe(401);

    const del = await t.app.inject({ method: 'DELETE', url: '/api/v1/user/logout' });
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Logged out successfully');
  });

  it('ends the session even when only the refresh cookie reaches logout', async () => {
    const cookies = await loginAs(t.app, player.email, player.password);
    await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/logout',
      cookies: { refresh_token: cookies.refresh_token! },
    });
    expect((await me(cookies)).statusCode).toBe(401);
  });
});

describe('admin guard and optional user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get('/api/v1/test/admin-only', { preHandler: t.app.requireAdmin }, async (req) => ({
      role: req.auth?.role,
    }));
    t.app.get('/api/v1/test/optional', { preHandler: t.app.optionalUser }, async (req) => ({
      userId: req.auth?.userId ?? null,
    }));
  });
  afterAll(() => t?.close());

  it('lets an admin in, answers 403 to a player and 401 to a visitor, using the role stored now', async () => {
    const adminCookies = await loginAs(t.app, admin.email, admin.password);
    const playerCookies = await loginAs(t.app, player.email, player.password);
    expect((await t.app.inject({ url: '/api/v1/test/admin-only', cookies: adminCookies })).json()).toEqual({
      role: 'ADMIN',
    });
    const forbidden = await t.app.inject({ url: '/api/v1/test/admin-only', cookies: playerCookies });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false, message: 'Forbidden' });
    expect((await t.app.inject({ url: '/api/v1/test/admin-only' })).statusCode).toBe(401);

    // Demoted while logged in: the next request is refused.
    const adminRow = await findUserByEmail(t.db, admin.email);
    await t.db.query(`UPDATE users SET role = 'USER' WHERE id = $1`, [adminRow!.id]);
    expect((await t.app.inject({ url: '/api/v1/test/admin-only', cookies: adminCookies })).statusCode).toBe(
      403,
    );
  });

  it('optionalUser sets request.auth when logged in and null otherwise', async () => {
    const cookies = await loginAs(t.app, player.email, player.password);
    const row = await findUserByEmail(t.db, player.email);
    expect((await t.app.inject({ url: '/api/v1/test/optional', cookies })).json()).toEqual({
      userId: row!.id,
    });
    expect((await t.app.inject({ url: '/api/v1/test/optional' })).json()).toEqual({ userId: null });
    expect(
      (await t.app.inject({ url: '/api/v1/test/optional', cookies: { access_token: 'garbage' } })).json(),
    ).toEqual({ userId: null });
  });

  it('rate-limits login attempts per address and e-mail with a 429 envelope', async () => {
    let last = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'victim@arcade.test', password: 'x' },
    });
    for (let i = 0; i < 20 && last.statusCode !== 429; i++) {
      last = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: 'victim@arcade.test', password: 'x' },
      });
    }
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ success: false, statusCode: 429 });
    // Another e-mail from the same address is not blocked.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: player.email, password: player.password },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('login gates and hooks', () => {
  let t: TestApp;
  const outcomes: string[] = [];
  const loggedIn: string[] = [];
  beforeAll(async () => {
    registerLoginGate(async (_request, _reply, email) => {
      if (email === 'blocked@arcade.test') throw new AppError(403, 'Not available in your location', ['geo']);
      return {
        failed: async () => void outcomes.push(`failed:${email}`),
        succeeded: async () => void outcomes.push(`succeeded:${email}`),
      };
    });
    registerLoginHook(async ({ user }) => void loggedIn.push(user.email));
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password } });

  it('lets a gate refuse before the password is checked', async () => {
    const res = await login('blocked@arcade.test', 'whatever');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      success: false,
      statusCode: 403,
      message: 'Not available in your location',
      errors: ['geo'],
    });
  });

  it('tells gates the outcome and runs login hooks after a successful login', async () => {
    await login(player.email, 'wrong');
    await login('ghost@arcade.test', 'wrong');
    await login(player.email, player.password);
    expect(outcomes).toEqual([
      `failed:${player.email}`,
      'failed:ghost@arcade.test',
      `succeeded:${player.email}`,
    ]);
    expect(loggedIn).toEqual([player.email]);
  });
});
