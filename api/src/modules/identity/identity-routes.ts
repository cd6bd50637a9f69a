import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AVATAR_RULES,
  avatarAnswerSchema,
  binaryBodySchema,
  changePasswordSchema,
  completeProfileSchema,
  emailOnlySchema,
  envelopeOf,
  ERROR_CODES,
  errorResponses,
  fileIdParamsSchema,
  IDENTITY_MESSAGES,
  noBodySchema,
  okNullSchema,
  PHONE_SETUP_COOKIE,
  registerAnswerSchema,
  resetPasswordSchema,
  subscribeSchema,
  tokenParamsSchema,
  userAnswerSchema,
} from '@arcade/contracts';
import {
  registerRequestWithPhoneRuleSchema,
  updateProfileWithPhoneRuleSchema,
} from '@arcade/contracts/phone-rule';
import { ok } from '../../http/envelope';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { AppError, badRequest, notFound } from '../../http/errors';
import { RATE_LIMITS } from '../../http/rate-limit';
import { authOf } from '../session/auth-plugin';
import { cookieName } from '../session/cookies';
import { revokeUserSessions } from '../session/session-service';
import { buildUserDto } from '../users/user-dto';
import { readAvatar, saveAvatar } from './avatar-service';
import { resendVerificationEmail, verifyEmailRedirect, verifyEmailToken } from './email-verification';
import { changePassword, forgotPassword, resetPassword, type RevokeSessions } from './password-service';
import {
  completeProfile,
  needsProfileCompletion,
  recordConsentPrompt,
  updateProfile,
  updateSubscription,
} from './profile-service';
import { publicOrigin } from './public-origin';
import { registerUser } from './register-service';
import { signValue } from './signed-cookie';

/** How long the cookie set by register lets the new account verify its phone before it can log in. */
export const PHONE_SETUP_TTL_S = 60 * 60;
export const PHONE_SETUP_PATH = '/api/v1/otp';

/**
 * Register, e-mail verification, passwords, profile, consent and avatar (docs/identity.md).
 * Every body goes through a strict schema of @arcade/contracts: unknown fields (role, balance, isKYC, ...) are 400.
 */
export const identityRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const ctx = () => app.identity;
  const tags = [TAGS.identity];
  const signedIn = { tags, security: COOKIE_AUTH };
  const okNull = { 200: okNullSchema, ...errorResponses };
  const userOk = { 200: envelopeOf(userAnswerSchema), ...errorResponses };
  const revoke: RevokeSessions = async (userId, except) => {
    const ended = await revokeUserSessions(app.db, userId, except);
    if (ended.length) app.live.disconnectSessions(ended, 'password_changed');
  };
  // needsProfileCompletion is added here too, in case the users module's DTO does not carry contributed extras.
  const userAnswer = async (row: Parameters<typeof buildUserDto>[1]) => ({
    user: {
      ...(await buildUserDto(app.db, row)),
      needsProfileCompletion: await needsProfileCompletion({ db: app.db }, row.id),
    },
  });

  app.post(
    '/api/v1/user/register',
    {
      schema: {
        tags,
        body: registerRequestWithPhoneRuleSchema,
        response: { 201: envelopeOf(registerAnswerSchema), ...errorResponses },
      },
      preValidation: app.geoGate,
      config: { rateLimit: RATE_LIMITS.sensitive },
    },
    async (request, reply) => {
      const origin = publicOrigin(ctx().settings, request);
      const registration = await registerUser(ctx(), request.body, origin, consentProof(request));
      const expires = new Date(ctx().clock().getTime() + PHONE_SETUP_TTL_S * 1000);
      reply.setCookie(
        cookieName(PHONE_SETUP_COOKIE, { secure: ctx().settings.cookieSecure, path: PHONE_SETUP_PATH }),
        signValue(ctx().settings.secret, 'phone-setup', { uid: registration.userId }, expires),
        {
          httpOnly: true,
          sameSite: 'lax',
          secure: ctx().settings.cookieSecure,
          path: PHONE_SETUP_PATH,
          maxAge: PHONE_SETUP_TTL_S,
        },
      );
      return ok(reply, { phone: registration.phone }, IDENTITY_MESSAGES.registered, 201);
    },
  );

  const redirect = noBodySchema('Redirect to /?emailVerified=1, or 0 with reason=expired|used|invalid');
  const verifyEmail = { tags, params: tokenParamsSchema, response: { 303: redirect, ...errorResponses } };
  app.get('/api/v1/user/verify-email/:token', { schema: verifyEmail }, async (request, reply) => {
    const result = await verifyEmailToken(ctx(), request.params.token);
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(verifyEmailRedirect(result), 303);
  });

  app.post(
    '/api/v1/user/resend-verification-email',
    {
      schema: { tags, body: emailOnlySchema, response: okNull },
      config: { rateLimit: RATE_LIMITS.sensitive },
    },
    async (request, reply) => {
      const { email } = request.body;
      const message = await resendVerificationEmail(
        ctx(),
        email,
        request.ip,
        publicOrigin(ctx().settings, request),
      );
      return ok(reply, null, message);
    },
  );

  app.post(
    '/api/v1/user/forgot-password',
    {
      schema: { tags, body: emailOnlySchema, response: okNull },
      config: { rateLimit: RATE_LIMITS.sensitive },
    },
    async (request, reply) => {
      const message = await forgotPassword(
        ctx(),
        request.body,
        request.ip,
        publicOrigin(ctx().settings, request),
      );
      return ok(reply, null, message);
    },
  );

  app.post(
    '/api/v1/user/reset-password/:token',
    {
      schema: { tags, params: tokenParamsSchema, body: resetPasswordSchema, response: okNull },
      config: { rateLimit: RATE_LIMITS.sensitive },
    },
    async (request, reply) => {
      const message = await resetPassword(ctx(), request.params.token, request.body, revoke);
      return ok(reply, null, message);
    },
  );

  app.patch(
    '/api/v1/user/change-password',
    {
      schema: { ...signedIn, body: changePasswordSchema, response: okNull },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const auth = authOf(request);
      const message = await changePassword(ctx(), auth.userId, auth.sessionId, request.body, revoke);
      return ok(reply, null, message);
    },
  );

  app.put(
    '/api/v1/user/update-profile',
    {
      schema: { ...signedIn, body: updateProfileWithPhoneRuleSchema, response: userOk },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const row = await updateProfile(ctx(), authOf(request).userId, request.body);
      return ok(reply, await userAnswer(row), IDENTITY_MESSAGES.profileUpdated);
    },
  );

  app.patch(
    '/api/v1/user/subscribe',
    { schema: { ...signedIn, body: subscribeSchema, response: userOk }, preValidation: app.requireUser },
    async (request, reply) => {
      const row = await updateSubscription(
        ctx(),
        authOf(request).userId,
        request.body,
        consentProof(request),
      );
      return ok(reply, await userAnswer(row), IDENTITY_MESSAGES.subscriptionUpdated);
    },
  );

  // The consent prompt opened: it asks again in 30 days at the earliest, in any browser (issue 28 item 4).
  app.post(
    '/api/v1/user/consent-prompt',
    {
      schema: { ...signedIn, response: userOk },
      preValidation: app.requireUser,
      config: { rateLimit: RATE_LIMITS.write },
    },
    async (request, reply) => {
      const row = await recordConsentPrompt(ctx(), authOf(request).userId);
      return ok(reply, await userAnswer(row), IDENTITY_MESSAGES.consentPromptRecorded);
    },
  );

  app.post(
    '/api/v1/user/complete-profile',
    {
      schema: { ...signedIn, body: completeProfileSchema, response: userOk },
      preValidation: [app.requireUser, app.geoGate],
    },
    async (request, reply) => {
      const row = await completeProfile(ctx(), authOf(request).userId, request.body);
      return ok(reply, await userAnswer(row), IDENTITY_MESSAGES.profileCompleted);
    },
  );

  app.post(
    '/api/v1/user/upload-avatar',
    {
      // multipart/form-data with the image in the field `file` (read by readUpload, not by a body schema).
      schema: {
        ...signedIn,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(avatarAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireUser,
      config: { rateLimit: RATE_LIMITS.write, multipart: true },
    },
    async (request, reply) => {
      const data = await readUpload(request);
      const row = await saveAvatar(ctx(), authOf(request).userId, data);
      return ok(
        reply,
        { avatarUrl: row.avatar_url, ...(await userAnswer(row)) },
        IDENTITY_MESSAGES.avatarUploaded,
      );
    },
  );

  const avatar = {
    tags,
    params: fileIdParamsSchema,
    produces: [...AVATAR_RULES.types],
    response: { 200: binaryBodySchema('The image bytes (PNG, JPEG or WebP)'), ...errorResponses },
  };
  app.get('/api/v1/user/avatar/:id', { schema: avatar }, async (request, reply) => {
    const file = await readAvatar(ctx(), request.params.id);
    if (!file) throw notFound('Avatar not found');
    return reply
      .header('content-type', file.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(file.data);
  });
};

/** What proves a consent choice made over HTTP (consent_events.details): the client's address and browser. */
function consentProof(request: FastifyRequest): Record<string, unknown> {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, ...(typeof agent === 'string' ? { userAgent: agent.slice(0, 300) } : {}) };
}

/** Reads the multipart field `file` (at most 2 MB; larger uploads are 413). */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(IDENTITY_MESSAGES.avatarMissing);
  // A malformed multipart request (no boundary, cut off) is the client's mistake: 400, not 500.
  const part = await request
    .file({ limits: { fileSize: AVATAR_RULES.maxBytes, files: 1 } })
    .catch((err: { statusCode?: number }) => {
      if (typeof err.statusCode === 'number' && err.statusCode < 500) throw err;
      throw badRequest(IDENTITY_MESSAGES.avatarMissing);
    });
  if (!part || part.fieldname !== AVATAR_RULES.field) throw badRequest(IDENTITY_MESSAGES.avatarMissing);
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, IDENTITY_MESSAGES.avatarTooLarge);
    // A body cut off inside the file (the connection or the client stopped): the client's mistake, 400.
    throw badRequest(IDENTITY_MESSAGES.avatarMissing, [ERROR_CODES.badRequest]);
  }
  if (part.file.truncated) throw new AppError(413, IDENTITY_MESSAGES.avatarTooLarge);
  return data;
}
