import type { Role } from '@arcade/contracts';
import type { Db } from '../../db/db';
import type { AuthContext } from '../../http/auth-types';
import { findLiveSession } from './session-store';
import { verifyAccessToken } from './tokens';

export type AuthenticateResult<T = unknown> =
  { status: 'ok'; auth: AuthContext; found: T } | { status: 'missing' | 'invalid' | 'expired' | 'revoked' };

/** Reads a live session (and whatever the caller needs with it, in the same statement); null when not live. */
export type SessionLookup<T extends { role: Role }> = (
  db: Db,
  sessionId: string,
  userId: string,
) => Promise<T | null>;

/**
 * Establishes who calls from an access token: signature, expiry, then a live sessions row
 * (so logout and password resets take effect at once). The role comes from the users row. A route that needs
 * more than the role (e.g. GET /user/me) passes a lookup that reads it in the same statement.
 */
export async function authenticateAccessToken<T extends { role: Role } = { role: Role }>(
  db: Db,
  secret: string,
  token: string | undefined,
  lookup: SessionLookup<T> = findLiveSession as unknown as SessionLookup<T>,
): Promise<AuthenticateResult<T>> {
  if (!token) return { status: 'missing' };
  const verified = await verifyAccessToken(secret, token);
  if (verified.status === 'invalid') return { status: 'invalid' };
  if (verified.status === 'expired') return { status: 'expired' };
  const live = await lookup(db, verified.claims.sid, verified.claims.sub);
  if (!live) return { status: 'revoked' };
  return {
    status: 'ok',
    auth: { userId: verified.claims.sub, role: live.role, sessionId: verified.claims.sid },
    found: live,
  };
}
