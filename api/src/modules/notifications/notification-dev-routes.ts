import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEV_NOTIFY_PATH,
  devNotifyAnswerSchema,
  devNotifyBodySchema,
  envelopeOf,
  errorResponses,
  NOTIFICATION_PAYLOAD_SCHEMAS,
  type NotificationDto,
  type NotificationType,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { authOf } from '../session/auth-plugin';
import { notify } from './notification-service';

/**
 * With SANDBOX=on only (issue 10): POST /api/v1/dev/notify makes `count` notifications of a player type for the
 * caller through notify(), each in its own transaction, exactly as a module would (stored, seq, pushed after
 * commit). QA and the e2e suite use it for the badge (9+) and the popups (deposit_success) until the modules that
 * emit them exist. The payload is checked against the type's schema.
 */
export const notificationDevRoutes: FastifyPluginAsync = async (plain) => {
  if (!plain.config.sandbox) return;
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.post(
    DEV_NOTIFY_PATH,
    {
      schema: {
        tags: [TAGS.dev],
        security: COOKIE_AUTH,
        body: devNotifyBodySchema,
        response: { 200: envelopeOf(devNotifyAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const type = request.body.type as NotificationType;
      const parsed = NOTIFICATION_PAYLOAD_SCHEMAS[type].safeParse(request.body.payload);
      if (!parsed.success)
        throw badRequest(
          `payload does not match ${type}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'payload'}: ${i.message}`).join('; ')}`,
        );
      const made: NotificationDto[] = [];
      for (let i = 0; i < request.body.count; i++) {
        const stored = await app.db.transaction((tx) =>
          notify(tx, { recipients: userId, type, payload: parsed.data as never }),
        );
        made.push(...stored.map(({ userId: _owner, ...dto }) => dto));
      }
      return ok(reply, { notifications: made }, 'Notifications sent');
    },
  );
};
