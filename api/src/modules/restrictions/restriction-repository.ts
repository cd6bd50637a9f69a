import type { RestrictionReason } from '@arcade/contracts';
import type { Db } from '../../db/db';

export interface RestrictionRow {
  id: string;
  user_id: string;
  reason: RestrictionReason;
  message: string;
  source: string;
  created_by: string;
  created_at: Date;
  lifted_at: Date | null;
  lifted_by: string | null;
  lift_note: string | null;
}

/** The active (unlifted) restriction of a user, or null. */
export async function findActiveRestriction(db: Db, userId: string): Promise<RestrictionRow | null> {
  const r = await db.query<RestrictionRow>(
    'SELECT * FROM account_restrictions WHERE user_id = $1 AND lifted_at IS NULL',
    [userId],
  );
  return r.rows[0] ?? null;
}

/** Every restriction of a user, oldest first (the history, lifted ones included). */
export async function listRestrictions(db: Db, userId: string): Promise<RestrictionRow[]> {
  const r = await db.query<RestrictionRow>(
    'SELECT * FROM account_restrictions WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return r.rows;
}

export interface NewRestriction {
  userId: string;
  reason: RestrictionReason;
  message: string;
  source: string;
  createdBy: string;
  now: Date;
}

/**
 * Inserts a restriction unless the user already has an active one (then nothing changes: restrictions do not
 * stack). Returns the new row, or null when one was already active.
 */
export async function insertRestriction(db: Db, input: NewRestriction): Promise<RestrictionRow | null> {
  const r = await db.query<RestrictionRow>(
    `INSERT INTO account_restrictions (user_id, reason, message, source, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) WHERE lifted_at IS NULL DO NOTHING
     RETURNING *`,
    [input.userId, input.reason, input.message, input.source, input.createdBy, input.now],
  );
  return r.rows[0] ?? null;
}

/** Lifts the active restriction of a user; returns the lifted row, or null when none was active. */
export async function liftActiveRestriction(
  db: Db,
  input: { userId: string; liftedBy: string; note: string; now: Date },
): Promise<RestrictionRow | null> {
  const r = await db.query<RestrictionRow>(
    `UPDATE account_restrictions SET lifted_at = $2, lifted_by = $3, lift_note = $4
      WHERE user_id = $1 AND lifted_at IS NULL RETURNING *`,
    [input.userId, input.now, input.liftedBy, input.note],
  );
  return r.rows[0] ?? null;
}
