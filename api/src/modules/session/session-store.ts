import { SESSION_TIMING, type Role, type User } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { selectUserViewRow, userOfViewRow, type UserViewRow } from '../users/user-dto';
import { isUuid } from '../../db/uuid';
import { hashToken, newRefreshToken } from './tokens';

export interface SessionMeta {
  userAgent?: string | null;
  ip?: string | null;
}

/** Opens a session row and the first refresh token of its family. Returns the raw refresh token (never stored). */
/**
 * A staff session (issue 29 item 1): opened after the second factor, with an absolute end and an idle limit (its
 * refresh tokens expire after idleSeconds without a refresh, never after the end).
 */
export interface StaffSessionLimits {
  secondFactorAt: true;
  absoluteSeconds: number;
  idleSeconds: number;
}

export async function createSession(
  db: Db,
  userId: string,
  meta: SessionMeta = {},
  staff?: StaffSessionLimits,
): Promise<{ sessionId: string; familyId: string; refreshToken: string }> {
  return db.transaction(async (tx) => {
    const s = await tx.query<{ id: string }>(
      `INSERT INTO sessions (user_id, user_agent, ip, second_factor_at, expires_at, idle_seconds)
       VALUES ($1, $2, $3, CASE WHEN $4::boolean THEN now() END,
               now() + $5::int * interval '1 second', $6::int) RETURNING id`,
      [
        userId,
        meta.userAgent?.slice(0, 512) ?? null,
        meta.ip ?? null,
        staff ? true : false,
        staff?.absoluteSeconds ?? null,
        staff?.idleSeconds ?? null,
      ],
      { changesUsers: [userId] },
    );
    const sessionId = s.rows[0]!.id;
    const refreshToken = newRefreshToken();
    const f = await tx.query<{ family_id: string }>(
      `INSERT INTO refresh_tokens (session_id, family_id, token_hash, expires_at)
       VALUES ($1, gen_random_uuid(), $2, now() + $3::int * interval '1 second') RETURNING family_id`,
      [
        sessionId,
        hashToken(refreshToken),
        staff ? Math.min(staff.idleSeconds, staff.absoluteSeconds) : SESSION_TIMING.refreshTokenSeconds,
      ],
    );
    return { sessionId, familyId: f.rows[0]!.family_id, refreshToken };
  });
}

/** The user's current role when the session is live and belongs to the user, else null. */
export async function findLiveSession(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<{ role: Role } | null> {
  if (!isUuid(sessionId) || !isUuid(userId)) return null;
  const r = await db.query<{ role: Role }>(
    `SELECT u.role FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL`,
    [sessionId, userId],
    { prepare: 'session_role' }, // every authenticated request
  );
  return r.rows[0] ?? null;
}

/**
 * The live session's user as the full DTO (role, balances, bonus state and every other contributed field)
 * in one statement, or null when the session is ended, unknown or not the user's.
 */
export async function findLiveSessionUser(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<{ role: Role; user: User } | null> {
  const row = await findLiveSessionUserRow(db, sessionId, userId);
  return row ? { role: row.role, user: userOfViewRow(row) } : null;
}

/** findLiveSessionUser's one statement, answering the row (session/live-user-cache.ts keeps rows). */
export async function findLiveSessionUserRow(
  db: Db,
  sessionId: string,
  userId: string,
): Promise<UserViewRow | null> {
  if (!isUuid(sessionId) || !isUuid(userId)) return null;
  return selectUserViewRow(db, {
    from: 'sessions s JOIN users u ON u.id = s.user_id',
    where: 's.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL',
    params: [sessionId, userId],
    prepare: 'session_user', // every GET /user/me (that the cache does not answer)
  });
}

/** Ends one session (idempotent). Returns true when it was live. */
export async function revokeSession(db: Db, sessionId: string, userId?: string): Promise<boolean> {
  if (!isUuid(sessionId) || (userId !== undefined && !isUuid(userId))) return false;
  const r = await db.query(
    `UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL ${userId ? 'AND user_id = $2' : ''}`,
    userId ? [sessionId, userId] : [sessionId],
    userId ? { changesUsers: [userId] } : undefined,
  );
  return r.rowCount > 0;
}

/**
 * Ends every live session of a user (password reset/change, account lock), except one if given.
 * Returns the ids of the sessions ended (pass them to app.live.disconnectSessions).
 */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  exceptSessionId?: string,
): Promise<string[]> {
  if (!isUuid(userId)) return [];
  const except = exceptSessionId && isUuid(exceptSessionId) ? exceptSessionId : null;
  const r = await db.query<{ id: string }>(
    `UPDATE sessions SET revoked_at = now()
     WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid)
     RETURNING id`,
    [userId, except],
    { changesUsers: [userId] },
  );
  return r.rows.map((row) => row.id);
}

/** The session a refresh token belongs to (any state), for logout. */
export async function findSessionByRefreshToken(
  db: Db,
  refreshToken: string,
): Promise<{ sessionId: string; userId: string } | null> {
  const r = await db.query<{ session_id: string; user_id: string }>(
    `SELECT rt.session_id, s.user_id FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id WHERE rt.token_hash = $1`,
    [hashToken(refreshToken)],
  );
  const row = r.rows[0];
  return row ? { sessionId: row.session_id, userId: row.user_id } : null;
}

export type RotateResult =
  | { status: 'rotated'; sessionId: string; userId: string; role: Role; refreshToken: string }
  /** Unknown token. */
  | { status: 'invalid' }
  /** The session was ended (logout, reset, reuse). */
  | { status: 'revoked' }
  | { status: 'expired' }
  /** An already used token came back: the family and its session have been revoked. */
  | { status: 'reuse'; sessionId: string; userId: string };

/**
 * Rotates a refresh token: the presented one is marked used and a new one of the same family is issued.
 * Presenting a used token revokes the whole family and its session (the revocation is committed).
 */
export async function rotateRefreshToken(db: Db, refreshToken: string): Promise<RotateResult> {
  const tokenHash = hashToken(refreshToken);
  return db.transaction(async (tx) => {
    const found = await tx.query<{
      id: string;
      session_id: string;
      family_id: string;
      used_at: Date | null;
      expired: boolean;
      user_id: string;
      revoked_at: Date | null;
      role: Role;
    }>(
      `SELECT rt.id, rt.session_id, rt.family_id, rt.used_at,
              (rt.expires_at <= now() OR s.expires_at <= now()) AS expired,
              s.user_id, s.revoked_at, u.role
       FROM refresh_tokens rt
       JOIN sessions s ON s.id = rt.session_id
       JOIN users u ON u.id = s.user_id
       WHERE rt.token_hash = $1
       FOR UPDATE OF rt, s`,
      [tokenHash],
    );
    const row = found.rows[0];
    if (!row) return { status: 'invalid' } as const;
    const revokeFamily = async () => {
      await tx.query('UPDATE refresh_tokens SET used_at = COALESCE(used_at, now()) WHERE family_id = $1', [
        row.family_id,
      ]);
      await tx.query(
        'UPDATE sessions SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1',
        [row.session_id],
        { changesUsers: [row.user_id] },
      );
    };
    if (row.used_at !== null) {
      await revokeFamily();
      return { status: 'reuse', sessionId: row.session_id, userId: row.user_id } as const;
    }
    if (row.revoked_at !== null) return { status: 'revoked' } as const;
    if (row.expired) return { status: 'expired' } as const;

    const used = await tx.query(
      'UPDATE refresh_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL',
      [row.id],
    );
    if (used.rowCount !== 1) {
      await revokeFamily();
      return { status: 'reuse', sessionId: row.session_id, userId: row.user_id } as const;
    }
    const next = newRefreshToken();
    await tx.query(
      `INSERT INTO refresh_tokens (session_id, family_id, token_hash, expires_at)
       SELECT $1, $2, $3, LEAST(now() + COALESCE(s.idle_seconds, $4::int) * interval '1 second',
                               COALESCE(s.expires_at, 'infinity'::timestamptz))
       FROM sessions s WHERE s.id = $1`,
      [row.session_id, row.family_id, hashToken(next), SESSION_TIMING.refreshTokenSeconds],
    );
    return {
      status: 'rotated',
      sessionId: row.session_id,
      userId: row.user_id,
      role: row.role,
      refreshToken: next,
    } as const;
  });
}
