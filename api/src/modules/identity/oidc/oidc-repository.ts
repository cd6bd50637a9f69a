import type { Db } from '../../../db/db';

/* Data access of external sign-in identities. Each function runs on the db it is given (a transaction is one). */

/** The account an identity (provider + subject) is linked to, or null. */
export async function findLinkedUserId(db: Db, provider: string, subject: string): Promise<string | null> {
  const r = await db.query<{ user_id: string }>(
    'SELECT user_id FROM user_identities WHERE provider = $1 AND subject = $2',
    [provider, subject],
  );
  return r.rows[0]?.user_id ?? null;
}

/** Links an identity to an account (a link that exists already is kept). */
export async function linkIdentity(
  db: Db,
  input: { provider: string; subject: string; userId: string; email: string },
): Promise<void> {
  await db.query(
    'INSERT INTO user_identities (provider, subject, user_id, email) VALUES ($1, $2, $3, $4) ON CONFLICT (provider, subject) DO NOTHING',
    [input.provider, input.subject, input.userId, input.email],
  );
}

/** The provider proved the e-mail: it counts as verified, and a password set before that proof is cleared. */
export async function verifyEmailClearingPassword(db: Db, userId: string, at: Date): Promise<void> {
  await db.query('UPDATE users SET email_verified_at = $2, password_hash = NULL WHERE id = $1', [userId, at]);
}

/** A new account from a provider must still confirm its state and 21+. */
export async function requireProfileCompletion(db: Db, userId: string): Promise<void> {
  await db.query('UPDATE users SET needs_profile_completion = true WHERE id = $1', [userId]);
}
