import { checkLedger } from './ledger-check';
import { getBalances } from './balances';
import { adjustBalance, correctTransfer } from './correction';
import { openLedgerTestDb, type LedgerTestDb } from './testing/ledger-test-db';
import { transfer } from './transfer';
import type { TransferInput } from './ledger-types';

let t: LedgerTestDb;
beforeAll(async () => {
  t = await openLedgerTestDb('transfer');
}, 60_000);
afterAll(async () => {
  await t.close();
});

const fund = (userId: string, amount: number, key: string, currency: 'GC' | 'SC' = 'GC') =>
  transfer(t.db, {
    idempotencyKey: key,
    from: { system: 'purchases' },
    to: { user: userId },
    amount,
    currency,
    type: 'purchase',
    description: 'Test purchase',
  });

describe('transfer', () => {
  it('moves an amount between two accounts with one transfer and two entries', async () => {
    const alice = await t.createUser('alice');
    const { transfer: tr, replayed } = await fund(alice, 500, `fund:${alice}`);
    expect(replayed).toBe(false);
    expect(tr.amount).toBe(500);
    expect(await getBalances(t.db, alice)).toEqual({ gold: 500, sweep: 0 });
    const entries = await t.db.query<{ direction: string; amount: unknown; balance_after: unknown }>(
      'SELECT direction, amount, balance_after FROM ledger_entries WHERE transfer_id = $1 ORDER BY direction',
      [tr.id],
    );
    expect(entries.rows.map((e) => [e.direction, Number(e.amount)])).toEqual([
      ['credit', 500],
      ['debit', 500],
    ]);
    // A system account's balance is derived from its entries (no cached balance, no running balance).
    const system = await t.db.query<{ balance: unknown }>(
      "SELECT balance FROM ledger_account_balances WHERE system_code = 'purchases' AND currency = 'GC'",
    );
    expect(Number(system.rows[0]!.balance)).toBeLessThanOrEqual(-500);
    expect(entries.rows.find((e) => e.direction === 'debit')!.balance_after).toBeNull();
    expect(Number(entries.rows.find((e) => e.direction === 'credit')!.balance_after)).toBe(500);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('neither updates nor caches a system account (no hot row for concurrent transfers)', async () => {
    const row = () =>
      t.db.query<{ xmin: string; balance: unknown }>(
        "SELECT xmin::text AS xmin, balance FROM ledger_accounts WHERE system_code = 'promotions' AND currency = 'GC'",
      );
    const before = (await row()).rows[0]!;
    const users = await Promise.all([1, 2, 3].map(() => t.createUser()));
    await Promise.all(
      users.map((u) =>
        transfer(t.db, {
          idempotencyKey: `hot:${u}`,
          from: { system: 'promotions' },
          to: { user: u },
          amount: 5000,
          currency: 'GC',
          type: 'daily_bonus',
          description: 'Daily bonus',
        }),
      ),
    );
    const after = (await row()).rows[0]!;
    expect(after.xmin).toBe(before.xmin);
    expect(after.balance).toBeNull();
    expect((await checkLedger(t.db)).violations).toEqual([]);
  });

  it('keeps GC and SC apart', async () => {
    const u = await t.createUser();
    await fund(u, 250, `sc:${u}`, 'SC');
    expect(await getBalances(t.db, u)).toEqual({ gold: 0, sweep: 250 });
  });

  it('refuses to take a user account below zero and moves nothing', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    await fund(a, 100, `fund:${a}`);
    await expect(
      transfer(t.db, {
        idempotencyKey: `over:${a}`,
        from: { user: a },
        to: { user: b },
        amount: 101,
        currency: 'GC',
        type: 'adjustment',
        description: 'x',
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'Insufficient balance' });
    expect(await getBalances(t.db, a)).toEqual({ gold: 100, sweep: 0 });
    expect(await getBalances(t.db, b)).toEqual({ gold: 0, sweep: 0 });
    const exact = await transfer(t.db, {
      idempotencyKey: `exact:${a}`,
      from: { user: a },
      to: { user: b },
      amount: 100,
      currency: 'GC',
      type: 'adjustment',
      description: 'x',
    });
    expect(exact.replayed).toBe(false);
    expect(await getBalances(t.db, a)).toEqual({ gold: 0, sweep: 0 });
    expect(await getBalances(t.db, b)).toEqual({ gold: 100, sweep: 0 });
  });

  it('rejects non-integer, zero and negative amounts and unknown currencies', async () => {
    const u = await t.createUser();
    const base: TransferInput = {
      idempotencyKey: `bad:${u}`,
      from: { system: 'promotions' },
      to: { user: u },
      amount: 1,
      currency: 'GC',
      type: 'daily_bonus',
      description: 'x',
    };
    for (const amount of [1.5, 0, -3, Number.NaN, 2 ** 60]) {
      await expect(transfer(t.db, { ...base, amount })).rejects.toThrow(/amount/);
    }
    await expect(transfer(t.db, { ...base, currency: 'USD' as 'GC' })).rejects.toThrow(/currency/);
    await expect(transfer(t.db, { ...base, to: { system: 'promotions' } })).rejects.toThrow(/differ/);
    expect(await getBalances(t.db, u)).toEqual({ gold: 0, sweep: 0 });
  });

  it('returns the first result for a retried idempotency key and moves nothing', async () => {
    const u = await t.createUser();
    const first = await fund(u, 700, `retry:${u}`);
    const again = await fund(u, 700, `retry:${u}`);
    expect(again.replayed).toBe(true);
    expect(again.transfer.id).toBe(first.transfer.id);
    expect(await getBalances(t.db, u)).toEqual({ gold: 700, sweep: 0 });
    const count = await t.db.query<{ n: unknown }>(
      'SELECT count(*) AS n FROM ledger_transfers WHERE idempotency_key = $1',
      [`retry:${u}`],
    );
    expect(Number(count.rows[0]!.n)).toBe(1);
  });

  it('refuses a reused key for a different movement', async () => {
    const u = await t.createUser();
    await fund(u, 10, `reuse:${u}`);
    await expect(fund(u, 11, `reuse:${u}`)).rejects.toMatchObject({ statusCode: 409 });
    expect(await getBalances(t.db, u)).toEqual({ gold: 10, sweep: 0 });
  });

  it('moves exactly once when many calls race with the same key', async () => {
    const u = await t.createUser();
    const results = await Promise.all(Array.from({ length: 40 }, () => fund(u, 33, `race:${u}`)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transfer.id)).size).toBe(1);
    expect(await getBalances(t.db, u)).toEqual({ gold: 33, sweep: 0 });
  });

  it('never deadlocks or overdraws when users pay each other concurrently', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => t.createUser()));
    await Promise.all(users.map((u) => fund(u, 1000, `seed:${u}`)));
    const moves = Array.from({ length: 200 }, (_, i) => {
      const from = users[i % 4]!;
      const to = users[(i * 7 + 1) % 4]!;
      return from === to
        ? Promise.resolve()
        : transfer(t.db, {
            idempotencyKey: `p2p:${from}:${i}`,
            from: { user: from },
            to: { user: to },
            amount: 90 + (i % 50),
            currency: 'GC',
            type: 'adjustment',
            description: 'p2p',
          }).catch((err: Error) => {
            if (err.message !== 'Insufficient balance') throw err;
          });
    });
    await Promise.all(moves);
    const balances = await Promise.all(users.map((u) => getBalances(t.db, u)));
    expect(balances.reduce((s, b) => s + b.gold, 0)).toBe(4000);
    expect(balances.every((b) => b.gold >= 0)).toBe(true);
    const report = await checkLedger(t.db);
    expect(report.violations).toEqual([]);
  });

  it('keeps entries and transfers append-only', async () => {
    const u = await t.createUser();
    const { transfer: tr } = await fund(u, 5, `append:${u}`);
    await expect(
      t.db.query('UPDATE ledger_entries SET amount = 6 WHERE transfer_id = $1', [tr.id]),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM ledger_entries WHERE transfer_id = $1', [tr.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query('UPDATE ledger_transfers SET amount = 6 WHERE id = $1', [tr.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query('DELETE FROM ledger_transfers WHERE id = $1', [tr.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query('TRUNCATE ledger_entries CASCADE')).rejects.toThrow(/append-only/);
    expect(await getBalances(t.db, u)).toEqual({ gold: 5, sweep: 0 });
  });

  it('keeps accounts: never deleted, never re-identified; only a cached balance changes (migration 0018)', async () => {
    const u = await t.createUser();
    await fund(u, 5, `keep:${u}`);
    const {
      rows: [acc],
    } = await t.db.query<{ id: string }>(
      "SELECT id::text AS id FROM ledger_accounts WHERE user_id = $1 AND currency = 'GC'",
      [u],
    );
    await expect(t.db.query('DELETE FROM ledger_accounts WHERE id = $1', [acc!.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.query('TRUNCATE ledger_accounts CASCADE')).rejects.toThrow(/append-only/);
    for (const change of ["currency = 'SC'", 'id = id + 100000', 'user_id = NULL']) {
      await expect(
        t.db.query(`UPDATE ledger_accounts SET ${change} WHERE id = $1`, [acc!.id]),
      ).rejects.toThrow(/append-only/);
    }
    await t.db.query('UPDATE ledger_accounts SET balance = balance WHERE id = $1', [acc!.id]);
    expect(await getBalances(t.db, u)).toEqual({ gold: 5, sweep: 0 });
  });

  it('has a CHECK constraint that no user account can go negative, whatever the code does', async () => {
    const u = await t.createUser();
    await fund(u, 5, `check:${u}`);
    await expect(
      t.db.query("UPDATE ledger_accounts SET balance = -1 WHERE user_id = $1 AND currency = 'GC'", [u]),
    ).rejects.toThrow(/ledger_accounts_user_not_negative/);
  });

  it('has CHECK constraints that system accounts cache no balance and user entries always carry one', async () => {
    await expect(
      t.db.query("UPDATE ledger_accounts SET balance = 0 WHERE system_code = 'promotions'"),
    ).rejects.toThrow(/ledger_accounts_balance_cached_for_users/);
    await expect(t.db.query("UPDATE ledger_accounts SET balance = NULL WHERE kind = 'user'")).rejects.toThrow(
      /ledger_accounts_balance_cached_for_users/,
    );
  });

  it('detects a cached balance that does not match its entries', async () => {
    const probe = await openLedgerTestDb('check');
    try {
      const u = await probe.createUser();
      await transfer(probe.db, {
        idempotencyKey: 'k',
        from: { system: 'promotions' },
        to: { user: u },
        amount: 9,
        currency: 'GC',
        type: 'daily_bonus',
        description: 'x',
      });
      expect((await checkLedger(probe.db)).ok).toBe(true);
      await probe.db.query(
        "UPDATE ledger_accounts SET balance = balance + 1 WHERE user_id = $1 AND currency = 'GC'",
        [u],
      );
      const report = await checkLedger(probe.db);
      expect(report.ok).toBe(false);
      expect(report.violations.join('\n')).toMatch(/cached balance differs/);
    } finally {
      await probe.close();
    }
  });
});

describe('corrections', () => {
  it('reverses a mistaken transfer once with a correcting transfer', async () => {
    const u = await t.createUser();
    const { transfer: wrong } = await fund(u, 300, `mistake:${u}`);
    const fix = await correctTransfer(t.db, { transferId: wrong.id, reason: 'charged back' });
    expect(fix.transfer.type).toBe('correction');
    expect(fix.transfer.correctsTransferId).toBe(wrong.id);
    expect(await getBalances(t.db, u)).toEqual({ gold: 0, sweep: 0 });
    const again = await correctTransfer(t.db, { transferId: wrong.id, reason: 'charged back' });
    expect(again.replayed).toBe(true);
    expect(await getBalances(t.db, u)).toEqual({ gold: 0, sweep: 0 });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('refuses a correction that would overdraw the user', async () => {
    const u = await t.createUser();
    const other = await t.createUser();
    const { transfer: wrong } = await fund(u, 300, `mistake2:${u}`);
    await transfer(t.db, {
      idempotencyKey: `spend:${u}`,
      from: { user: u },
      to: { user: other },
      amount: 250,
      currency: 'GC',
      type: 'adjustment',
      description: 'spend',
    });
    await expect(correctTransfer(t.db, { transferId: wrong.id, reason: 'oops' })).rejects.toMatchObject({
      message: 'Insufficient balance',
    });
    const partial = await correctTransfer(t.db, { transferId: wrong.id, reason: 'partial', amount: 50 });
    expect(partial.transfer.amount).toBe(50);
    expect(await getBalances(t.db, u)).toEqual({ gold: 0, sweep: 0 });
  });

  it('adjusts a balance both ways against the corrections account', async () => {
    const u = await t.createUser();
    await adjustBalance(t.db, {
      idempotencyKey: `adj1:${u}`,
      userId: u,
      currency: 'SC',
      amount: 125,
      reason: 'goodwill',
    });
    await adjustBalance(t.db, {
      idempotencyKey: `adj2:${u}`,
      userId: u,
      currency: 'SC',
      amount: -25,
      reason: 'fix',
    });
    expect(await getBalances(t.db, u)).toEqual({ gold: 0, sweep: 100 });
    await expect(
      adjustBalance(t.db, {
        idempotencyKey: `adj3:${u}`,
        userId: u,
        currency: 'SC',
        amount: -101,
        reason: 'x',
      }),
    ).rejects.toMatchObject({
      message: 'Insufficient balance',
    });
  });
});
