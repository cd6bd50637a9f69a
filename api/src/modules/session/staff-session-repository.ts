import type { Db } from '../../db/db';

// The sessions table's second-factor columns (migration 0026): read by the auth plugin on every staff request and
// written by the staff module's step-up, so they live with the sessions (no session -> staff import).

/** A live staff session's second-factor time and end (null: not live or not the user's). */
export async function findStaffSession(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<{ second_factor_at: Date | null; expired: boolean } | null> {
  const r = await db.query<{ second_factor_at: Date | null; expired: boolean }>(
    `SELECT second_factor_at, COALESCE(expires_at <= now(), false) AS expired FROM sessions
     WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL`,
    [sessionId, userId],
  );
  return r.rows[0] ?? null;
}

/** Step-up: the session's second factor was checked now. Answers the new time. */
export async function markSessionSecondFactor(tx: Db, sessionId: string, userId: string): Promise<Date> {
  const r = await tx.query<{ second_factor_at: Date }>(
    'UPDATE sessions SET second_factor_at = now() WHERE id = $1 AND user_id = $2 RETURNING second_factor_at',
    [sessionId, userId],
    { changesUsers: [userId] },
  );
  return r.rows[0]!.second_factor_at;
}
