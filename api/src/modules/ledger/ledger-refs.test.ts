import { checkLedger } from './ledger-check';
import { getBalances } from './balances';
import { openLedgerTestDb, type LedgerTestDb } from './testing/ledger-test-db';
import { transfer } from './transfer';

/**
 * Migration 0018: a transfer's and an entry's accounts are checked without the foreign keys' row locks (which
 * made the promotions account a hot row). Its own database: the hand-written rows below break the ledger check.
 */
let t: LedgerTestDb;
beforeAll(async () => {
  t = await openLedgerTestDb('ledger-refs');
}, 60_000);
afterAll(async () => {
  await t.close();
});

const fund = (userId: string, amount: number, key: string) =>
  transfer(t.db, {
    idempotencyKey: key,
    from: { system: 'purchases' },
    to: { user: userId },
    amount,
    currency: 'GC',
    type: 'purchase',
    description: 'Test purchase',
  });

describe('ledger references', () => {
  it("refuses an entry that is not its transfer's side, or names no account, without locking the accounts", async () => {
    const u = await t.createUser();
    const { transfer: tr } = await fund(u, 7, `sides:${u}`);
    const {
      rows: [row],
    } = await t.db.query<{ from_id: string; to_id: string; sc_id: string }>(
      `SELECT t.from_account_id::text AS from_id, t.to_account_id::text AS to_id,
         (SELECT id::text FROM ledger_accounts WHERE system_code = 'purchases' AND currency = 'SC') AS sc_id
       FROM ledger_transfers t WHERE t.id = $1`,
      [tr.id],
    );
    const entry = (transferId: string, accountId: string, direction: string, amount: number) =>
      t.db.query(
        `INSERT INTO ledger_entries (transfer_id, account_id, direction, amount, balance_after, account_kind)
         VALUES ($1, $2, $3, $4, NULL, 'system')`,
        [transferId, accountId, direction, amount],
      );
    const refused = { code: '23503' };
    // A transfer row written alone (as no code does), for its entries to be tried against.
    const {
      rows: [bare],
    } = await t.db.query<{ id: string }>(
      `INSERT INTO ledger_transfers (idempotency_key, type, currency, amount, from_account_id, to_account_id, description)
       VALUES ($1, 'purchase', 'GC', 7, $2, $3, 'x') RETURNING id::text AS id`,
      [`bare:${u}`, row!.from_id, row!.to_id],
    );
    // a transfer that does not exist; a side under the other side's account; another amount
    await expect(entry('999999999', row!.from_id, 'debit', 7)).rejects.toMatchObject(refused);
    await expect(entry(bare!.id, row!.to_id, 'debit', 7)).rejects.toMatchObject(refused);
    await expect(entry(bare!.id, row!.from_id, 'credit', 7)).rejects.toMatchObject(refused);
    await expect(entry(bare!.id, row!.from_id, 'debit', 8)).rejects.toMatchObject(refused);
    // the side that matches is taken
    await entry(bare!.id, row!.from_id, 'debit', 7);
    // a transfer whose account is of another currency, or does not exist: its entries are refused
    for (const [from, key] of [
      [row!.sc_id, `sc:${u}`],
      ['999999999', `none:${u}`],
    ] as const) {
      await expect(
        t.db.query(
          `WITH tr AS (
             INSERT INTO ledger_transfers (idempotency_key, type, currency, amount, from_account_id, to_account_id, description)
             VALUES ($1, 'purchase', 'GC', 3, $2, $3, 'x') RETURNING id, from_account_id, to_account_id, amount)
           INSERT INTO ledger_entries (transfer_id, account_id, direction, amount, balance_after, account_kind)
           SELECT id, from_account_id, 'debit', amount, NULL, 'system' FROM tr`,
          [key, from, row!.to_id],
        ),
      ).rejects.toMatchObject(refused);
    }
    // the hand-written transfer has one side only: the ledger check sees it
    expect((await checkLedger(t.db)).violations.length).toBeGreaterThan(0);
    expect(await getBalances(t.db, u)).toEqual({ gold: 7, sweep: 0 });
  });
});
