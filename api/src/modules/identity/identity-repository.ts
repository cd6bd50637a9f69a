import type { Db } from '../../db/db';
import type { UserRow } from '../users/user-repository';

/*
 * The identity module's statements on the users table (the generic ones, find/insert/update by field, are in
 * users/user-repository.ts). Each function runs on the db it is given (a transaction is one).
 */

/** True when another account has verified this phone. */
export async function isPhoneVerifiedElsewhere(db: Db, phone: string, userId: string): Promise<boolean> {
  const r = await db.query<{ id: string }>(
    'SELECT id FROM users WHERE phone = $1 AND phone_verified_at IS NOT NULL AND id <> $2',
    [phone, userId],
  );
  return r.rows.length > 0;
}

/** True when another account holds this phone, verified or not. */
export async function isPhoneUsedElsewhere(db: Db, phone: string, userId: string): Promise<boolean> {
  const r = await db.query<{ id: string }>('SELECT id FROM users WHERE phone = $1 AND id <> $2', [
    phone,
    userId,
  ]);
  return r.rows.length > 0;
}

/** Clears this phone from the other accounts that hold it unverified. */
export async function releaseUnverifiedPhone(db: Db, phone: string, userId: string): Promise<void> {
  await db.query(
    'UPDATE users SET phone = NULL WHERE phone = $1 AND id <> $2 AND phone_verified_at IS NULL',
    [phone, userId],
  );
}

/** Makes the phone the user's verified phone (an already verified same phone keeps its first time). */
export async function setVerifiedPhone(db: Db, userId: string, phone: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE users SET phone = $2,
       phone_verified_at = CASE WHEN phone = $2 AND phone_verified_at IS NOT NULL THEN phone_verified_at ELSE $3 END
     WHERE id = $1`,
    [userId, phone, at],
  );
}

/** Records the state and the 21+ confirmation of an incomplete profile; null when it was complete. */
export async function completeUserProfile(
  db: Db,
  userId: string,
  state: string,
  at: Date,
): Promise<UserRow | null> {
  const r = await db.query<UserRow>(
    `UPDATE users SET state = $2, adult_confirmed_at = $3, needs_profile_completion = false
      WHERE id = $1 AND needs_profile_completion RETURNING *`,
    [userId, state, at],
  );
  return r.rows[0] ?? null;
}

export async function userNeedsProfileCompletion(db: Db, userId: string): Promise<boolean> {
  const r = await db.query<{ needs_profile_completion: boolean }>(
    'SELECT needs_profile_completion FROM users WHERE id = $1',
    [userId],
  );
  return r.rows[0]?.needs_profile_completion === true;
}

/** The 21+ confirmation given at registration. */
export async function confirmAdult(db: Db, userId: string, at: Date): Promise<void> {
  await db.query('UPDATE users SET adult_confirmed_at = $2 WHERE id = $1', [userId, at]);
}

/** Sets the password hash; with emailVerifiedAt, also marks an unverified e-mail verified (a reset link). */
export async function setPasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
  options: { emailVerifiedAt?: Date } = {},
): Promise<void> {
  if (options.emailVerifiedAt) {
    await db.query(
      'UPDATE users SET password_hash = $2, email_verified_at = COALESCE(email_verified_at, $3) WHERE id = $1',
      [userId, passwordHash, options.emailVerifiedAt],
    );
    return;
  }
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

export async function findAvatarUrl(db: Db, userId: string): Promise<string | null> {
  const r = await db.query<{ avatar_url: string | null }>('SELECT avatar_url FROM users WHERE id = $1', [
    userId,
  ]);
  return r.rows[0]?.avatar_url ?? null;
}
