import type { Db } from '../../../db/db';

/** The phone_otps fields a verification reads. */
export interface OtpRow {
  id: string;
  phone: string;
  code_hash: string;
  expires_at: Date;
  attempts: number;
}

/* Data access of phone verification codes. Each function runs on the db it is given (a transaction is one). */

/** Retires every unused code of a user (a new one is sent, or the phone changed). */
export async function consumeAllOtpsOfUser(db: Db, userId: string, at: Date): Promise<void> {
  await db.query('UPDATE phone_otps SET consumed_at = $2 WHERE user_id = $1 AND consumed_at IS NULL', [
    userId,
    at,
  ]);
}

export async function insertOtp(
  db: Db,
  input: { id: string; userId: string; phone: string; codeHash: string; expiresAt: Date; at: Date },
): Promise<void> {
  await db.query(
    'INSERT INTO phone_otps (id, user_id, phone, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [input.id, input.userId, input.phone, input.codeHash, input.expiresAt, input.at],
  );
}

/** The newest unused code sent to this user for this phone. */
export async function findLatestUnusedOtp(db: Db, userId: string, phone: string): Promise<OtpRow | null> {
  const r = await db.query<OtpRow>(
    `SELECT id, phone, code_hash, expires_at, attempts FROM phone_otps
      WHERE user_id = $1 AND phone = $2 AND consumed_at IS NULL ORDER BY created_at DESC LIMIT 1`,
    [userId, phone],
  );
  return r.rows[0] ?? null;
}

/** Counts one try, atomically: false when the code is used up or already had maxAttempts tries. */
export async function countOtpAttempt(db: Db, otpId: string, maxAttempts: number): Promise<boolean> {
  const r = await db.query<{ attempts: number }>(
    'UPDATE phone_otps SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 AND consumed_at IS NULL RETURNING attempts',
    [otpId, maxAttempts],
  );
  return r.rows.length > 0;
}

/** Uses a code up; false when it was already used (a parallel verification won). */
export async function consumeOtp(db: Db, otpId: string, at: Date): Promise<boolean> {
  const r = await db.query(
    'UPDATE phone_otps SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id',
    [otpId, at],
  );
  return r.rows.length > 0;
}
