import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEV_LIVE_ECHO_PATH,
  envelopeOf,
  errorResponses,
  liveEchoAnswerSchema,
  liveEchoBodySchema,
  type Notification,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { authOf } from '../session/auth-plugin';

/**
 * With SANDBOX=on only: POST /api/v1/dev/live-echo emits a test `notification` to the caller's own sockets.
 * QA uses it to prove that a socket claiming another user's id receives nothing.
 */
export const liveDevRoutes: FastifyPluginAsync = async (plain) => {
  if (!plain.config.sandbox) return;
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: [TAGS.dev],
    security: COOKIE_AUTH,
    body: liveEchoBodySchema,
    response: { 200: envelopeOf(liveEchoAnswerSchema), ...errorResponses },
  };
  app.post(DEV_LIVE_ECHO_PATH, { schema, preValidation: app.requireUser }, async (request, reply) => {
    const { message } = request.body;
    const { userId } = authOf(request);
    const notification: Notification = {
      id: crypto.randomUUID(),
      type: 'test',
      message: message ?? 'This is a test notification.',
      timestamp: new Date().toISOString(),
      read: false,
    };
    app.live.emitToUser(userId, 'notification', notification);
    return ok(reply, { notification }, 'Test notification sent');
  });
};
