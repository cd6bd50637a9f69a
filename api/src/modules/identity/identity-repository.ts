import type { Db } from '../../db/db';
import type { UserRow } from '../users/user-repository';

/**
 * The identity module's statements on the users table (the generic ones, find/insert/update by field, are in
 * users/user-repository.ts). Every method runs on tx when given (inside a transaction), else on db.
 */
export function createIdentityRepository(db: Db) {
  return {
    /** True when another account has verified this phone. */
    async isPhoneVerifiedElsewhere(phone: string, userId: string, tx: Db = db): Promise<boolean> {
      const r = await tx.query<{ id: string }>(
        'SELECT id FROM users WHERE phone = $1 AND phone_verified_at IS NOT NULL AND id <> $2',
        [phone, userId],
      );
      return r.rows.length > 0;
    },

    /** True when another account holds this phone, verified or not. */
    async isPhoneUsedElsewhere(phone: string, userId: string, tx: Db = db): Promise<boolean> {
      const r = await tx.query<{ id: string }>('SELECT id FROM users WHERE phone = $1 AND id <> $2', [
        phone,
        userId,
      ]);
      return r.rows.length > 0;
    },

    /** Clears this phone from the other accounts that hold it unverified. */
    async releaseUnverifiedPhone(phone: string, userId: string, tx: Db = db): Promise<void> {
      await tx.query(
        'UPDATE users SET phone = NULL WHERE phone = $1 AND id <> $2 AND phone_verified_at IS NULL',
        [phone, userId],
      );
    },

    /** Makes the phone the user's verified phone (an already verified same phone keeps its first time). */
    async setVerifiedPhone(userId: string, phone: string, at: Date, tx: Db = db): Promise<void> {
      await tx.query(
        `UPDATE users SET phone = $2,
           phone_verified_at = CASE WHEN phone = $2 AND phone_verified_at IS NOT NULL THEN phone_verified_at ELSE $3 END
         WHERE id = $1`,
        [userId, phone, at],
      );
    },

    /** Records the state and the 21+ confirmation of an incomplete profile; null when it was complete. */
    async completeProfile(userId: string, state: string, at: Date, tx: Db = db): Promise<UserRow | null> {
      const r = await tx.query<UserRow>(
        `UPDATE users SET state = $2, adult_confirmed_at = $3, needs_profile_completion = false
          WHERE id = $1 AND needs_profile_completion RETURNING *`,
        [userId, state, at],
      );
      return r.rows[0] ?? null;
    },

    async needsProfileCompletion(userId: string, tx: Db = db): Promise<boolean> {
      const r = await tx.query<{ needs_profile_completion: boolean }>(
        'SELECT needs_profile_completion FROM users WHERE id = $1',
        [userId],
      );
      return r.rows[0]?.needs_profile_completion === true;
    },

    /** The 21+ confirmation given at registration. */
    async confirmAdult(userId: string, at: Date, tx: Db = db): Promise<void> {
      await tx.query('UPDATE users SET adult_confirmed_at = $2 WHERE id = $1', [userId, at]);
    },

    /** Sets the password hash; with emailVerifiedAt, also marks an unverified e-mail verified (a reset link). */
    async setPasswordHash(
      userId: string,
      passwordHash: string,
      options: { emailVerifiedAt?: Date } = {},
      tx: Db = db,
    ): Promise<void> {
      if (options.emailVerifiedAt) {
        await tx.query(
          'UPDATE users SET password_hash = $2, email_verified_at = COALESCE(email_verified_at, $3) WHERE id = $1',
          [userId, passwordHash, options.emailVerifiedAt],
        );
        return;
      }
      await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
    },

    async findAvatarUrl(userId: string, tx: Db = db): Promise<string | null> {
      const r = await tx.query<{ avatar_url: string | null }>('SELECT avatar_url FROM users WHERE id = $1', [
        userId,
      ]);
      return r.rows[0]?.avatar_url ?? null;
    },
  };
}

export type IdentityRepository = ReturnType<typeof createIdentityRepository>;
