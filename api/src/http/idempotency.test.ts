import crypto from 'node:crypto';
import { ERROR_CODES } from '@arcade/contracts';
import { createTestApp, type TestApp } from '../testing/test-app';
import { call, loginAdmin, newPlayer } from '../modules/wallet/testing/players';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const NO_KEY = { 'idempotency-key': '' };
const someId = '00000000-0000-4000-8000-000000000001';

/** Every POST that creates a money request or moves coins, with a body that passes validation. */
const PLAYER_POSTS: [string, unknown][] = [
  ['/api/v1/shop/orders', { productId: 'starter-pack', method: 'card' }],
  ['/api/v1/wallet/deposit', { productId: 'starter-pack', paymentGateway: 'bank' }],
  ['/api/v1/wallet/goat/process', { orderId: someId, paymentToken: 'tok_12345678', paymentMethod: 'card' }],
  ['/api/v1/crypto/create-payment', { order_id: someId, pay_currency: 'usdttrc20' }],
  ['/api/v1/recharge-requests', { gameId: someId, currency: 'GC', amount: 10000 }],
  ['/api/v1/game-withdrawals', { gameId: someId, currency: 'GC' }],
  [
    '/api/v1/wallet/withdraw',
    {
      method: 'bank_transfer',
      amount: 5000,
      bank: { accountHolder: 'Pat Player', routingNumber: '021000021', accountNumber: '123456789' },
    },
  ],
  [`/api/v1/wallet/redemptions/${someId}/cancel`, undefined],
  ['/api/v1/claim/daily-bonus', undefined],
  ['/api/v1/claim/sweep-bonus', undefined],
  ['/api/v1/coupons/redeem', { code: 'NOPE' }],
];
const STAFF_POSTS: [string, unknown][] = [
  [`/api/v1/admin/recharge-requests/${someId}/decision`, { approve: false, notes: 'x' }],
  [`/api/v1/admin/game-withdrawals/${someId}/decision`, { approve: false, notes: 'x' }],
  [`/api/v1/admin/redemptions/${someId}/review`, undefined],
  [`/api/v1/admin/redemptions/${someId}/approve`, undefined],
  [`/api/v1/admin/redemptions/${someId}/reject`, { reason: 'x' }],
  [`/api/v1/admin/payments/orders/${someId}/events/1/replay`, undefined],
  ['/api/v1/admin/amoe/receive', { code: 'AMOE-ABCD-EFGH', accept: true }],
  ['/api/v1/admin/corrections', { userId: someId, currency: 'GC', amount: 100, reason: 'Goodwill' }],
  [`/api/v1/admin/corrections/${someId}/approve`, undefined],
  [`/api/v1/admin/corrections/${someId}/reject`, { note: 'x' }],
];

const balances = async (userId: string) =>
  (
    await t.db.query<{ currency: string; balance: string }>(
      `SELECT currency, balance::text FROM ledger_accounts WHERE user_id = $1 ORDER BY currency`,
      [userId],
    )
  ).rows;

describe('one idempotency mechanism for every money request', () => {
  it('refuses each money POST without an Idempotency-Key (400 idempotency_key_required), changing nothing', async () => {
    const p = await newPlayer(t.app, t.db, 'idem-nokey');
    const before = await balances(p.userId);
    const admin = await loginAdmin(t.app);
    const refused: string[] = [];
    for (const [cookies, posts] of [
      [p.cookies, PLAYER_POSTS],
      [admin, STAFF_POSTS],
    ] as const) {
      for (const [url, body] of posts) {
        const res = await call(t.app, cookies, 'POST', url, body, NO_KEY);
        if (res.status === 400 && (res.body.errors ?? []).includes(ERROR_CODES.idempotencyKeyRequired))
          refused.push(url);
        else refused.push(`${url}: ${res.status} ${res.body.message}`);
      }
    }
    expect(refused).toEqual([...PLAYER_POSTS, ...STAFF_POSTS].map(([url]) => url));
    expect(await balances(p.userId)).toEqual(before);
    const requests = await t.db.query(`SELECT 1 FROM idempotency_requests WHERE user_id = $1`, [p.userId]);
    expect(requests.rowCount).toBe(0);
  });

  it('answers a repeat with the same key and input with the first answer, moving coins once', async () => {
    const p = await newPlayer(t.app, t.db, 'idem-repeat');
    const key = crypto.randomUUID();
    const first = await call(t.app, p.cookies, 'POST', '/api/v1/claim/daily-bonus', undefined, {
      'idempotency-key': key,
    });
    expect(first.status).toBe(200);
    const afterFirst = await balances(p.userId);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/claim/daily-bonus',
      cookies: p.cookies,
      headers: { 'idempotency-key': key },
    });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.body);
    expect(await balances(p.userId)).toEqual(afterFirst);
    // A new intent (another key) is a new claim: refused as already claimed, not the first answer.
    const other = await call(t.app, p.cookies, 'POST', '/api/v1/claim/daily-bonus');
    expect(other.status).toBe(400);
    expect(other.body.errors).toContain(ERROR_CODES.alreadyClaimed);
  });

  it('answers 409 idempotency_conflict for the same key with another input or on another request', async () => {
    const p = await newPlayer(t.app, t.db, 'idem-conflict');
    const key = crypto.randomUUID();
    const headers = { 'idempotency-key': key };
    const first = await call(t.app, p.cookies, 'POST', '/api/v1/coupons/redeem', { code: 'FIRST' }, headers);
    expect(first.status).toBeGreaterThanOrEqual(400);
    expect(first.status).toBeLessThan(500);
    const before = await balances(p.userId);
    const otherBody = await call(
      t.app,
      p.cookies,
      'POST',
      '/api/v1/coupons/redeem',
      { code: 'OTHER' },
      headers,
    );
    expect(otherBody.status).toBe(409);
    expect(otherBody.body.errors).toContain(ERROR_CODES.idempotencyConflict);
    const otherRoute = await call(t.app, p.cookies, 'POST', '/api/v1/claim/daily-bonus', undefined, headers);
    expect(otherRoute.status).toBe(409);
    expect(await balances(p.userId)).toEqual(before);
    // The refusal (a 4xx) is itself the stored first answer.
    const same = await call(t.app, p.cookies, 'POST', '/api/v1/coupons/redeem', { code: 'FIRST' }, headers);
    expect(same).toEqual(first);
  });

  it('keeps keys per user: another player may use the same key', async () => {
    const a = await newPlayer(t.app, t.db, 'idem-a');
    const b = await newPlayer(t.app, t.db, 'idem-b');
    const headers = { 'idempotency-key': crypto.randomUUID() };
    expect(
      (await call(t.app, a.cookies, 'POST', '/api/v1/claim/daily-bonus', undefined, headers)).status,
    ).toBe(200);
    expect(
      (await call(t.app, b.cookies, 'POST', '/api/v1/claim/daily-bonus', undefined, headers)).status,
    ).toBe(200);
  });
});
