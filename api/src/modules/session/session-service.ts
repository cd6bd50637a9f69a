import type { Role } from '@arcade/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { setSessionCookies } from './cookies';
import { createSession, type StaffSessionLimits } from './session-store';
import { signAccessToken } from './tokens';

/**
 * Logs a user in on this reply: opens a session, sets the access_token and refresh_token cookies.
 * A staff session (after the second factor) is given its limits. Used by login, and by other modules that sign a user in (e.g. after registration or an OAuth return).
 */
export async function issueSession(
  reply: FastifyReply,
  user: { id: string; role: Role },
  req: FastifyRequest,
  staff?: StaffSessionLimits,
): Promise<{ sessionId: string }> {
  const { db, config } = req.server;
  const { sessionId, refreshToken } = await createSession(
    db,
    user.id,
    { userAgent: req.headers['user-agent'] ?? null, ip: req.ip },
    staff,
  );
  const access = await signAccessToken(config.jwtSecret, { sub: user.id, role: user.role, sid: sessionId });
  setSessionCookies(reply, { access, refresh: refreshToken });
  return { sessionId };
}

export { revokeSession, revokeUserSessions } from './session-store';
