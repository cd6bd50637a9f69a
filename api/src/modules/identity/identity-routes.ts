import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AVATAR_RULES, emailOnlySchema, IDENTITY_MESSAGES, PHONE_SETUP_COOKIE } from '@arcade/contracts';
import { ok, parse } from '../../http/envelope';
import { AppError, badRequest, notFound } from '../../http/errors';
import { RATE_LIMITS } from '../../http/rate-limit';
import { authOf } from '../session/auth-plugin';
import { revokeUserSessions } from '../session/session-service';
import { buildUserDto } from '../users/user-dto';
import { readAvatar, saveAvatar } from './avatar-service';
import { resendVerificationEmail, verifyEmailRedirect, verifyEmailToken } from './email-verification';
import { changePassword, forgotPassword, resetPassword, type RevokeSessions } from './password-service';
import {
  completeProfile,
  needsProfileCompletion,
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
export const identityRoutes: FastifyPluginAsync = async (app) => {
  const ctx = () => app.identity;
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
    { preHandler: app.geoGate, config: { rateLimit: RATE_LIMITS.sensitive } },
    async (request, reply) => {
      const origin = publicOrigin(ctx().settings, request);
      const user = await registerUser(ctx(), request.body, origin);
      const expires = new Date(ctx().clock().getTime() + PHONE_SETUP_TTL_S * 1000);
      reply.setCookie(
        PHONE_SETUP_COOKIE,
        signValue(ctx().settings.secret, 'phone-setup', { uid: user.id }, expires),
        {
          httpOnly: true,
          sameSite: 'lax',
          secure: ctx().settings.cookieSecure,
          path: PHONE_SETUP_PATH,
          maxAge: PHONE_SETUP_TTL_S,
        },
      );
      return ok(reply, { phone: user.phone }, IDENTITY_MESSAGES.registered, 201);
    },
  );

  app.get<{ Params: { token: string } }>('/api/v1/user/verify-email/:token', async (request, reply) => {
    const result = await verifyEmailToken(ctx(), request.params.token);
    return reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(verifyEmailRedirect(result), 303);
  });

  app.post(
    '/api/v1/user/resend-verification-email',
    { config: { rateLimit: RATE_LIMITS.sensitive } },
    async (request, reply) => {
      const { email } = parse(emailOnlySchema, request.body);
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
    { config: { rateLimit: RATE_LIMITS.sensitive } },
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

  app.post<{ Params: { token: string } }>(
    '/api/v1/user/reset-password/:token',
    { config: { rateLimit: RATE_LIMITS.sensitive } },
    async (request, reply) => {
      const message = await resetPassword(ctx(), request.params.token, request.body, revoke);
      return ok(reply, null, message);
    },
  );

  app.patch('/api/v1/user/change-password', { preHandler: app.requireUser }, async (request, reply) => {
    const auth = authOf(request);
    const message = await changePassword(ctx(), auth.userId, auth.sessionId, request.body, revoke);
    return ok(reply, null, message);
  });

  app.put('/api/v1/user/update-profile', { preHandler: app.requireUser }, async (request, reply) => {
    const row = await updateProfile(ctx(), authOf(request).userId, request.body);
    return ok(reply, await userAnswer(row), IDENTITY_MESSAGES.profileUpdated);
  });

  app.patch('/api/v1/user/subscribe', { preHandler: app.requireUser }, async (request, reply) => {
    const row = await updateSubscription(ctx(), authOf(request).userId, request.body);
    return ok(reply, await userAnswer(row), IDENTITY_MESSAGES.subscriptionUpdated);
  });

  app.post(
    '/api/v1/user/complete-profile',
    { preHandler: [app.requireUser, app.geoGate] },
    async (request, reply) => {
      const row = await completeProfile(ctx(), authOf(request).userId, request.body);
      return ok(reply, await userAnswer(row), IDENTITY_MESSAGES.profileCompleted);
    },
  );

  app.post(
    '/api/v1/user/upload-avatar',
    { preHandler: app.requireUser, config: { rateLimit: RATE_LIMITS.write } },
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

  app.get<{ Params: { id: string } }>('/api/v1/user/avatar/:id', async (request, reply) => {
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

/** Reads the multipart field `file` (at most 2 MB; larger uploads are 413). */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(IDENTITY_MESSAGES.avatarMissing);
  const part = await request.file({ limits: { fileSize: AVATAR_RULES.maxBytes, files: 1 } });
  if (!part || part.fieldname !== AVATAR_RULES.field) throw badRequest(IDENTITY_MESSAGES.avatarMissing);
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, IDENTITY_MESSAGES.avatarTooLarge);
    throw err;
  }
  if (part.file.truncated) throw new AppError(413, IDENTITY_MESSAGES.avatarTooLarge);
  return data;
}
