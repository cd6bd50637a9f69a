import { sweepCents, WALLET_MESSAGES } from '@arcade/contracts';
import { getBalances } from '../ledger/balances';
import { checkLedger } from '../ledger/ledger-check';
import { openLedgerTestDb, type LedgerTestDb } from '../ledger/testing/ledger-test-db';
import { createCoupon, redeemCoupon, type StaffActor } from './coupon-service';

const NOW = new Date('2026-03-01T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
let t: LedgerTestDb;
let seq = 0;
let STAFF: StaffActor;
const code = (prefix = 'TEST') => `${prefix}${++seq}X`;

beforeAll(async () => {
  t = await openLedgerTestDb('coupons');
  STAFF = { id: await t.createUser(), role: 'ADMIN' };
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('coupons', () => {
  it('redeems a coupon once per user, case-insensitively, crediting its currency', async () => {
    const c = await createCoupon(
      t.db,
      { code: code('Welcome'), amount: 250, currency: 'SC', usageLimit: 10 },
      STAFF,
      NOW,
    );
    const u = await t.createUser();
    const r = await redeemCoupon(t.db, u, `  ${c.code.toLowerCase()} `, NOW);
    expect(r.coupon).toMatchObject({ code: c.code, amount: sweepCents(250), currency: 'SC', usedCount: 1 });
    expect(await getBalances(t.db, u)).toEqual({ gold: 0, sweep: 250 });
    await expect(redeemCoupon(t.db, u, c.code.toUpperCase(), NOW)).rejects.toMatchObject({
      statusCode: 400,
      message: WALLET_MESSAGES.couponAlreadyRedeemed,
    });
    expect(await getBalances(t.db, u)).toEqual({ gold: 0, sweep: 250 });
  });

  it('explains unknown, not yet active, expired and exhausted coupons', async () => {
    const u = await t.createUser();
    await expect(redeemCoupon(t.db, u, 'NOPE-NOPE', NOW)).rejects.toMatchObject({
      message: WALLET_MESSAGES.couponInvalid,
    });
    const future = await createCoupon(
      t.db,
      {
        code: code('Soon'),
        amount: 5,
        currency: 'GC',
        usageLimit: 5,
        validFrom: new Date(NOW.getTime() + DAY).toISOString(),
      },
      STAFF,
      NOW,
    );
    await expect(redeemCoupon(t.db, u, future.code, NOW)).rejects.toMatchObject({
      message: WALLET_MESSAGES.couponNotActive,
    });
    const past = await createCoupon(
      t.db,
      {
        code: code('Old'),
        amount: 5,
        currency: 'GC',
        usageLimit: 5,
        validFrom: new Date(NOW.getTime() - 2 * DAY).toISOString(),
        validUntil: new Date(NOW.getTime() - DAY).toISOString(),
      },
      STAFF,
      NOW,
    );
    await expect(redeemCoupon(t.db, u, past.code, NOW)).rejects.toMatchObject({
      message: WALLET_MESSAGES.couponExpired,
    });
    expect((await redeemCoupon(t.db, u, future.code, new Date(NOW.getTime() + DAY))).coupon.code).toBe(
      future.code,
    );
    const single = await createCoupon(
      t.db,
      { code: code('One'), amount: 5, currency: 'GC', usageLimit: 1 },
      STAFF,
      NOW,
    );
    await redeemCoupon(t.db, u, single.code, NOW);
    await expect(redeemCoupon(t.db, await t.createUser(), single.code, NOW)).rejects.toMatchObject({
      message: WALLET_MESSAGES.couponExhausted,
    });
    expect(await getBalances(t.db, u)).toEqual({ gold: 10, sweep: 0 });
  });

  it('refuses a duplicate code (case-insensitive) and an empty validity window', async () => {
    const c = await createCoupon(
      t.db,
      { code: code('Dup'), amount: 1, currency: 'GC', usageLimit: 1 },
      STAFF,
      NOW,
    );
    await expect(
      createCoupon(
        t.db,
        { code: c.code.toLowerCase(), amount: 1, currency: 'GC', usageLimit: 1 },
        STAFF,
        NOW,
      ),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: WALLET_MESSAGES.couponExists,
    });
    await expect(
      createCoupon(
        t.db,
        {
          code: code('Win'),
          amount: 1,
          currency: 'GC',
          usageLimit: 1,
          validUntil: new Date(NOW.getTime() - 1).toISOString(),
        },
        STAFF,
        NOW,
      ),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('holds a usage limit of N under many concurrent redemptions', async () => {
    const limit = t.dialect === 'postgres' ? 25 : 5;
    const players = t.dialect === 'postgres' ? 300 : 30;
    const c = await createCoupon(
      t.db,
      { code: code('Rush'), amount: 100, currency: 'GC', usageLimit: limit },
      STAFF,
      NOW,
    );
    const users = await Promise.all(Array.from({ length: players }, () => t.createUser('rush')));
    // Every player tries twice at once: the per-user rule and the limit both hold.
    const results = await Promise.allSettled(
      users.flatMap((u) => [redeemCoupon(t.db, u, c.code, NOW), redeemCoupon(t.db, u, c.code, NOW)]),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(limit);
    const reasons = new Set(
      results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : [])),
    );
    expect([...reasons].sort()).toEqual(
      [WALLET_MESSAGES.couponAlreadyRedeemed, WALLET_MESSAGES.couponExhausted].sort(),
    );
    const row = await t.db.query<{ used_count: unknown; n: unknown }>(
      'SELECT used_count, (SELECT count(*) FROM coupon_redemptions WHERE coupon_id = coupons.id) AS n FROM coupons WHERE id = $1',
      [c.id],
    );
    expect(Number(row.rows[0]!.used_count)).toBe(limit);
    expect(Number(row.rows[0]!.n)).toBe(limit);
    expect((await checkLedger(t.db)).violations).toEqual([]);
  }, 120_000);
});
