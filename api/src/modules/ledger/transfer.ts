import { CURRENCIES, TRANSFER_TYPES } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { noteBalancesChanged } from './balance-watch';
import { isPositiveAmount, toInt } from './amounts';
import { lockAccounts, matchesRef, sameRef, usersOf } from './accounts';
import type { AccountRef, TransferInput, TransferRecord, TransferResult } from './ledger-types';
import { IdempotencyConflictError, InsufficientFundsError } from './transfer-errors';

export interface TransferRow {
  id: string | number;
  idempotency_key: string;
  type: TransferRecord['type'];
  currency: TransferRecord['currency'];
  amount: string | number;
  from_account_id: string | number;
  to_account_id: string | number;
  description: string;
  metadata: Record<string, unknown> | string;
  corrects_transfer_id: string | number | null;
  created_at: Date | string;
}

interface KeyedTransferRow extends TransferRow {
  from_user_id: string | null;
  from_system_code: string | null;
  to_user_id: string | null;
  to_system_code: string | null;
}

export const TRANSFER_COLUMNS =
  't.id, t.idempotency_key, t.type, t.currency, t.amount, t.from_account_id, t.to_account_id, t.description, t.metadata, t.corrects_transfer_id, t.created_at';

/**
 * Moves amount from one account to another in one database transaction: one transfer row and two
 * append-only entries, users' cached balances updated under row locks taken in account-id order (system
 * accounts are neither locked nor updated: their balances are derived from their entries). A user
 * account never goes below zero. A retried idempotency key returns the first result and moves nothing,
 * also when the retry races the first call (the UNIQUE key decides; the loser re-reads the winner).
 * Inside another transaction (tx), it joins it.
 */
export async function transfer(db: Db, input: TransferInput): Promise<TransferResult> {
  validateTransfer(input);
  return db.transaction((tx) => transferInTx(tx, input));
}

async function transferInTx(tx: Db, input: TransferInput): Promise<TransferResult> {
  // One round trip locks both accounts (in id order) and tells whether the key was already used.
  const { accounts, keyTaken } = await lockAccounts(
    tx,
    [input.from, input.to],
    input.currency,
    input.idempotencyKey,
  );
  if (keyTaken) return replayByKey(tx, input);
  const from = accounts.find((a) => matchesRef(a, input.from))!;
  const to = accounts.find((a) => matchesRef(a, input.to))!;
  if (from.kind === 'user' && (from.balance ?? 0) < input.amount) {
    // The lock query's snapshot predates a racing first call that may have committed while we waited.
    const earlier = await findByKey(tx, input.idempotencyKey);
    if (earlier) return replay(earlier, input);
    throw new InsufficientFundsError(from.id, from.balance ?? 0, input.amount);
  }

  // One statement writes the transfer, the user accounts' balances and both entries (a system account's entry
  // has no balance_after: its balance is the sum of its entries); on a key conflict it writes nothing.
  const inserted = await tx.query<TransferRow>(
    `WITH t AS (
       INSERT INTO ledger_transfers AS t
         (idempotency_key, type, currency, amount, from_account_id, to_account_id, description, metadata, corrects_transfer_id, created_at)
       VALUES ($1, $2, $3, $4::bigint, $5::bigint, $6::bigint, $7, $8::jsonb, $9::bigint, COALESCE($10::timestamptz, now()))
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING ${TRANSFER_COLUMNS}
     ), u AS (
       UPDATE ledger_accounts a
       SET balance = a.balance + CASE WHEN a.id = t.from_account_id THEN -t.amount ELSE t.amount END
       FROM t WHERE a.id IN (t.from_account_id, t.to_account_id) AND a.kind = 'user'
       RETURNING a.id, a.balance
     ), e AS (
       INSERT INTO ledger_entries (transfer_id, account_id, direction, amount, balance_after, account_kind, created_at)
       SELECT t.id, x.account_id, x.direction, t.amount, u.balance, x.kind, t.created_at
       FROM t CROSS JOIN (VALUES ($5::bigint, 'debit', $11::text), ($6::bigint, 'credit', $12::text))
         AS x (account_id, direction, kind)
       LEFT JOIN u ON u.id = x.account_id
     )
     SELECT * FROM t`,
    [
      input.idempotencyKey,
      input.type,
      input.currency,
      input.amount,
      from.id,
      to.id,
      input.description,
      JSON.stringify(input.metadata ?? {}),
      input.correctsTransferId ?? null,
      input.now ? input.now.toISOString() : null,
      from.kind,
      to.kind,
    ],
    { prepare: 'ledger_transfer', changesUsers: usersOf([input.from, input.to]) },
  );
  const row = inserted.rows[0];
  // No row: a concurrent call with the same key committed first. Return its result, move nothing.
  if (!row) return replayByKey(tx, input);
  noteBalancesChanged(tx, [input.from, input.to]); // told to the balance listener after COMMIT
  return { transfer: toRecord(row), replayed: false };
}

async function replayByKey(tx: Db, input: TransferInput): Promise<TransferResult> {
  const earlier = await findByKey(tx, input.idempotencyKey);
  if (!earlier) throw new Error(`Idempotency key ${input.idempotencyKey} is taken but no transfer was found`);
  return replay(earlier, input);
}

export function validateTransfer(input: TransferInput): void {
  const problems: string[] = [];
  if (!input.idempotencyKey || input.idempotencyKey.length > 200)
    problems.push('idempotencyKey must be 1 to 200 characters');
  if (!isPositiveAmount(input.amount)) problems.push('amount must be a positive safe integer');
  if (!CURRENCIES.includes(input.currency)) problems.push('unknown currency');
  if (!TRANSFER_TYPES.includes(input.type)) problems.push('unknown transfer type');
  if (sameRef(input.from, input.to)) problems.push('from and to must differ');
  if (!input.description) problems.push('description is required');
  if (problems.length) throw new Error(`Invalid transfer: ${problems.join('; ')}`);
}

async function findByKey(tx: Db, key: string): Promise<KeyedTransferRow | undefined> {
  const { rows } = await tx.query<KeyedTransferRow>(
    `SELECT ${TRANSFER_COLUMNS}, fa.user_id AS from_user_id, fa.system_code AS from_system_code,
            ta.user_id AS to_user_id, ta.system_code AS to_system_code
     FROM ledger_transfers t
     JOIN ledger_accounts fa ON fa.id = t.from_account_id
     JOIN ledger_accounts ta ON ta.id = t.to_account_id
     WHERE t.idempotency_key = $1`,
    [key],
  );
  return rows[0];
}

function replay(row: KeyedTransferRow, input: TransferInput): TransferResult {
  const fromSide = { userId: row.from_user_id, systemCode: row.from_system_code };
  const toSide = { userId: row.to_user_id, systemCode: row.to_system_code };
  const same =
    toInt(row.amount) === input.amount &&
    row.currency === input.currency &&
    row.type === input.type &&
    matchesRef(fromSide, input.from) &&
    matchesRef(toSide, input.to);
  if (!same) throw new IdempotencyConflictError(input.idempotencyKey);
  return { transfer: toRecord(row), replayed: true };
}

export function toRecord(row: TransferRow): TransferRecord {
  return {
    id: String(row.id),
    idempotencyKey: row.idempotency_key,
    type: row.type,
    currency: row.currency,
    amount: toInt(row.amount),
    fromAccountId: String(row.from_account_id),
    toAccountId: String(row.to_account_id),
    description: row.description,
    metadata:
      typeof row.metadata === 'string' ? (JSON.parse(row.metadata) as Record<string, unknown>) : row.metadata,
    correctsTransferId: row.corrects_transfer_id === null ? null : String(row.corrects_transfer_id),
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  };
}

export type { AccountRef };
