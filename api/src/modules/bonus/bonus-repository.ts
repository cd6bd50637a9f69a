import type { Db } from '../../db/db';
import { notFound } from '../../http/errors';
import { toInt } from '../ledger/amounts';

export interface BonusState {
  userId: string;
  dailyClaims: number;
  lastDailyClaimAt: Date | null;
  streak: number;
  sweepClaims: number;
  lastSweepClaimAt: Date | null;
}

interface BonusStateRow {
  user_id: string;
  daily_claims: number | string;
  last_daily_claim_at: Date | string | null;
  streak: number | string;
  sweep_claims: number | string;
  last_sweep_claim_at: Date | string | null;
}

const COLUMNS = 'user_id, daily_claims, last_daily_claim_at, streak, sweep_claims, last_sweep_claim_at';
const date = (v: Date | string | null) => (v === null ? null : v instanceof Date ? v : new Date(v));

/** A bonus_state row (or null: no claim yet) as a BonusState. */
export function bonusStateOf(userId: string, row: Omit<BonusStateRow, 'user_id'> | null): BonusState {
  return row ? toState({ ...row, user_id: userId }) : EMPTY(userId);
}

function toState(row: BonusStateRow): BonusState {
  return {
    userId: row.user_id,
    dailyClaims: toInt(row.daily_claims),
    lastDailyClaimAt: date(row.last_daily_claim_at),
    streak: toInt(row.streak),
    sweepClaims: toInt(row.sweep_claims),
    lastSweepClaimAt: date(row.last_sweep_claim_at),
  };
}

const EMPTY = (userId: string): BonusState => ({
  userId,
  dailyClaims: 0,
  lastDailyClaimAt: null,
  streak: 0,
  sweepClaims: 0,
  lastSweepClaimAt: null,
});

/**
 * Creates the user's bonus row if needed and locks it (ON CONFLICT DO UPDATE takes the row lock and returns
 * the latest committed version), so the claims of one user run one after another. The update changes no value:
 * a refused claim ("already claimed", 400) leaves the row as it was.
 */
export async function lockBonusState(tx: Db, userId: string): Promise<BonusState> {
  try {
    const { rows } = await tx.query<BonusStateRow>(
      `INSERT INTO bonus_state (user_id) VALUES ($1)
       ON CONFLICT (user_id) DO UPDATE SET user_id = bonus_state.user_id
       RETURNING ${COLUMNS}`,
      [userId],
      { prepare: 'bonus_lock', changesUsers: [userId] },
    );
    return toState(rows[0]!);
  } catch (err) {
    if ((err as { code?: string }).code === '23503') throw notFound('User not found');
    throw err;
  }
}

export async function readBonusState(db: Db, userId: string): Promise<BonusState> {
  const { rows } = await db.query<BonusStateRow>(`SELECT ${COLUMNS} FROM bonus_state WHERE user_id = $1`, [
    userId,
  ]);
  return rows[0] ? toState(rows[0]) : EMPTY(userId);
}

export async function recordDailyClaim(tx: Db, userId: string, at: Date, streak: number): Promise<void> {
  await tx.query(
    'UPDATE bonus_state SET daily_claims = daily_claims + 1, last_daily_claim_at = $2, streak = $3, updated_at = now() WHERE user_id = $1',
    [userId, at.toISOString(), streak],
    { prepare: 'bonus_daily', changesUsers: [userId] },
  );
}

export async function recordSweepClaim(tx: Db, userId: string, at: Date): Promise<void> {
  await tx.query(
    'UPDATE bonus_state SET sweep_claims = sweep_claims + 1, last_sweep_claim_at = $2, updated_at = now() WHERE user_id = $1',
    [userId, at.toISOString()],
    { prepare: 'bonus_sweep', changesUsers: [userId] },
  );
}
