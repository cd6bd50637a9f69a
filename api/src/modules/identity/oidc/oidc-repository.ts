import type { Db } from '../../../db/db';

/** Data access of external sign-in identities. Every method runs on tx when given, else on db. */
export function createOidcRepository(db: Db) {
  return {
    /** The account an identity (provider + subject) is linked to, or null. */
    async findLinkedUserId(provider: string, subject: string, tx: Db = db): Promise<string | null> {
      const r = await tx.query<{ user_id: string }>(
        'SELECT user_id FROM user_identities WHERE provider = $1 AND subject = $2',
        [provider, subject],
      );
      return r.rows[0]?.user_id ?? null;
    },

    /** Links an identity to an account (a link that exists already is kept). */
    async linkIdentity(
      input: { provider: string; subject: string; userId: string; email: string },
      tx: Db = db,
    ): Promise<void> {
      await tx.query(
        'INSERT INTO user_identities (provider, subject, user_id, email) VALUES ($1, $2, $3, $4) ON CONFLICT (provider, subject) DO NOTHING',
        [input.provider, input.subject, input.userId, input.email],
      );
    },

    /** The provider proved the e-mail: it counts as verified, and a password set before that proof is cleared. */
    async verifyEmailClearingPassword(userId: string, at: Date, tx: Db = db): Promise<void> {
      await tx.query('UPDATE users SET email_verified_at = $2, password_hash = NULL WHERE id = $1', [
        userId,
        at,
      ]);
    },

    /** A new account from a provider must still confirm its state and 21+. */
    async requireProfileCompletion(userId: string, tx: Db = db): Promise<void> {
      await tx.query('UPDATE users SET needs_profile_completion = true WHERE id = $1', [userId]);
    },
  };
}
