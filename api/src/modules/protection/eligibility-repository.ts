import type { EligibilityStatus } from '@arcade/contracts';
import type { Db } from '../../db/db';

export interface EligibilityChangeRow {
  id: string;
  state: string;
  status: EligibilityStatus;
  effective_at: Date | string;
  reason: string;
  created_by: string | null;
  created_at: Date | string;
}

/** The change in force for `state` at `at` (its latest effective by then), or null: never changed. */
export async function changeInForce(db: Db, state: string, at: Date): Promise<EligibilityChangeRow | null> {
  const r = await db.query<EligibilityChangeRow>(
    `SELECT * FROM state_eligibility_changes WHERE state = $1 AND effective_at <= $2
      ORDER BY effective_at DESC, id DESC LIMIT 1`,
    [state, at],
  );
  return r.rows[0] ?? null;
}

/** Every change, newest first (the list is short: a few per state over years). */
export async function listChanges(db: Db): Promise<EligibilityChangeRow[]> {
  const r = await db.query<EligibilityChangeRow>(
    'SELECT * FROM state_eligibility_changes ORDER BY effective_at DESC, id DESC',
  );
  return r.rows;
}

export async function insertChange(
  db: Db,
  input: {
    state: string;
    status: EligibilityStatus;
    effectiveAt: Date;
    reason: string;
    createdBy: string;
    now: Date;
  },
): Promise<EligibilityChangeRow> {
  const r = await db.query<EligibilityChangeRow>(
    `INSERT INTO state_eligibility_changes (state, status, effective_at, reason, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [input.state, input.status, input.effectiveAt, input.reason, input.createdBy, input.now],
  );
  return r.rows[0]!;
}

/** The state a player gave (null: not yet, e.g. a Google sign-up that has not completed its profile). */
export async function playerState(db: Db, userId: string): Promise<string | null> {
  const r = await db.query<{ state: string | null }>('SELECT state FROM users WHERE id = $1', [userId]);
  return r.rows[0]?.state ?? null;
}
