import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../testing/test-app';
import { cookieHeader } from '../modules/identity/testing/identity-test-kit';
import { newPlayer, type Player } from '../modules/wallet/testing/players';
import { SAME_ORIGIN_MESSAGES } from './same-origin';

// Issue 7.4: cookie-authenticated writes from another origin (CSRF) and non-JSON bodies are refused.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const WRITES: { method: 'POST' | 'PATCH'; url: string; payload?: unknown }[] = [
  { method: 'POST', url: '/api/v1/claim/daily-bonus' },
  { method: 'PATCH', url: '/api/v1/user/subscribe', payload: { isOpted: true, isSmsOpted: true } },
  { method: 'POST', url: '/api/v1/amoe/requests' },
  { method: 'POST', url: '/api/v1/kyc/session' },
  { method: 'POST', url: '/api/v1/user/logout' },
];

/** Everything the writes above could change for a player. */
async function stateOf(p: Player) {
  const q = async (sql: string) => (await t.db.query(sql, [p.userId])).rows;
  return {
    ledger: await q(
      'SELECT count(*)::int AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.user_id = $1',
    ),
    bonus: await q('SELECT * FROM bonus_state WHERE user_id = $1'),
    user: await q('SELECT is_opted, is_sms_opted FROM users WHERE id = $1'),
    amoe: await q('SELECT count(*)::int AS n FROM amoe_requests WHERE user_id = $1'),
    kyc: await q('SELECT count(*)::int AS n FROM kyc_sessions WHERE user_id = $1'),
    sessions: await q('SELECT count(*)::int AS n FROM sessions WHERE user_id = $1 AND revoked_at IS NULL'),
  };
}

const send = (p: Player, w: (typeof WRITES)[number], headers: Record<string, string | undefined>) =>
  t.app.inject({
    method: w.method,
    url: w.url,
    headers: { cookie: cookieHeader(p.cookies), 'idempotency-key': crypto.randomUUID(), ...headers },
    ...(w.payload === undefined ? {} : { payload: w.payload as InjectOptions['payload'] }),
  });

describe('same-origin check of cookie-authenticated writes', () => {
  const foreign: [string, Record<string, string | undefined>][] = [
    ['another site', { origin: 'https://evil.example' }],
    ['another port of the same host', { origin: 'http://localhost:8080' }],
    ['a same-site page (Sec-Fetch-Site)', { origin: 'http://localhost', 'sec-fetch-site': 'same-site' }],
    ['a cross-site fetch without Origin', { origin: undefined, 'sec-fetch-site': 'cross-site' }],
    ['an opaque origin', { origin: 'null' }],
    ['no proof at all', { origin: undefined }],
    ['a foreign Referer only', { origin: undefined, referer: 'https://evil.example/page' }],
  ];
  it.each(foreign)('refuses %s with 403 and changes nothing', async (_label, headers) => {
    const p = await newPlayer(t.app, t.db, 'csrf');
    const before = await stateOf(p);
    for (const w of WRITES) {
      const res = await send(p, w, headers);
      expect({ url: w.url, status: res.statusCode }).toEqual({ url: w.url, status: 403 });
      expect(res.json()).toMatchObject({
        success: false,
        message: SAME_ORIGIN_MESSAGES.crossSite,
        errors: ['csrf'],
      });
    }
    expect(await stateOf(p)).toEqual(before);
  });

  it('accepts the same origin (Origin, or Sec-Fetch-Site: same-origin, or a same-origin Referer)', async () => {
    const p = await newPlayer(t.app, t.db, 'csrf-ok');
    const bonus = WRITES[0]!;
    const subscribe = WRITES[1]!;
    expect((await send(p, bonus, { origin: 'http://localhost' })).statusCode).toBe(200);
    expect(
      (await send(p, subscribe, { origin: undefined, 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
    expect(
      (await send(p, subscribe, { origin: undefined, referer: 'http://localhost/account' })).statusCode,
    ).toBe(200);
  });

  it('compares with PUBLIC_URL when it is configured', async () => {
    const p = await newPlayer(t.app, t.db, 'csrf-public');
    const settings = t.app.identity.settings;
    settings.publicUrl = 'https://arcade.example.com';
    try {
      const subscribe = WRITES[1]!;
      expect((await send(p, subscribe, { origin: 'http://localhost' })).statusCode).toBe(403);
      expect((await send(p, subscribe, { origin: 'https://arcade.example.com' })).statusCode).toBe(200);
    } finally {
      settings.publicUrl = undefined;
    }
  });

  it('exempts the signed KYC webhook (its signature is checked instead)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/kyc/webhook',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/json',
        'x-hmac-signature': 'bad',
      },
      payload: '{}',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('content types', () => {
  it('refuses text/plain on a body-less write with 415 and changes nothing', async () => {
    const p = await newPlayer(t.app, t.db, 'csrf-text');
    const before = await stateOf(p);
    for (const w of WRITES) {
      const res = await send(p, w, { 'content-type': 'text/plain' });
      expect({ url: w.url, status: res.statusCode }).toEqual({ url: w.url, status: 415 });
    }
    expect(await stateOf(p)).toEqual(before);
  });

  it('refuses form encodings on JSON routes with 415', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/plain',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { 'content-type': type },
        payload: 'email=player%40arcade.test&password=x',
      });
      expect({ type, status: res.statusCode }).toEqual({ type, status: 415 });
      expect(res.json().message).toBe(SAME_ORIGIN_MESSAGES.jsonOnly);
    }
  });

  it('answers a multipart upload without a boundary with 400', async () => {
    const p = await newPlayer(t.app, t.db, 'csrf-upload');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/upload-avatar',
      headers: { cookie: cookieHeader(p.cookies), 'content-type': 'multipart/form-data' },
      payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(SAME_ORIGIN_MESSAGES.noBoundary);
  });
});
