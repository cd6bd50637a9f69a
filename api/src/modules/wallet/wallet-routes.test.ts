import type { WalletTransactionsPage } from '@arcade/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { transfer } from '../ledger/transfer';
import { call, newPlayer, type Player } from './testing/players';

let t: TestApp;
let p: Player;
beforeAll(async () => {
  t = await createTestApp();
  p = await newPlayer(t.app, t.db, 'wallet');
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('wallet routes', () => {
  it('needs a signed-in user', async () => {
    expect((await call(t.app, undefined, 'GET', '/api/v1/wallet/balance')).status).toBe(401);
    expect((await call(t.app, undefined, 'GET', '/api/v1/wallet/transactions')).status).toBe(401);
  });

  it('answers zero balances and an empty list for a new player', async () => {
    const balance = await call(t.app, p.cookies, 'GET', '/api/v1/wallet/balance');
    expect(balance.status).toBe(200);
    expect(balance.body.data).toEqual({ gold: 0, sweep: 0 });
    const list = await call<WalletTransactionsPage>(t.app, p.cookies, 'GET', '/api/v1/wallet/transactions');
    expect(list.body.data).toEqual({ items: [], page: 1, limit: 10, total: 0, totalPages: 0 });
  });

  it('reads balances, the user DTO and a signed, paginated, filterable list from the ledger', async () => {
    const u = await newPlayer(t.app, t.db, 'ledger');
    for (let i = 0; i < 24; i++) {
      await transfer(t.db, {
        idempotencyKey: `buy:${u.userId}:${i}`,
        from: { system: 'purchases' },
        to: { user: u.userId },
        amount: 100,
        currency: 'GC',
        type: 'purchase',
        description: `Gold pack ${i}`,
      });
    }
    await transfer(t.db, {
      idempotencyKey: `sc:${u.userId}`,
      from: { system: 'promotions' },
      to: { user: u.userId },
      amount: 250,
      currency: 'SC',
      type: 'sweep_bonus',
      description: 'Free entry',
    });
    await transfer(t.db, {
      idempotencyKey: `load:${u.userId}`,
      from: { user: u.userId },
      to: { system: 'game_loads' },
      amount: 400,
      currency: 'GC',
      type: 'game_load',
      description: 'Loaded a game',
    });

    expect((await call(t.app, u.cookies, 'GET', '/api/v1/wallet/balance')).body.data).toEqual({
      gold: 2000,
      sweep: 250,
    });
    const me = await call<{ user: { balance: number; sweepCoins: number } }>(
      t.app,
      u.cookies,
      'GET',
      '/api/v1/user/me',
    );
    expect(me.body.data.user.balance).toBe(2000);
    expect(me.body.data.user.sweepCoins).toBe(250);

    const first = await call<WalletTransactionsPage>(
      t.app,
      u.cookies,
      'GET',
      '/api/v1/wallet/transactions?page=1&limit=10',
    );
    expect(first.body.data.total).toBe(26);
    expect(first.body.data.totalPages).toBe(3);
    expect(first.body.data.items[0]).toMatchObject({
      type: 'game_load',
      amount: -400,
      currency: 'GC',
      direction: 'debit',
      description: 'Loaded a game',
    });
    expect(first.body.data.items[1]).toMatchObject({
      type: 'sweep_bonus',
      amount: 250,
      currency: 'SC',
      direction: 'credit',
    });
    expect(Date.parse(first.body.data.items[0]!.createdAt)).not.toBeNaN();
    const last = await call<WalletTransactionsPage>(
      t.app,
      u.cookies,
      'GET',
      '/api/v1/wallet/transactions?page=3&limit=10',
    );
    expect(last.body.data.items).toHaveLength(6);
    const purchases = await call<WalletTransactionsPage>(
      t.app,
      u.cookies,
      'GET',
      '/api/v1/wallet/transactions?type=purchase&limit=100',
    );
    expect(purchases.body.data.total).toBe(24);
    expect(purchases.body.data.items.every((i) => i.type === 'purchase' && i.amount === 100)).toBe(true);
    const all = await call<WalletTransactionsPage>(
      t.app,
      u.cookies,
      'GET',
      '/api/v1/wallet/transactions?type=',
    );
    expect(all.body.data.total).toBe(26);

    const other = await call<WalletTransactionsPage>(t.app, p.cookies, 'GET', '/api/v1/wallet/transactions');
    expect(other.body.data.total).toBe(0);
  });

  it("shows a redemption's current status, not the one written into its line at request time", async () => {
    const u = await newPlayer(t.app, t.db, 'redeemer');
    await transfer(t.db, {
      idempotencyKey: `sc:${u.userId}`,
      from: { system: 'promotions' },
      to: { user: u.userId },
      amount: 9000,
      currency: 'SC',
      type: 'sweep_bonus',
      description: 'Free entry',
    });
    const hold = await transfer(t.db, {
      idempotencyKey: `hold:${u.userId}`,
      from: { user: u.userId },
      to: { system: 'redemptions_pending' },
      amount: 6000,
      currency: 'SC',
      type: 'redemption',
      description: 'Sweep Coin redemption (bank transfer, pending)',
    });
    await t.db.query(
      `INSERT INTO redemptions (user_id, amount, method, destination, details_enc, hold_transfer_id, status)
       VALUES ($1, 6000, 'bank_transfer', 'Bank ••••6789', 'x', $2, 'paid')`,
      [u.userId, hold.transfer.id],
    );
    const list = await call<WalletTransactionsPage>(t.app, u.cookies, 'GET', '/api/v1/wallet/transactions');
    expect(
      list.body.data.items.map(({ type, amount, description, status }) => ({
        type,
        amount,
        description,
        status,
      })),
    ).toEqual([
      {
        type: 'redemption',
        amount: -6000,
        description: 'Sweep Coin redemption (bank transfer)',
        status: 'paid',
      },
      { type: 'sweep_bonus', amount: 9000, description: 'Free entry', status: undefined },
    ]);
  });

  it.each([
    ['page=0', 'page must be at least 1'],
    ['page=abc', 'page must be a number'],
    ['page=1.5', 'page must be a whole number'],
    ['limit=0', 'limit must be between 1 and 100'],
    ['limit=101', 'limit must be between 1 and 100'],
    ['type=bogus', 'Unknown transaction type'],
  ])('refuses %s with a clear 400', async (query, message) => {
    const res = await call(t.app, p.cookies, 'GET', `/api/v1/wallet/transactions?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
