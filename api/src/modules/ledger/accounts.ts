import type { Currency } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { notFound } from '../../http/errors';
import { toInt } from './amounts';
import type { AccountRef } from './ledger-types';

export interface LockedAccount {
  id: string;
  kind: 'user' | 'system';
  userId: string | null;
  systemCode: string | null;
  balance: number;
}

interface AccountRow {
  id: string | number;
  kind: 'user' | 'system';
  user_id: string | null;
  system_code: string | null;
  balance: string | number;
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
 * Resolves the accounts of refs in one currency and locks them with SELECT ... FOR UPDATE in id order
 * (the one fixed lock order of the ledger, so two transfers never wait on each other in a cycle).
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
    const where = refs.map((ref) => {
      params.push('user' in ref ? ref.user : ref.system);
      return 'user' in ref ? `a.user_id = $${params.length}` : `a.system_code = $${params.length}`;
    });
    const { rows } = await tx.query<AccountRow & { key_taken: boolean }>(
      `SELECT a.id, a.kind, a.user_id, a.system_code, a.balance,
              EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.idempotency_key = $2) AS key_taken
       FROM ledger_accounts a
       WHERE a.currency = $1 AND (${where.join(' OR ')}) ORDER BY a.id FOR UPDATE OF a`,
      params,
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
  try {
    await tx.query(
      `INSERT INTO ledger_accounts (kind, user_id, currency) VALUES ('user', $1, $2)
       ON CONFLICT (user_id, currency) DO NOTHING`,
      [userId, currency],
    );
  } catch (err) {
    if ((err as { code?: string }).code === '23503') throw notFound('User not found');
    throw err;
  }
}

function toLocked(row: AccountRow): LockedAccount {
  return {
    id: String(row.id),
    kind: row.kind,
    userId: row.user_id,
    systemCode: row.system_code,
    balance: toInt(row.balance),
  };
}
