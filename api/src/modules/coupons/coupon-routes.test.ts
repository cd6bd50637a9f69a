import { sweepCents, WALLET_MESSAGES, type Coupon, type CouponRedeemResult } from '@arcade/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, loginAdmin, newPlayer } from '../wallet/testing/players';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t.app);
}, 60_000);
afterAll(async () => {
  await t.close();
});

const create = (body: Record<string, unknown>) =>
  call<{ coupon: Coupon }>(t.app, admin, 'POST', '/api/v1/admin/coupons', body);

describe('coupon routes', () => {
  it('lets only admins create coupons, with validated input', async () => {
    const p = await newPlayer(t.app, t.db, 'nope');
    expect(
      (
        await call(t.app, p.cookies, 'POST', '/api/v1/admin/coupons', {
          code: 'HELLO1',
          amount: 5,
          currency: 'GC',
          usageLimit: 1,
        })
      ).status,
    ).toBe(403);
    expect((await call(t.app, undefined, 'POST', '/api/v1/admin/coupons', {})).status).toBe(401);
    const created = await create({
      code: 'Spring2026',
      amount: 500,
      currency: 'GC',
      usageLimit: 3,
      description: 'Spring promo',
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(WALLET_MESSAGES.couponCreated);
    expect(created.body.data.coupon).toMatchObject({
      code: 'Spring2026',
      amount: 500,
      currency: 'GC',
      usageLimit: 3,
      usedCount: 0,
      validUntil: null,
    });
    const dup = await create({ code: 'SPRING2026', amount: 1, currency: 'GC', usageLimit: 1 });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(WALLET_MESSAGES.couponExists);
    for (const bad of [
      { code: 'x', amount: 1, currency: 'GC', usageLimit: 1 },
      { code: 'GOOD1', amount: 1.5, currency: 'GC', usageLimit: 1 },
      { code: 'GOOD1', amount: -1, currency: 'GC', usageLimit: 1 },
      { code: 'GOOD1', amount: 1, currency: 'USD', usageLimit: 1 },
      { code: 'GOOD1', amount: 1, currency: 'GC', usageLimit: 0 },
      {
        code: 'GOOD1',
        amount: 1,
        currency: 'GC',
        usageLimit: 1,
        validFrom: '2026-05-01T00:00:00Z',
        validUntil: '2026-04-01T00:00:00Z',
      },
      { code: 'GOOD1', amount: 1, currency: 'GC', usageLimit: 1, validUntil: 'tomorrow' },
    ]) {
      expect((await create(bad)).status).toBe(400);
    }
    const list = await call<{ coupons: Coupon[] }>(t.app, admin, 'GET', '/api/v1/admin/coupons');
    expect(list.body.data.coupons.map((c) => c.code)).toContain('Spring2026');
  });

  it('redeems a coupon and explains every refusal', async () => {
    await create({ code: 'REDEEM10', amount: 250, currency: 'SC', usageLimit: 2 });
    await create({
      code: 'LATER1',
      amount: 5,
      currency: 'GC',
      usageLimit: 2,
      validFrom: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await create({
      code: 'GONE1',
      amount: 5,
      currency: 'GC',
      usageLimit: 2,
      validFrom: '2026-01-01T00:00:00Z',
      validUntil: new Date(Date.now() - 1000).toISOString(),
    });
    const [a, b, c] = await Promise.all([
      newPlayer(t.app, t.db, 'a'),
      newPlayer(t.app, t.db, 'b'),
      newPlayer(t.app, t.db, 'c'),
    ]);

    const emitted: unknown[][] = [];
    const spy = jest
      .spyOn(t.app.live, 'emitToUser')
      .mockImplementation((...args: unknown[]) => void emitted.push(args));
    const ok = await call<CouponRedeemResult>(t.app, a.cookies, 'POST', '/api/v1/coupons/redeem', {
      code: 'redeem10',
    });
    spy.mockRestore();
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(WALLET_MESSAGES.couponRedeemed);
    expect(ok.body.data).toEqual({
      coupon: { code: 'REDEEM10', amount: 250, currency: 'SC' },
      balance: { gold: 0, sweep: 250 },
    });
    expect(emitted).toEqual([
      [a.userId, 'balance_updated', { gold: 0, sweep: 250 }],
      [
        a.userId,
        'notification',
        expect.objectContaining({ type: 'coupon_redeemed', amount: sweepCents(250), seq: 1 }),
      ],
    ]);

    const refuse = async (cookies: Record<string, string>, body: unknown, message: string) => {
      const res = await call(t.app, cookies, 'POST', '/api/v1/coupons/redeem', body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    };
    await refuse(a.cookies, { code: 'REDEEM10' }, WALLET_MESSAGES.couponAlreadyRedeemed);
    await refuse(a.cookies, { code: 'NOSUCH' }, WALLET_MESSAGES.couponInvalid);
    await refuse(a.cookies, { code: 'LATER1' }, WALLET_MESSAGES.couponNotActive);
    await refuse(a.cookies, { code: 'GONE1' }, WALLET_MESSAGES.couponExpired);
    await refuse(a.cookies, { code: '  ' }, WALLET_MESSAGES.couponCodeRequired);
    await refuse(a.cookies, {}, WALLET_MESSAGES.couponCodeRequired);
    expect(
      (await call(t.app, b.cookies, 'POST', '/api/v1/coupons/redeem', { code: 'REDEEM10' })).status,
    ).toBe(200);
    await refuse(c.cookies, { code: 'REDEEM10' }, WALLET_MESSAGES.couponExhausted);
    expect(
      (await call(t.app, undefined, 'POST', '/api/v1/coupons/redeem', { code: 'REDEEM10' })).status,
    ).toBe(401);
    const tx = await call<{ items: { type: string; description: string; amount: number }[] }>(
      t.app,
      a.cookies,
      'GET',
      '/api/v1/wallet/transactions?type=coupon',
    );
    expect(tx.body.data.items).toEqual([
      expect.objectContaining({ type: 'coupon', description: 'Coupon REDEEM10', amount: 250 }),
    ]);
  });
});
