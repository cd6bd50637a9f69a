import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { DEV_LIVE_ECHO_PATH, type Notification } from '@arcade/contracts';
import { ok, parse } from '../../http/envelope';
import { authOf } from '../session/auth-plugin';

const echoSchema = z.object({ message: z.string().trim().min(1).max(500).optional() });

/**
 * With SANDBOX=on only: POST /api/v1/dev/live-echo emits a test `notification` to the caller's own sockets.
 * QA uses it to prove that a socket claiming another user's id receives nothing.
 */
export const liveDevRoutes: FastifyPluginAsync = async (app) => {
  if (!app.config.sandbox) return;
  app.post(DEV_LIVE_ECHO_PATH, { preHandler: app.requireUser }, async (request, reply) => {
    const { message } = parse(echoSchema, request.body);
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
