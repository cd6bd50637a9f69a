import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  errorResponses,
  IDENTITY_MESSAGES,
  okNullSchema,
  otpPhoneSchema,
  otpVerifyAnswerSchema,
  otpVerifySchema,
  PHONE_SETUP_COOKIE,
  SESSION_MESSAGES,
} from '@arcade/contracts';
import { ok } from '../../../http/envelope';
import { COOKIE_AUTH, TAGS } from '../../../http/openapi';
import { unauthorized } from '../../../http/errors';
import { RATE_LIMITS } from '../../../http/rate-limit';
import { PHONE_SETUP_PATH } from '../identity-routes';
import { verifyValue } from '../signed-cookie';
import { cookieName } from '../../session/cookies';
import { sendPhoneOtp, verifyPhoneOtp } from './otp-service';

/**
 * The account of an OTP call: the logged-in user, or (right after register, before the e-mail is verified and
 * a login is possible) the account named by the signed phone_setup cookie that register set.
 */
export function otpAccount(request: FastifyRequest): string {
  if (request.auth) return request.auth.userId;
  const app = request.server;
  const setup = verifyValue<{ uid: string }>(
    app.identity.settings.secret,
    'phone-setup',
    request.cookies[
      cookieName(PHONE_SETUP_COOKIE, { secure: app.identity.settings.cookieSecure, path: PHONE_SETUP_PATH })
    ],
    app.identity.clock(),
  );
  if (setup && typeof setup.uid === 'string') return setup.uid;
  throw unauthorized(SESSION_MESSAGES.unauthorized);
}

/** POST /otp/send-phone-verification, /otp/resend-phone-verification {phone}; POST /otp/verify-phone {phone, otp}. */
export const otpRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const guard = { preValidation: app.optionalUser, config: { rateLimit: RATE_LIMITS.sensitive } };
  // The session cookie, or the phone_setup cookie that register set.
  const docs = { tags: [TAGS.otp], security: [...COOKIE_AUTH, { phoneSetup: [] }] };
  const send = {
    ...guard,
    schema: { ...docs, body: otpPhoneSchema, response: { 200: okNullSchema, ...errorResponses } },
  };

  app.post('/api/v1/otp/send-phone-verification', send, async (request, reply) => {
    const message = await sendPhoneOtp(app.identity, otpAccount(request), request.body, false);
    return ok(reply, null, message);
  });

  app.post('/api/v1/otp/resend-phone-verification', send, async (request, reply) => {
    const message = await sendPhoneOtp(app.identity, otpAccount(request), request.body, true);
    return ok(reply, null, message);
  });

  const verify = {
    ...guard,
    schema: {
      ...docs,
      body: otpVerifySchema,
      response: { 200: envelopeOf(otpVerifyAnswerSchema), ...errorResponses },
    },
  };
  app.post('/api/v1/otp/verify-phone', verify, async (request, reply) => {
    const data = await verifyPhoneOtp(app.identity, otpAccount(request), request.body);
    return ok(reply, data, IDENTITY_MESSAGES.phoneVerified);
  });
};
