import type { Db } from '../../db/db';
import type { AuthContext } from '../../http/auth-types';
import { findLiveSession } from './session-store';
import { verifyAccessToken } from './tokens';

export type AuthenticateResult =
  { status: 'ok'; auth: AuthContext } | { status: 'missing' | 'invalid' | 'expired' | 'revoked' };

/**
 * Establishes who calls from an access token: signature, expiry, then a live sessions row
 * (so logout and password resets take effect at once). The role comes from the users row.
 */
export async function authenticateAccessToken(
  db: Db,
  secret: string,
  token: string | undefined,
): Promise<AuthenticateResult> {
  if (!token) return { status: 'missing' };
  const verified = await verifyAccessToken(secret, token);
  if (verified.status === 'invalid') return { status: 'invalid' };
  if (verified.status === 'expired') return { status: 'expired' };
  const live = await findLiveSession(db, verified.claims.sid, verified.claims.sub);
  if (!live) return { status: 'revoked' };
  return {
    status: 'ok',
    auth: { userId: verified.claims.sub, role: live.role, sessionId: verified.claims.sid },
  };
}
