import type { Db } from '../../db/db';
import { hashToken, randomToken } from './secure-token';

export type TokenPurpose = 'verify_email' | 'reset_password';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** Creates a random single-use token; only its SHA-256 is stored. Returns the token itself (for the link). */
export async function createUserToken(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<string> {
  const token = randomToken();
  await db.query(
    'INSERT INTO user_tokens (user_id, purpose, token_hash, expires_at, created_at) VALUES ($1, $2, $3, $4, $5)',
    [userId, purpose, hashToken(token), new Date(now.getTime() + TOKEN_TTL_MS[purpose]), now],
  );
  return token;
}

export type ConsumeResult =
  { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'used' | 'expired' };

/**
 * Marks a token used (once, atomically) and returns its user; otherwise why it cannot be used.
 * Runs inside the caller's transaction when given one.
 */
export async function consumeUserToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<ConsumeResult> {
  if (!token || token.length > 200) return { ok: false, reason: 'invalid' };
  const updated = await db.query<{ user_id: string }>(
    `UPDATE user_tokens SET used_at = $3
      WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
      RETURNING user_id`,
    [hashToken(token), purpose, now],
  );
  if (updated.rows[0]) return { ok: true, userId: updated.rows[0].user_id };
  const r = await db.query<{ used_at: Date | null; expires_at: Date }>(
    'SELECT used_at, expires_at FROM user_tokens WHERE token_hash = $1 AND purpose = $2',
    [hashToken(token), purpose],
  );
  const row = r.rows[0];
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.used_at) return { ok: false, reason: 'used' };
  return { ok: false, reason: 'expired' };
}

/** Ends every outstanding token of a purpose for a user (e.g. after a reset, or once the e-mail is verified). */
export async function retireUserTokens(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<void> {
  await db.query(
    'UPDATE user_tokens SET used_at = $3 WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL',
    [userId, purpose, now],
  );
}
