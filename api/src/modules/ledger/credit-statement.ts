import type { Db } from '../../db/db';
import type { SqlParams } from '../../db/sql-params';
import { noteBalancesChanged } from './balance-watch';
import type { SystemAccount, TransferInput, TransferRecord } from './ledger-types';
import { toRecord, type TransferRow, validateTransfer } from './transfer';

/** A credit from a system account to a user: the transfers a claim makes (welcome, daily, free entry). */
export type SystemCreditInput = Omit<TransferInput, 'from' | 'to' | 'correctsTransferId'> & {
  from: { system: SystemAccount };
  to: { user: string };
};

/** The names the credit's pieces give their results: `ledger_credit` is the transfer row (none when gated off). */
export const CREDIT_TRANSFER = 'ledger_credit';

/**
 * The WITH items that make a credit from a system account to a user inside a larger statement (issue 9: a claim
 * is one statement, with no BEGIN and COMMIT round trips). They write what transfer() writes, in the same order
 * and under the same rules (docs/ledger.md "Transfers"): the user's account is created or credited by one
 * `INSERT ... ON CONFLICT DO UPDATE` (its row stays locked until the statement's transaction ends), the
 * transfer row, and its two entries (the user's with its balance_after, the system account's without; the system
 * account is read, never locked). Nothing is written unless `gate` (the name of an earlier WITH item) has a row.
 *
 * Idempotency: the caller's gate must check that the key is unused under a lock that every writer of the key
 * takes first (a claim's bonus row); the transfer has no ON CONFLICT, so a key taken by anyone else between the
 * statement's snapshot and its insert fails the whole statement (23505), which then wrote nothing.
 */
export function systemCreditItems(p: SqlParams, input: SystemCreditInput, gate: string): string {
  validateTransfer(input);
  const user = p.add(input.to.user, 'uuid');
  const currency = p.add(input.currency, 'text');
  const amount = p.add(input.amount, 'bigint');
  return `ledger_credit_account AS (
      INSERT INTO ledger_accounts AS a (kind, user_id, currency, balance)
      SELECT 'user', ${user}, ${currency}, ${amount} FROM ${gate}
      ON CONFLICT (user_id, currency) DO UPDATE SET balance = a.balance + EXCLUDED.balance
      RETURNING a.id, a.balance
    ), ${CREDIT_TRANSFER} AS (
      INSERT INTO ledger_transfers AS t
        (idempotency_key, type, currency, amount, from_account_id, to_account_id, description, metadata, created_at)
      SELECT ${p.add(input.idempotencyKey)}, ${p.add(input.type)}, ${currency}, ${amount},
        (SELECT s.id FROM ledger_accounts s WHERE s.kind = 'system' AND s.system_code = ${p.add(input.from.system)}
           AND s.currency = ${currency}),
        ca.id, ${p.add(input.description)}, ${p.add(JSON.stringify(input.metadata ?? {}), 'jsonb')},
        COALESCE(${p.add(input.now ? input.now.toISOString() : null, 'timestamptz')}, now())
      FROM ledger_credit_account ca
      RETURNING t.id, t.idempotency_key, t.type, t.currency, t.amount, t.from_account_id, t.to_account_id,
        t.description, t.metadata, t.corrects_transfer_id, t.created_at
    ), ledger_credit_entries AS (
      INSERT INTO ledger_entries (transfer_id, account_id, direction, amount, balance_after, account_kind, created_at)
      SELECT t.id, t.from_account_id, 'debit', t.amount, NULL, 'system', t.created_at FROM ${CREDIT_TRANSFER} t
      UNION ALL
      SELECT t.id, t.to_account_id, 'credit', t.amount, ca.balance, 'user', t.created_at
      FROM ${CREDIT_TRANSFER} t CROSS JOIN ledger_credit_account ca
    )`;
}

/** The transfer a statement with systemCreditItems wrote (its `row_to_json`), and its after-commit push. */
export function creditWritten(db: Db, input: SystemCreditInput, row: TransferRow): TransferRecord {
  noteBalancesChanged(db, [input.to]); // at once outside a transaction, after COMMIT inside one
  return toRecord(row);
}
