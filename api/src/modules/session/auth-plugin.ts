import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, SECOND_FACTOR_MESSAGES, SESSION_MESSAGES } from '@arcade/contracts';
import { forbidden, unauthorized } from '../../http/errors';
import type { Role } from '@arcade/contracts';
import type { AuthContext } from '../../http/auth-types';
import { findStaffSession } from './staff-session-repository';
import { authenticateAccessToken, type SessionLookup } from './authenticate';
import { accessCookieName } from './cookies';
import { createLiveUserCache, type LiveUserCache } from './live-user-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live session's user from memory on a repeat, forgotten on any committed write that changes it. */
    liveUsers: LiveUserCache;
  }
}

/** request.auth after app.requireUser / app.requireAdmin; throws 401 when absent (e.g. a route without the guard). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(SESSION_MESSAGES.unauthorized);
  return request.auth;
}

/**
 * Like app.requireUser (sets request.auth, same 401s), with a lookup that reads what the route needs together
 * with the session check, in one statement. Returns what the lookup found.
 */
export async function requireUserWith<T extends { role: Role }>(
  request: FastifyRequest,
  lookup: SessionLookup<T>,
): Promise<T> {
  const { db, config } = request.server;
  const result = await authenticateAccessToken(
    db,
    config.jwtSecret,
    request.cookies[accessCookieName(config.cookieSecure)],
    lookup,
  );
  if (result.status === 'ok') {
    request.auth = result.auth;
    return result.found;
  }
  request.auth = null;
  throw result.status === 'expired'
    ? unauthorized(SESSION_MESSAGES.jwtExpired, undefined, ERROR_CODES.jwtExpired)
    : unauthorized(SESSION_MESSAGES.unauthorized);
}

/**
 * Decorates app.requireUser, app.requireAdmin and app.optionalUser (preHandlers), request.auth and app.liveUsers.
 */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null);
    const liveUsers = createLiveUserCache({ db: app.db, redis: app.redis, log: app.log });
    app.decorate('liveUsers', liveUsers);
    app.addHook('onClose', () => liveUsers.close());

    // The session check reads through the cache that GET /user/me fills (the same row answers both).
    const check = (request: FastifyRequest) =>
      authenticateAccessToken(
        app.db,
        app.config.jwtSecret,
        request.cookies[accessCookieName(app.config.cookieSecure)],
        liveUsers.find,
      );

    app.decorate('requireUser', async (request: FastifyRequest) => {
      const result = await check(request);
      if (result.status === 'ok') {
        request.auth = result.auth;
        return;
      }
      request.auth = null;
      throw result.status === 'expired'
        ? unauthorized(SESSION_MESSAGES.jwtExpired, undefined, ERROR_CODES.jwtExpired)
        : unauthorized(SESSION_MESSAGES.unauthorized);
    });

    app.decorate('requireAdmin', async (request: FastifyRequest, reply) => {
      await app.requireUser(request, reply);
      if (request.auth?.role !== 'ADMIN') throw forbidden(SESSION_MESSAGES.forbidden);
      // A staff session opened with the second factor (issue 29 item 1), as app.requireStaff asks.
      const session = await findStaffSession(app.db, request.auth.sessionId, request.auth.userId);
      if (!session?.second_factor_at || session.expired) {
        throw forbidden(SECOND_FACTOR_MESSAGES.secondFactorRequired, [ERROR_CODES.secondFactorRequired]);
      }
    });

    app.decorate('optionalUser', async (request: FastifyRequest) => {
      const result = await check(request);
      request.auth = result.status === 'ok' ? result.auth : null;
    });
  },
  { name: 'arcade-auth', dependencies: ['@fastify/cookie'] },
);
