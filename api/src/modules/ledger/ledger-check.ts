import type { Db } from '../../db/db';
import { toInt } from './amounts';

export interface CurrencyTotals {
  currency: string;
  debits: number;
  credits: number;
  balanceSum: number;
  transfers: number;
}

export interface LedgerReport {
  ok: boolean;
  violations: string[];
  totals: CurrencyTotals[];
  accounts: number;
  entries: number;
}

const SIGNED = "CASE WHEN e.direction = 'credit' THEN e.amount ELSE -e.amount END";

/**
 * Checks the ledger's invariants: per currency total debits == total credits and balances (users' cached ones,
 * system accounts' derived from their entries) sum to zero; each transfer has exactly one debit and one credit
 * matching it; every user's cached balance equals the sum of its entries and no system account caches one;
 * every user entry's balance_after equals its account's running sum (a system entry's, when it has one);
 * no user account is or ever was below zero. Used by tests and the fuzzer.
 */
export async function checkLedger(db: Db): Promise<LedgerReport> {
  const violations: string[] = [];
  const add = (label: string, rows: unknown[]) => {
    for (const row of rows) violations.push(`${label}: ${JSON.stringify(row)}`);
  };

  const totalsRows = await db.query<{
    currency: string;
    debits: unknown;
    credits: unknown;
    transfers: unknown;
  }>(
    `SELECT a.currency,
            COALESCE(sum(CASE WHEN e.direction = 'debit' THEN e.amount END), 0) AS debits,
            COALESCE(sum(CASE WHEN e.direction = 'credit' THEN e.amount END), 0) AS credits,
            count(DISTINCT e.transfer_id) AS transfers
     FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
     GROUP BY a.currency ORDER BY a.currency`,
  );
  const balanceRows = await db.query<{ currency: string; total: unknown }>(
    'SELECT currency, COALESCE(sum(balance), 0) AS total FROM ledger_account_balances GROUP BY currency',
  );
  const totals: CurrencyTotals[] = totalsRows.rows.map((r) => ({
    currency: r.currency,
    debits: toInt(r.debits),
    credits: toInt(r.credits),
    transfers: toInt(r.transfers),
    balanceSum: toInt(balanceRows.rows.find((b) => b.currency === r.currency)?.total ?? 0),
  }));
  for (const t of totals) {
    if (t.debits !== t.credits)
      violations.push(`debits != credits in ${t.currency}: ${t.debits} != ${t.credits}`);
    if (t.balanceSum !== 0) violations.push(`balances of ${t.currency} sum to ${t.balanceSum}, not 0`);
  }

  const badTransfers = await db.query(
    `SELECT t.id FROM ledger_transfers t
     LEFT JOIN ledger_entries d ON d.transfer_id = t.id AND d.direction = 'debit'
     LEFT JOIN ledger_entries c ON c.transfer_id = t.id AND c.direction = 'credit'
     JOIN ledger_accounts fa ON fa.id = t.from_account_id
     JOIN ledger_accounts ta ON ta.id = t.to_account_id
     WHERE d.id IS NULL OR c.id IS NULL OR d.amount <> t.amount OR c.amount <> t.amount
        OR d.account_id <> t.from_account_id OR c.account_id <> t.to_account_id
        OR fa.currency <> t.currency OR ta.currency <> t.currency
     LIMIT 20`,
  );
  add('transfer without one matching debit and credit', badTransfers.rows);

  const strayEntries = await db.query(
    `SELECT e.id FROM ledger_entries e LEFT JOIN ledger_transfers t ON t.id = e.transfer_id
     JOIN ledger_accounts a ON a.id = e.account_id
     WHERE t.id IS NULL OR a.kind <> e.account_kind LIMIT 20`,
  );
  add('entry without its transfer or with a wrong account kind', strayEntries.rows);

  const cached = await db.query(
    `SELECT a.id, a.balance, COALESCE(s.total, 0) AS entries_total
     FROM ledger_accounts a
     LEFT JOIN (SELECT e.account_id, sum(${SIGNED}) AS total FROM ledger_entries e GROUP BY e.account_id) s
       ON s.account_id = a.id
     WHERE a.kind = 'user' AND a.balance IS DISTINCT FROM COALESCE(s.total, 0) LIMIT 20`,
  );
  add('cached balance differs from the sum of its entries', cached.rows);

  const systemCached = await db.query(
    "SELECT id, balance FROM ledger_accounts WHERE kind = 'system' AND balance IS NOT NULL LIMIT 20",
  );
  add('system account with a cached balance (it must be derived from its entries)', systemCached.rows);

  const running = await db.query(
    `SELECT account_id, id, balance_after, running FROM (
       SELECT e.account_id, e.id, e.balance_after, e.account_kind,
              sum(${SIGNED}) OVER (PARTITION BY e.account_id ORDER BY e.id) AS running
       FROM ledger_entries e) x
     WHERE running <> balance_after OR (account_kind = 'user' AND (balance_after IS NULL OR running < 0))
     LIMIT 20`,
  );
  add('running balance wrong or negative', running.rows);

  const negative = await db.query(
    "SELECT id, balance FROM ledger_accounts WHERE kind = 'user' AND balance < 0 LIMIT 20",
  );
  add('negative user balance', negative.rows);

  const counts = await db.query<{ accounts: unknown; entries: unknown }>(
    'SELECT (SELECT count(*) FROM ledger_accounts) AS accounts, (SELECT count(*) FROM ledger_entries) AS entries',
  );
  return {
    ok: violations.length === 0,
    violations,
    totals,
    accounts: toInt(counts.rows[0]!.accounts),
    entries: toInt(counts.rows[0]!.entries),
  };
}
