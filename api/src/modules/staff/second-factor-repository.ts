import type { Db } from '../../db/db';

/** A staff account's second factor row (secret sealed). */
export interface SecondFactorRow {
  user_id: string;
  secret_enc: string;
  enrolled_at: Date | null;
  last_time_step: string | number | null;
}

export async function findSecondFactor(db: Db, userId: string): Promise<SecondFactorRow | null> {
  const r = await db.query<SecondFactorRow>(
    'SELECT user_id, secret_enc, enrolled_at, last_time_step FROM staff_second_factors WHERE user_id = $1',
    [userId],
  );
  return r.rows[0] ?? null;
}

export async function isSecondFactorEnrolled(db: Db, userId: string): Promise<boolean> {
  const r = await db.query(
    'SELECT 1 FROM staff_second_factors WHERE user_id = $1 AND enrolled_at IS NOT NULL',
    [userId],
  );
  return r.rows.length > 0;
}

/** The row, locked for this transaction (one code check at a time per account: no replay by racing). */
export async function lockSecondFactor(tx: Db, userId: string): Promise<SecondFactorRow | null> {
  const r = await tx.query<SecondFactorRow>(
    `SELECT user_id, secret_enc, enrolled_at, last_time_step FROM staff_second_factors
     WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  return r.rows[0] ?? null;
}

/** Starts (or restarts) an enrolment with a new sealed secret; never replaces a confirmed one. */
export async function storePendingSecret(db: Db, userId: string, secretEnc: string): Promise<boolean> {
  const r = await db.query(
    `INSERT INTO staff_second_factors (user_id, secret_enc) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET secret_enc = EXCLUDED.secret_enc, last_time_step = NULL, updated_at = now()
     WHERE staff_second_factors.enrolled_at IS NULL`,
    [userId, secretEnc],
  );
  return r.rowCount > 0;
}

/** Records the accepted time step (and the enrolment, when confirming). */
export async function acceptTimeStep(
  tx: Db,
  userId: string,
  timeStep: number,
  enrol: boolean,
): Promise<void> {
  await tx.query(
    `UPDATE staff_second_factors SET last_time_step = $2, updated_at = now()
       ${enrol ? ', enrolled_at = now()' : ''}
     WHERE user_id = $1`,
    [userId, timeStep],
  );
}

/** Replaces the account's recovery codes with these hashes. */
export async function replaceRecoveryCodes(tx: Db, userId: string, hashes: string[]): Promise<void> {
  await tx.query('DELETE FROM staff_recovery_codes WHERE user_id = $1', [userId]);
  await tx.query(`INSERT INTO staff_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`, [
    userId,
    hashes,
  ]);
}

/** Marks an unused recovery code used; false when it is unknown or was used already. */
export async function useRecoveryCode(tx: Db, userId: string, hash: string): Promise<boolean> {
  const r = await tx.query(
    `UPDATE staff_recovery_codes SET used_at = now()
     WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
    [userId, hash],
  );
  return r.rowCount === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const r = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM staff_recovery_codes WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  return r.rows[0]?.n ?? 0;
}
