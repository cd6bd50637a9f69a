import { FREE_ENTRY, goldCoins, sweepCents, type NotificationDto } from '@arcade/contracts';
import { openLedgerTestDb, type LedgerTestDb } from '../ledger/testing/ledger-test-db';
import { createAmoeRequest, receiveAmoeRequest } from '../amoe/amoe-service';
import { claimDailyBonus, claimSweepBonus } from '../bonus/bonus-service';
import { createCoupon, redeemCoupon } from '../coupons/coupon-service';
import { listNotifications } from './notification-service';

const NOW = new Date('2026-03-01T12:00:00Z');
let t: LedgerTestDb;

beforeAll(async () => {
  t = await openLedgerTestDb('notification_sources');
}, 60_000);
afterAll(async () => {
  await t.close();
});

const listOf = async (userId: string): Promise<NotificationDto[]> =>
  (await listNotifications(t.db, userId, { page: 1, limit: 100 })).notifications;

describe('the modules that notify inside their own transaction', () => {
  it('bonus: welcome then daily claims notify; a refused claim does not', async () => {
    const u = await t.createUser();
    await claimDailyBonus(t.db, u, NOW);
    expect(await claimDailyBonus(t.db, u, NOW)).toMatchObject({ status: 'already' });
    await claimDailyBonus(t.db, u, new Date(NOW.getTime() + 25 * 3600_000));
    const list = await listOf(u);
    expect(list.map((n) => [n.type, n.kind, n.amount])).toEqual([
      ['bonus_claimed', 'daily', goldCoins(5000)],
      ['bonus_claimed', 'welcome', goldCoins(10000)],
    ]);
  });

  it('free entry (sweep bonus) claim notifies', async () => {
    const u = await t.createUser();
    await claimSweepBonus(t.db, u, NOW);
    expect(await listOf(u)).toMatchObject([
      { type: 'free_entry_claimed', amount: sweepCents(FREE_ENTRY.onlineSweepCents) },
    ]);
  });

  it('coupon: a redemption notifies, a refused one stores nothing', async () => {
    const c = await createCoupon(
      t.db,
      { code: 'NOTIFYME1', amount: 250, currency: 'SC', usageLimit: 5 },
      { id: await t.createUser(), role: 'ADMIN' },
      NOW,
    );
    const u = await t.createUser();
    await redeemCoupon(t.db, u, c.code, NOW);
    await expect(redeemCoupon(t.db, u, c.code, NOW)).rejects.toMatchObject({ statusCode: 400 });
    expect(await listOf(u)).toMatchObject([
      { type: 'coupon_redeemed', code: 'NOTIFYME1', amount: sweepCents(250) },
    ]);
  });

  it('mail-in: credited and rejected cards notify their owner', async () => {
    const u = await t.createUser();
    const credited = await createAmoeRequest(t.db, u, NOW);
    await receiveAmoeRequest(t.db, { code: credited.code, accept: true, processedBy: 'cli', now: NOW });
    const v = await t.createUser();
    const rejected = await createAmoeRequest(t.db, v, NOW);
    await receiveAmoeRequest(t.db, {
      code: rejected.code,
      accept: false,
      reason: 'Not handwritten',
      processedBy: 'cli',
      now: NOW,
    });
    expect(await listOf(u)).toMatchObject([
      { type: 'mail_in_processed', status: 'credited', code: credited.code, reason: null },
    ]);
    expect(await listOf(v)).toMatchObject([
      { type: 'mail_in_processed', status: 'rejected', code: rejected.code, reason: 'Not handwritten' },
    ]);
  });
});
