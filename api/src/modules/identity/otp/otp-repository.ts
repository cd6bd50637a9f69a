import type { Db } from '../../../db/db';

/** The phone_otps fields a verification reads. */
export interface OtpRow {
  id: string;
  phone: string;
  code_hash: string;
  expires_at: Date;
  attempts: number;
}

/** Data access of phone verification codes. Every method runs on tx when given, else on db. */
export function createOtpRepository(db: Db) {
  return {
    /** Retires every unused code of a user (a new one is sent, or the phone changed). */
    async consumeAllOfUser(userId: string, at: Date, tx: Db = db): Promise<void> {
      await tx.query('UPDATE phone_otps SET consumed_at = $2 WHERE user_id = $1 AND consumed_at IS NULL', [
        userId,
        at,
      ]);
    },

    async insert(
      input: { id: string; userId: string; phone: string; codeHash: string; expiresAt: Date; at: Date },
      tx: Db = db,
    ): Promise<void> {
      await tx.query(
        'INSERT INTO phone_otps (id, user_id, phone, code_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
        [input.id, input.userId, input.phone, input.codeHash, input.expiresAt, input.at],
      );
    },

    /** The newest unused code sent to this user for this phone. */
    async findLatestUnused(userId: string, phone: string, tx: Db = db): Promise<OtpRow | null> {
      const r = await tx.query<OtpRow>(
        `SELECT id, phone, code_hash, expires_at, attempts FROM phone_otps
          WHERE user_id = $1 AND phone = $2 AND consumed_at IS NULL ORDER BY created_at DESC LIMIT 1`,
        [userId, phone],
      );
      return r.rows[0] ?? null;
    },

    /** Counts one try, atomically: false when the code is used up or already had maxAttempts tries. */
    async countAttempt(otpId: string, maxAttempts: number, tx: Db = db): Promise<boolean> {
      const r = await tx.query<{ attempts: number }>(
        'UPDATE phone_otps SET attempts = attempts + 1 WHERE id = $1 AND attempts < $2 AND consumed_at IS NULL RETURNING attempts',
        [otpId, maxAttempts],
      );
      return r.rows.length > 0;
    },

    /** Uses a code up; false when it was already used (a parallel verification won). */
    async consume(otpId: string, at: Date, tx: Db = db): Promise<boolean> {
      const r = await tx.query(
        'UPDATE phone_otps SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL RETURNING id',
        [otpId, at],
      );
      return r.rows.length > 0;
    },
  };
}

export type OtpRepository = ReturnType<typeof createOtpRepository>;
