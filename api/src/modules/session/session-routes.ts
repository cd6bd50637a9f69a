import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  envelopeOf,
  errorResponses,
  isStaffRole,
  loginSchema,
  SECOND_FACTOR_MESSAGES,
  secondFactorChallengeSchema,
  noBodySchema,
  okNullSchema,
  sessionHintSchema,
  SESSION_MESSAGES,
  userAnswerSchema,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { TAGS } from '../../http/openapi';
import { AppError, unauthorized } from '../../http/errors';
import { RATE_LIMITS } from '../../http/rate-limit';
import { hashPassword, needsRehash, verifyDummyPassword, verifyPassword } from '../users/password';
import { buildUserDto } from '../users/user-dto';
import { findUserByEmail, findUserById, updateUser } from '../users/user-repository';
import { accessCookieName, clearSessionCookies, refreshCookieName, setSessionCookies } from './cookies';
import { runLoginGates, runLoginHooks, runUnverifiedLoginHooks, staffSignInStep } from './login-hooks';
import { issueSession } from './session-service';
import { findSessionByRefreshToken, revokeSession, rotateRefreshToken } from './session-store';
import { signAccessToken, verifyAccessToken } from './tokens';

const REFRESH_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

/** POST /user/login, POST|DELETE /user/logout, POST /user/refresh-token. */
export const sessionRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const loginOptions = {
    schema: {
      tags: [TAGS.session],
      body: loginSchema,
      response: {
        200: envelopeOf(userAnswerSchema),
        202: envelopeOf(secondFactorChallengeSchema).describe(
          'Staff: the password is right; no session until the second factor (enrol or verify)',
        ),
        204: noBodySchema('E-mail not verified: no session; a new verification link was sent'),
        ...errorResponses,
      },
    },
    config: { rateLimit: RATE_LIMITS.login },
  };
  app.post('/api/v1/user/login', loginOptions, async (request, reply) => {
    const input = request.body;
    const observers = await runLoginGates(request, reply, input.email);
    const user = await findUserByEmail(app.db, input.email);
    let valid = false;
    if (user) valid = await verifyPassword(input.password, user.password_hash);
    else await verifyDummyPassword(input.password);
    if (!user || !valid) {
      for (const o of observers) await o.failed?.();
      throw new AppError(401, SESSION_MESSAGES.invalidCredentials, [], { redirect: '/login' });
    }
    for (const o of observers) await o.succeeded?.(reply);
    if (user.password_hash && needsRehash(user.password_hash)) {
      await updateUser(app.db, user.id, { passwordHash: await hashPassword(input.password) });
    }
    if (!user.email_verified_at) {
      // SPEC §4: 204 means "e-mail not verified"; no session is opened.
      await runUnverifiedLoginHooks({ db: app.db, user, request });
      return reply.code(204).send(undefined);
    }
    if (isStaffRole(user.role)) {
      // Staff (issue 29 item 1): no session yet; the second factor opens it (staff/second-factor-routes.ts).
      const step = await staffSignInStep(reply, user, app.db);
      const enrolled = step === 'verify';
      return ok(
        reply,
        { secondFactor: enrolled ? ('verify' as const) : ('enrol' as const) },
        enrolled ? SECOND_FACTOR_MESSAGES.verifyRequired : SECOND_FACTOR_MESSAGES.enrolRequired,
        202,
      );
    }
    await issueSession(reply, user, request);
    await runLoginHooks({ db: app.db, user, request });
    // Login hooks may have changed the row (e.g. a streak); answer what is stored now.
    const fresh = (await findUserById(app.db, user.id)) ?? user;
    return ok(reply, { user: await buildUserDto(app.db, fresh) }, SESSION_MESSAGES.loginOk);
  });

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const ended = new Set<string>();
    const verified = await verifyAccessToken(
      app.config.jwtSecret,
      request.cookies[accessCookieName(app.config.cookieSecure)],
    );
    if (
      verified.status !== 'invalid' &&
      (await revokeSession(app.db, verified.claims.sid, verified.claims.sub))
    ) {
      ended.add(verified.claims.sid);
    }
    const refresh = request.cookies[refreshCookieName(app.config.cookieSecure)];
    if (refresh && REFRESH_TOKEN_RE.test(refresh)) {
      const session = await findSessionByRefreshToken(app.db, refresh);
      if (session && (await revokeSession(app.db, session.sessionId))) ended.add(session.sessionId);
    }
    if (ended.size) app.live.disconnectSessions([...ended]);
    clearSessionCookies(reply);
    return ok(reply, null, SESSION_MESSAGES.logoutOk);
  };
  const okNull = { tags: [TAGS.session], response: { 200: okNullSchema, ...errorResponses } };
  app.post('/api/v1/user/logout', { schema: okNull }, logout);
  app.delete('/api/v1/user/logout', { schema: okNull }, logout);

  // A hint for the page at start: does this browser hold session cookies at all? A visitor gets 200 and no
  // GET /user/me (which would answer 401 and log a console error on every load). Nothing is trusted from it:
  // /user/me still authenticates, and a stale cookie still goes through 401 and the refresh (issue 8 item 7).
  app.get(
    '/api/v1/user/session',
    { schema: { tags: [TAGS.session], response: { 200: envelopeOf(sessionHintSchema), ...errorResponses } } },
    async (request, reply) => {
      const secure = app.config.cookieSecure;
      const signedIn = Boolean(
        request.cookies[accessCookieName(secure)] || request.cookies[refreshCookieName(secure)],
      );
      reply.header('cache-control', 'no-store');
      return ok(reply, { signedIn }, SESSION_MESSAGES.sessionHint);
    },
  );

  app.post(
    '/api/v1/user/refresh-token',
    { schema: okNull, config: { rateLimit: RATE_LIMITS.refresh } },
    async (request, reply) => {
      const presented = request.cookies[refreshCookieName(app.config.cookieSecure)];
      if (!presented) throw unauthorized(SESSION_MESSAGES.unauthorized);
      const result = REFRESH_TOKEN_RE.test(presented)
        ? await rotateRefreshToken(app.db, presented)
        : ({ status: 'invalid' } as const);
      switch (result.status) {
        case 'rotated': {
          const access = await signAccessToken(app.config.jwtSecret, {
            sub: result.userId,
            role: result.role,
            sid: result.sessionId,
          });
          setSessionCookies(reply, { access, refresh: result.refreshToken });
          return ok(reply, null, SESSION_MESSAGES.refreshOk);
        }
        case 'reuse':
          request.log.warn(
            { userId: result.userId, sessionId: result.sessionId },
            'refresh token reuse: session revoked',
          );
          app.live.disconnectSessions([result.sessionId]);
          clearSessionCookies(reply);
          throw unauthorized(SESSION_MESSAGES.refreshReuse, undefined, ERROR_CODES.sessionRevoked);
        case 'expired':
          clearSessionCookies(reply);
          throw unauthorized(SESSION_MESSAGES.jwtExpired, undefined, ERROR_CODES.jwtExpired);
        default:
          clearSessionCookies(reply);
          throw unauthorized(SESSION_MESSAGES.unauthorized);
      }
    },
  );
};
