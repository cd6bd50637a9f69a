import {
  goldCoins,
  PROMOTIONS_MESSAGES,
  sweepCents,
  WALLET_MESSAGES,
  type Coupon,
  type CouponRedeemResult,
  type CouponRedemptionsAnswer,
} from '@arcade/contracts';
import { expectRefusedWithoutPermission, makeCallers } from '../../testing/staff-permissions';
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
      amount: goldCoins(500),
      currency: 'GC',
      usageLimit: 3,
      usedCount: 0,
      validUntil: null,
      deactivatedAt: null,
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
      coupon: { code: 'REDEEM10', amount: sweepCents(250) },
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

  it('staff see who used a coupon and deactivate it with a reason: from then on nobody can redeem it, audited', async () => {
    const created = await create({ code: 'SUMMER5', amount: 5_000, currency: 'GC', usageLimit: 10 });
    const { id } = created.body.data.coupon;
    const first = await newPlayer(t.app, t.db, 'summer-first');
    const late = await newPlayer(t.app, t.db, 'summer-late');
    expect(
      (await call(t.app, first.cookies, 'POST', '/api/v1/coupons/redeem', { code: 'SUMMER5' })).status,
    ).toBe(200);
    const used = await call<CouponRedemptionsAnswer>(
      t.app,
      admin,
      'GET',
      `/api/v1/admin/coupons/${id}/redemptions`,
    );
    expect(used.body.data.redemptions).toEqual([
      {
        userId: first.userId,
        userName: expect.any(String),
        userEmail: expect.stringMatching(/^summer-first-/),
        at: expect.any(String),
      },
    ]);

    const deactivate = (body: unknown) =>
      call<{ coupon: Coupon }>(t.app, admin, 'POST', `/api/v1/admin/coupons/${id}/deactivate`, body);
    expect((await deactivate({ reason: 'no' })).status).toBe(400);
    const off = await deactivate({ reason: 'Posted on a coupon forum' });
    expect([off.status, off.body.message]).toEqual([200, PROMOTIONS_MESSAGES.deactivated]);
    expect(off.body.data.coupon).toMatchObject({
      usedCount: 1,
      deactivatedAt: expect.any(String),
      deactivationReason: 'Posted on a coupon forum',
    });
    const again = await deactivate({ reason: 'Posted on a coupon forum' });
    expect([again.status, again.body.errors]).toEqual([409, ['already_decided']]);
    expect(
      (
        await call(t.app, admin, 'POST', '/api/v1/admin/coupons/999999999/deactivate', {
          reason: 'Unknown one',
        })
      ).status,
    ).toBe(404);

    // A player who had not redeemed it is refused now, and nothing moves.
    const refused = await call(t.app, late.cookies, 'POST', '/api/v1/coupons/redeem', { code: 'summer5' });
    expect([refused.status, refused.body.message]).toEqual([400, WALLET_MESSAGES.couponDeactivated]);
    const balance = await call<{ gold: number }>(t.app, late.cookies, 'GET', '/api/v1/wallet/balance');
    expect(balance.body.data.gold ?? 0).toBe(0);

    const audit = await t.db.query<{ action: string; reason: string | null; after: unknown }>(
      `SELECT action, reason, after FROM audit_log WHERE target_type = 'coupon' AND target_id = $1 ORDER BY id`,
      [id],
    );
    expect(audit.rows.map((r) => [r.action, r.reason])).toEqual([
      ['coupon.create', null],
      ['coupon.deactivate', 'Posted on a coupon forum'],
    ]);
    expect(audit.rows[0]!.after).toMatchObject({ code: 'SUMMER5', amount: goldCoins(5_000), usageLimit: 10 });
  });

  it('every promotions endpoint follows the permission table', async () => {
    const callers = await makeCallers(t.app, t.db);
    const { body } = await create({ code: 'PERMS1', amount: 1, currency: 'GC', usageLimit: 1 });
    const id = body.data.coupon.id;
    for (const endpoint of [
      { method: 'GET' as const, url: '/api/v1/admin/coupons' },
      { method: 'GET' as const, url: `/api/v1/admin/coupons/${id}/redemptions` },
      {
        method: 'POST' as const,
        url: '/api/v1/admin/coupons',
        payload: { code: 'PERMS2', amount: 1, currency: 'GC', usageLimit: 1 },
      },
    ])
      await expectRefusedWithoutPermission(t.app, callers, { ...endpoint, permission: 'promotions.manage' });
  });
});
