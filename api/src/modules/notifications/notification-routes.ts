import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  errorResponses,
  NOTIFICATION_MESSAGES,
  notificationReadAnswerSchema,
  notificationsAnswerSchema,
  notificationsCountAnswerSchema,
  notificationsQuerySchema,
  uuidParamsSchema,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { authOf } from '../session/auth-plugin';
import {
  clearReadNotifications,
  dismissNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notification-service';

/** The caller's own notifications (SPEC §7): list, mark one read, mark all read, clear the read ones. */
export const notificationRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: [TAGS.notifications], security: COOKIE_AUTH };

  app.get(
    '/api/v1/user/notifications',
    {
      schema: {
        ...docs,
        querystring: notificationsQuerySchema,
        response: { 200: envelopeOf(notificationsAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) =>
      ok(
        reply,
        await listNotifications(app.db, authOf(request).userId, request.query),
        NOTIFICATION_MESSAGES.listed,
      ),
  );

  app.put(
    '/api/v1/user/notifications/read-all',
    {
      schema: { ...docs, response: { 200: envelopeOf(notificationsCountAnswerSchema), ...errorResponses } },
      preValidation: app.requireUser,
    },
    async (request, reply) =>
      ok(
        reply,
        await markAllNotificationsRead(app.db, authOf(request).userId),
        NOTIFICATION_MESSAGES.readAll,
      ),
  );

  app.put(
    '/api/v1/user/notifications/:id/read',
    {
      schema: {
        ...docs,
        params: uuidParamsSchema,
        response: { 200: envelopeOf(notificationReadAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) =>
      ok(
        reply,
        await markNotificationRead(app.db, authOf(request).userId, request.params.id),
        NOTIFICATION_MESSAGES.read,
      ),
  );

  app.delete(
    '/api/v1/user/notifications/read',
    {
      schema: { ...docs, response: { 200: envelopeOf(notificationsCountAnswerSchema), ...errorResponses } },
      preValidation: app.requireUser,
    },
    async (request, reply) =>
      ok(reply, await clearReadNotifications(app.db, authOf(request).userId), NOTIFICATION_MESSAGES.cleared),
  );

  // Issue 10 item 6: the bell's Dismiss removes one notification (SPEC §4 "removal by dismiss").
  app.delete(
    '/api/v1/user/notifications/:id',
    {
      schema: {
        ...docs,
        params: uuidParamsSchema,
        response: { 200: envelopeOf(notificationsCountAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) =>
      ok(
        reply,
        await dismissNotification(app.db, authOf(request).userId, request.params.id),
        NOTIFICATION_MESSAGES.dismissed,
      ),
  );
};
