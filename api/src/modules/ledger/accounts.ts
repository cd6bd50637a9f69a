import type { Currency } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { toInt } from './amounts';
import type { AccountRef } from './ledger-types';
import { unknownUser } from './transfer-errors';

export interface LockedAccount {
  id: string;
  kind: 'user' | 'system';
  userId: string | null;
  systemCode: string | null;
  /** The cached balance of a user account; null for a system account (derived from its entries). */
  balance: number | null;
}

interface AccountRow {
  id: string | number;
  kind: 'user' | 'system';
  user_id: string | null;
  system_code: string | null;
  balance: string | number | null;
}

/** The users among refs (what a ledger write changes, for QueryOptions.changesUsers). */
export function usersOf(refs: readonly AccountRef[]): string[] {
  return refs.flatMap((ref) => ('user' in ref ? [ref.user] : []));
}

export function sameRef(a: AccountRef, b: AccountRef): boolean {
  return 'user' in a ? 'user' in b && a.user === b.user : 'system' in b && a.system === b.system;
}

export function matchesRef(
  account: { userId: string | null; systemCode: string | null },
  ref: AccountRef,
): boolean {
  return 'user' in ref ? account.userId === ref.user : account.systemCode === ref.system;
}

/**
 * Resolves the accounts of refs in one currency. User accounts are locked with SELECT ... FOR UPDATE in id order
 * (the one fixed lock order of the ledger, so two transfers never wait on each other in a cycle). System
 * accounts are read, never locked: their balance is not cached (it is the sum of their entries), so transfers
 * from many players to one system account do not queue on one row.
 * A user's account is created the first time it is needed (a rare deadlock between two first transfers
 * creating the same account is detected by PostgreSQL and the transaction is retried by Db.transaction).
 */
export async function lockAccounts(
  tx: Db,
  refs: AccountRef[],
  currency: Currency,
  idempotencyKey = '',
): Promise<{ accounts: LockedAccount[]; keyTaken: boolean }> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const params: unknown[] = [currency, idempotencyKey];
    const userWhere: string[] = [];
    const systemWhere: string[] = [];
    for (const ref of refs) {
      params.push('user' in ref ? ref.user : ref.system);
      if ('user' in ref) userWhere.push(`a.user_id = $${params.length}`);
      else systemWhere.push(`a.system_code = $${params.length}`);
    }
    const columns = 'a.id, a.kind, a.user_id, a.system_code, a.balance';
    const parts: string[] = [];
    if (userWhere.length === 1) {
      // One user account (a movement against a system account, the common case): one statement creates it if
      // needed and locks it (ON CONFLICT DO UPDATE takes the row lock and returns the latest committed row).
      const userParam = userWhere[0]!.slice(userWhere[0]!.indexOf('$'));
      parts.push(`(INSERT INTO ledger_accounts AS a (kind, user_id, currency) VALUES ('user', ${userParam}::uuid, $1)
         ON CONFLICT (user_id, currency) DO UPDATE SET balance = a.balance RETURNING ${columns})`);
    } else if (userWhere.length)
      parts.push(`(SELECT ${columns} FROM ledger_accounts a
         WHERE a.currency = $1 AND a.kind = 'user' AND (${userWhere.join(' OR ')}) ORDER BY a.id FOR UPDATE OF a)`);
    if (systemWhere.length)
      parts.push(`(SELECT ${columns} FROM ledger_accounts a
         WHERE a.currency = $1 AND a.kind = 'system' AND (${systemWhere.join(' OR ')}))`);
    const { rows } = await mapUnknownUser(() =>
      tx.query<AccountRow & { key_taken: boolean }>(
        `WITH ${parts.map((p, i) => `p${i} AS MATERIALIZED ${p}`).join(', ')}
       SELECT x.*, EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.idempotency_key = $2) AS key_taken
       FROM (${parts.map((_, i) => `SELECT * FROM p${i}`).join(' UNION ALL ')}) x`,
        params,
        // A few shapes (one user and a system account, two users...), each prepared once per connection.
        { prepare: 'ledger_lock', changesUsers: usersOf(refs) },
      ),
    );
    const accounts = rows.map(toLocked);
    const missing = refs.filter((ref) => !accounts.some((a) => matchesRef(a, ref)));
    if (missing.length === 0) return { accounts, keyTaken: rows.some((r) => r.key_taken) };
    if (attempt === 1 || missing.some((ref) => 'system' in ref)) break;
    for (const ref of missing) await ensureUserAccount(tx, (ref as { user: string }).user, currency);
  }
  throw new Error(`Ledger account missing for ${JSON.stringify(refs)} in ${currency}`);
}

export async function ensureUserAccount(tx: Db, userId: string, currency: Currency): Promise<void> {
  await mapUnknownUser(() =>
    tx.query(
      `INSERT INTO ledger_accounts (kind, user_id, currency) VALUES ('user', $1, $2)
       ON CONFLICT (user_id, currency) DO NOTHING`,
      [userId, currency],
      { changesUsers: [userId] },
    ),
  );
}

/** Runs a query that may create a user's account: an unknown user is a 404. */
async function mapUnknownUser<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if ((err as { code?: string }).code === '23503') throw unknownUser();
    throw err;
  }
}

function toLocked(row: AccountRow): LockedAccount {
  return {
    id: String(row.id),
    kind: row.kind,
    userId: row.user_id,
    systemCode: row.system_code,
    balance: row.balance === null ? null : toInt(row.balance),
  };
}
