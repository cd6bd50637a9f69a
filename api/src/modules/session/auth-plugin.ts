import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, SESSION_MESSAGES } from '@arcade/contracts';
import { forbidden, unauthorized } from '../../http/errors';
import type { AuthContext } from '../../http/auth-types';
import { authenticateAccessToken } from './authenticate';
import { ACCESS_COOKIE } from './cookies';

/** request.auth after app.requireUser / app.requireAdmin; throws 401 when absent (e.g. a route without the guard). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(SESSION_MESSAGES.unauthorized);
  return request.auth;
}

/** Decorates app.requireUser, app.requireAdmin and app.optionalUser (preHandlers) and request.auth. */
export const authPlugin = fp(
  async (app) => {
    app.decorateRequest('auth', null);

    const check = (request: FastifyRequest) =>
      authenticateAccessToken(app.db, app.config.jwtSecret, request.cookies[ACCESS_COOKIE]);

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
    });

    app.decorate('optionalUser', async (request: FastifyRequest) => {
      const result = await check(request);
      request.auth = result.status === 'ok' ? result.auth : null;
    });
  },
  { name: 'arcade-auth', dependencies: ['@fastify/cookie'] },
);
