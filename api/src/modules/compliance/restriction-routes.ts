import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  errorResponses,
  liftRestrictionBodySchema,
  restrictionAnswerSchema,
  restrictionHistoryAnswerSchema,
  setRestrictionBodySchema,
  uuidParamsSchema,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { conflict, notFound } from '../../http/errors';
import { listRestrictions, type RestrictionRow } from '../restrictions/restriction-repository';
import { liftRestriction, restrictAccount } from '../restrictions/restriction-service';
import { authOf } from '../session/auth-plugin';
import { recordAudit } from '../staff/audit-repository';
import { findUserById } from '../users/user-repository';

const toHistoryItem = (row: RestrictionRow) => ({
  id: String(row.id),
  reason: row.reason,
  message: row.message,
  source: row.source,
  createdBy: row.created_by,
  createdAt: new Date(row.created_at).toISOString(),
  liftedAt: row.lifted_at ? new Date(row.lifted_at).toISOString() : null,
  liftedBy: row.lifted_by,
  liftNote: row.lift_note,
});

/**
 * The compliance permissions (issue 30 item 6; ADMIN holds every one): GET /admin/users/:id/restrictions (the
 * history, compliance.view), POST /admin/users/:id/restriction (restrict by hand: staff or self_excluded) and
 * POST /admin/users/:id/restriction/lift (with a note; the history row records it), both compliance.manage and
 * audited. Lifting a restriction never touches a break or exclusion the player took (the protection module's own).
 */
export const restrictionRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: [TAGS.restrictions], security: COOKIE_AUTH };
  const existingUser = async (id: string) => {
    if (!(await findUserById(app.db, id))) throw notFound('User not found');
    return id;
  };

  app.get(
    '/api/v1/admin/users/:id/restrictions',
    {
      schema: {
        ...docs,
        params: uuidParamsSchema,
        response: { 200: envelopeOf(restrictionHistoryAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('compliance.view'),
    },
    async (request, reply) => {
      const userId = await existingUser(request.params.id);
      reply.header('cache-control', 'no-store');
      return ok(reply, { restrictions: (await listRestrictions(app.db, userId)).map(toHistoryItem) }, 'OK');
    },
  );

  app.post(
    '/api/v1/admin/users/:id/restriction',
    {
      schema: {
        ...docs,
        params: uuidParamsSchema,
        body: setRestrictionBodySchema,
        response: { 201: envelopeOf(restrictionAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('compliance.manage'),
    },
    async (request, reply) => {
      const body = request.body;
      const userId = await existingUser(request.params.id);
      const auth = authOf(request);
      const row = await app.db.transaction(async (tx) => {
        const made = await restrictAccount(tx, {
          userId,
          reason: body.reason,
          message: body.message,
          source: 'admin',
          createdBy: auth.userId,
          now: new Date(),
        });
        if (!made) throw conflict('This account is already restricted');
        await recordAudit(tx, {
          actor: { id: auth.userId, role: auth.role, ip: request.ip },
          action: 'player.restrict',
          targetType: 'user',
          targetId: userId,
          reason: made.message,
          before: { restricted: false },
          after: { restricted: true, reason: made.reason },
        });
        return made;
      });
      request.log.info({ userId, restrictionId: row.id }, 'account restricted by staff');
      return ok(reply, { restriction: toHistoryItem(row) }, 'Account restricted', 201);
    },
  );

  app.post(
    '/api/v1/admin/users/:id/restriction/lift',
    {
      schema: {
        ...docs,
        params: uuidParamsSchema,
        body: liftRestrictionBodySchema,
        response: { 200: envelopeOf(restrictionAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('compliance.manage'),
    },
    async (request, reply) => {
      const { note } = request.body;
      const userId = await existingUser(request.params.id);
      const auth = authOf(request);
      const lifted = await app.db.transaction(async (tx) => {
        const row = await liftRestriction(tx, { userId, liftedBy: auth.userId, note, now: new Date() });
        await recordAudit(tx, {
          actor: { id: auth.userId, role: auth.role, ip: request.ip },
          action: 'player.restriction.lift',
          targetType: 'user',
          targetId: userId,
          reason: note,
          before: { restricted: true, reason: row.reason },
          after: { restricted: false },
        });
        return row;
      });
      request.log.info({ userId, restrictionId: lifted.id }, 'account restriction lifted');
      return ok(reply, { restriction: toHistoryItem(lifted) }, 'Restriction lifted');
    },
  );
};
