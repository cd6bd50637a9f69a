import type { Db } from '../../db/db';
import type { SqlParams } from '../../db/sql-params';
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

/** The bonus columns of a user view row (the contributor's, prefix removed) as a BonusState. */
export function bonusStateOfColumns(userId: string, columns: Record<string, unknown>): BonusState {
  return bonusStateOf(userId, columns.user_id ? (columns as Omit<BonusStateRow, 'user_id'>) : null);
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

export async function readBonusState(db: Db, userId: string): Promise<BonusState> {
  const { rows } = await db.query<BonusStateRow>(
    `SELECT ${COLUMNS} FROM bonus_state WHERE user_id = $1`,
    [userId],
    { prepare: 'bonus_read' },
  );
  return rows[0] ? toState(rows[0]) : EMPTY(userId);
}

/** What a claim records: the claim number it makes, its time, and the daily streak it gives. */
export interface ClaimRecord {
  kind: 'daily' | 'sweep';
  /** The state the claim was decided on: the record is written only if the row still holds it. */
  expected: BonusState;
  at: Date;
  /** Daily claims only. */
  streak?: number;
}

/** The name of the WITH item that records a claim; its row (`claimed_at`) exists only when it was recorded. */
export const BONUS_CLAIM = 'bonus_claim';

/**
 * The WITH item that records a claim inside the claim's one statement (issue 9), only if the user's bonus row
 * still holds the state the claim was decided on (its claim count and last claim time): the row is created or
 * updated by one `INSERT ... ON CONFLICT DO UPDATE ... WHERE`, which locks it and re-checks the condition on the
 * latest committed version, so of two claims decided on one state only the first is recorded. `claimedAt` is an
 * SQL expression: the claim's time, or the time of an earlier credit of this claim number (a replay).
 */
export function claimRecordItem(p: SqlParams, record: ClaimRecord, claimedAt: string): string {
  const { expected } = record;
  const user = p.add(expected.userId, 'uuid');
  if (record.kind === 'daily') {
    const last = p.add(expected.lastDailyClaimAt?.toISOString() ?? null, 'timestamptz');
    return `${BONUS_CLAIM} AS (
      INSERT INTO bonus_state AS s (user_id, daily_claims, last_daily_claim_at, streak)
      VALUES (${user}, ${p.add(expected.dailyClaims + 1, 'int')}, ${claimedAt}, ${p.add(record.streak ?? 1, 'int')})
      ON CONFLICT (user_id) DO UPDATE SET daily_claims = EXCLUDED.daily_claims,
        last_daily_claim_at = EXCLUDED.last_daily_claim_at, streak = EXCLUDED.streak, updated_at = now()
      WHERE s.daily_claims = ${p.add(expected.dailyClaims, 'int')} AND s.last_daily_claim_at IS NOT DISTINCT FROM ${last}
      RETURNING s.last_daily_claim_at AS claimed_at
    )`;
  }
  const last = p.add(expected.lastSweepClaimAt?.toISOString() ?? null, 'timestamptz');
  return `${BONUS_CLAIM} AS (
      INSERT INTO bonus_state AS s (user_id, sweep_claims, last_sweep_claim_at)
      VALUES (${user}, ${p.add(expected.sweepClaims + 1, 'int')}, ${claimedAt})
      ON CONFLICT (user_id) DO UPDATE SET sweep_claims = EXCLUDED.sweep_claims,
        last_sweep_claim_at = EXCLUDED.last_sweep_claim_at, updated_at = now()
      WHERE s.sweep_claims = ${p.add(expected.sweepClaims, 'int')} AND s.last_sweep_claim_at IS NOT DISTINCT FROM ${last}
      RETURNING s.last_sweep_claim_at AS claimed_at
    )`;
}
