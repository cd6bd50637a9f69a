import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  envelopeOf,
  errorResponses,
  isStaffRole,
  secondFactorCodeBodySchema,
  secondFactorEnrolledSchema,
  secondFactorEnrolmentSchema,
  secondFactorVerifiedSchema,
  SECOND_FACTOR_MESSAGES,
  SESSION_MESSAGES,
  stepUpAnswerSchema,
  totpCodeBodySchema,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { ok } from '../../http/envelope';
import { AppError, forbidden } from '../../http/errors';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { authOf } from '../session/auth-plugin';
import { registerStaffSignInStep, runLoginHooks } from '../session/login-hooks';
import { issueSession } from '../session/session-service';
import { buildUserDto } from '../users/user-dto';
import { findUserById, type UserRow } from '../users/user-repository';
import { enrolDemoStaff } from './demo-second-factor';
import { findStaffSession, markSessionSecondFactor } from '../session/staff-session-repository';
import { countUnusedRecoveryCodes, isSecondFactorEnrolled } from './second-factor-repository';
import {
  challengeUserId,
  checkCode,
  clearChallenge,
  setChallenge,
  issueRecoveryCodes,
  startEnrolment,
} from './second-factor';

/** The staff account of the challenge cookie (401 without one; 401 when the account is no longer staff). */
async function challengedStaff(request: FastifyRequest): Promise<UserRow> {
  const user = await findUserById(request.server.db, challengeUserId(request));
  if (!user || !isStaffRole(user.role)) {
    throw new AppError(401, SECOND_FACTOR_MESSAGES.noChallenge, [ERROR_CODES.secondFactorChallenge], {
      redirect: '/login',
    });
  }
  return user;
}

/** Opens the staff session (with its limits) and runs what a login runs; answers the signed-in user. */
async function signIn(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
  const { staffAuth } = request.server.config;
  await issueSession(reply, user, request, {
    secondFactorAt: true,
    absoluteSeconds: staffAuth.sessionHours * 3600,
    idleSeconds: staffAuth.idleMinutes * 60,
  });
  clearChallenge(reply);
  await runLoginHooks({ db: request.server.db, user, request });
  const fresh = (await findUserById(request.server.db, user.id)) ?? user;
  return buildUserDto(request.server.db, fresh);
}

/**
 * The staff second factor (issue 29 item 1). With the challenge cookie of a staff password sign-in:
 * POST /staff/second-factor/enrol (new secret and QR code), /enrol/confirm (first code: signed in, recovery codes
 * once), /verify (a TOTP or a recovery code: signed in). With a staff session: POST /staff/step-up.
 */
export const secondFactorRoutes: FastifyPluginAsync = async (plain) => {
  // A staff password sign-in opens no session: it sets the challenge and asks to enrol or verify.
  registerStaffSignInStep(async (reply, user, db) => {
    setChallenge(reply, user.id);
    return (await isSecondFactorEnrolled(db, user.id)) ? 'verify' : 'enrol';
  });
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.addHook('onReady', () => enrolDemoStaff(app));
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.post(
    '/api/v1/staff/second-factor/enrol',
    {
      schema: {
        tags: [TAGS.staff],
        response: { 200: envelopeOf(secondFactorEnrolmentSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await challengedStaff(request);
      noStore(reply);
      return ok(reply, await startEnrolment(request, user), SECOND_FACTOR_MESSAGES.enrolStarted);
    },
  );

  app.post(
    '/api/v1/staff/second-factor/enrol/confirm',
    {
      schema: {
        tags: [TAGS.staff],
        body: totpCodeBodySchema,
        response: { 200: envelopeOf(secondFactorEnrolledSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await challengedStaff(request);
      let recoveryCodes: string[] = [];
      await checkCode({
        request,
        user,
        code: request.body.code,
        purpose: 'enrol',
        onSuccess: async (tx: Db) => {
          recoveryCodes = await issueRecoveryCodes(tx, request, user.id);
        },
      });
      noStore(reply);
      return ok(
        reply,
        { user: await signIn(request, reply, user), recoveryCodes },
        SECOND_FACTOR_MESSAGES.enrolled,
      );
    },
  );

  app.post(
    '/api/v1/staff/second-factor/verify',
    {
      schema: {
        tags: [TAGS.staff],
        body: secondFactorCodeBodySchema,
        response: { 200: envelopeOf(secondFactorVerifiedSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await challengedStaff(request);
      const outcome = await checkCode({
        request,
        user,
        code: request.body.code,
        purpose: 'verify',
        onSuccess: async () => undefined,
      });
      noStore(reply);
      return ok(
        reply,
        {
          user: await signIn(request, reply, user),
          recoveryCodeUsed: outcome.method === 'recovery',
          recoveryCodesLeft: await countUnusedRecoveryCodes(app.db, user.id),
        },
        SECOND_FACTOR_MESSAGES.verified,
      );
    },
  );

  app.post(
    '/api/v1/staff/step-up',
    {
      schema: {
        tags: [TAGS.staff],
        security: COOKIE_AUTH,
        body: secondFactorCodeBodySchema,
        response: { 200: envelopeOf(stepUpAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const auth = authOf(request);
      if (!isStaffRole(auth.role)) throw forbidden(SESSION_MESSAGES.forbidden);
      // Only a session opened with the second factor steps up (another sign-in signs in again).
      const session = await findStaffSession(app.db, auth.sessionId, auth.userId);
      if (!session?.second_factor_at || session.expired) {
        throw forbidden(SECOND_FACTOR_MESSAGES.secondFactorRequired, [ERROR_CODES.secondFactorRequired]);
      }
      let at = new Date();
      await checkCode({
        request,
        user: { id: auth.userId, role: auth.role },
        code: request.body.code,
        purpose: 'step-up',
        onSuccess: async (tx) => {
          at = await markSessionSecondFactor(tx, auth.sessionId, auth.userId);
        },
      });
      const validUntil = new Date(at.getTime() + app.config.staffAuth.stepUpMinutes * 60_000);
      return ok(reply, { validUntil: validUntil.toISOString() }, SECOND_FACTOR_MESSAGES.steppedUp);
    },
  );
};
