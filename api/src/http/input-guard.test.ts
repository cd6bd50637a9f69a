import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/test-app';
import { signKycBody } from '../modules/identity/kyc/kyc-provider';
import { Jar, registerPayload, verifiedUser } from '../modules/identity/testing/identity-test-kit';
import { loginAdmin, newPlayer } from '../modules/wallet/testing/players';
import { cookieHeader } from '../modules/identity/testing/identity-test-kit';
import { INPUT_MESSAGES } from './input-guard';

// Issue 7.5: bad input is a clear 4xx that changes nothing, never a 500 (also on PostgreSQL: DATABASE_URL).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const NUL = '\u0000';
const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]!.n);

describe('NUL characters', () => {
  it('in register names: 400, no account', async () => {
    const payload = registerPayload({ name: { first: `Ri${NUL}ta`, middle: '', last: 'Register' } });
    const res = await new Jar().inject(t.app, { method: 'POST', url: '/api/v1/user/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: INPUT_MESSAGES.nul });
    expect(await count('users WHERE email = $1', [payload.email])).toBe(0);
  });

  it('in a coupon code: 400, no redemption', async () => {
    const p = await newPlayer(t.app, t.db, 'nul-coupon');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/coupons/redeem',
      headers: { cookie: cookieHeader(p.cookies) },
      payload: { code: `WELCOME${NUL}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INPUT_MESSAGES.nul);
    expect(await count('coupon_redemptions WHERE user_id = $1', [p.userId])).toBe(0);
  });

  it('in an admin coupon description: 400, no coupon', async () => {
    const admin = await loginAdmin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/coupons',
      headers: { cookie: cookieHeader(admin) },
      payload: {
        code: 'NULDESC1',
        description: `free${NUL}coins`,
        amount: 100,
        currency: 'GC',
        usageLimit: 5,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INPUT_MESSAGES.nul);
    expect(await count("coupons WHERE code = 'NULDESC1'")).toBe(0);
  });

  it('in a signed KYC webhook field: 400, the session stays undecided', async () => {
    const u = await verifiedUser(t.app, t.db);
    const started = await u.jar.inject(t.app, { method: 'POST', url: '/api/v1/kyc/session' });
    expect(started.statusCode).toBe(200);
    const sessionId = (started.json().data.url as string).split('/').pop()!;
    const body = JSON.stringify({
      status: 'success',
      verification: { id: sessionId, status: 'declined', reason: `bad${NUL}doc`, vendorData: u.id },
    });
    const secret = t.app.identity.settings.kyc.webhookSecret;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/kyc/webhook',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-hmac-signature': signKycBody(secret, body) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INPUT_MESSAGES.nul);
    const rows = await t.db.query<{ status: string }>('SELECT status FROM kyc_sessions WHERE user_id = $1', [
      u.id,
    ]);
    expect(rows.rows.map((r) => r.status)).toEqual(['created']);
  });

  it('in the query, a path parameter or an object key: 400', async () => {
    for (const url of [
      '/api/v1/dev/mailbox?to=a%00b',
      '/api/v1/user/verify-email/abc%00def',
      '/api/v1/games?x%00=1',
    ]) {
      const res = await t.app.inject({ url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      expect(res.json().message).toBe(INPUT_MESSAGES.nul);
    }
    const key = await new Jar().inject(t.app, {
      method: 'POST',
      url: '/api/v1/user/forgot-password',
      payload: { [`email${NUL}`]: 'a@b.test' },
    });
    expect(key.statusCode).toBe(400);
  });
});

describe('repeated query keys', () => {
  it('are a 400 naming the key', async () => {
    const res = await t.app.inject({ url: '/api/v1/dev/mailbox?to=1&to=2' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: INPUT_MESSAGES.repeatedQuery('to') });
  });

  it('are accepted where the route allows an array', async () => {
    const own = await createTestApp();
    const app = own.app;
    app.get('/api/v1/test/many', { config: { queryArrays: ['id'] } }, async (request) => ({
      ids: (request.query as { id: string[] }).id,
    }));
    app.get(
      '/api/v1/test/schema-many',
      { schema: { querystring: z.object({ id: z.array(z.string()) }) } },
      async (request) => ({ ids: (request.query as { id: string[] }).id }),
    );
    try {
      for (const url of ['/api/v1/test/many?id=1&id=2', '/api/v1/test/schema-many?id=1&id=2']) {
        const res = await app.inject({ url });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
        expect(res.json().ids).toEqual(['1', '2']);
      }
    } finally {
      await own.close();
    }
  });
});
