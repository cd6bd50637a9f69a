import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  errorResponses,
  liftRestrictionBodySchema,
  restrictionAnswerSchema,
  restrictionHistoryAnswerSchema,
  setRestrictionBodySchema,
  uuidParamsSchema,
  type AccountRestriction,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { conflict, notFound } from '../../http/errors';
import { authOf } from '../session/auth-plugin';
import { findUserById } from '../users/user-repository';
import { registerUserViewContributor } from '../users/user-view';
import { listRestrictions, type RestrictionRow } from './restriction-repository';
import { assertUnrestricted, liftRestriction, restrictAccount } from './restriction-service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler of every route that gains the player money or play: daily/welcome and sweep bonuses, free entries
     * (online and mail-in), coupons, and (issues 11, 12) purchases and game loads. Put it after app.requireUser:
     * 403 { errors: ['account_restricted'], data: { restriction } } for a restricted account, nothing changed;
     * 403 { errors: ['account_restricted', 'break_active' | 'self_excluded'], data: { protection } } for a player
     * on a break or self-excluded (issue 30).
     * Redemption of what is already owed does NOT use it.
     */
    requireUnrestricted: (request: FastifyRequest) => Promise<void>;
    /**
     * THE guards of an endpoint that gains the player money or play (bonuses, free entry, coupons, purchases,
     * game loads): a session, an unrestricted account, an eligible location (unknown fails closed) and a
     * completed profile, in that order. `preValidation: app.moneyGuards`.
     */
    moneyGuards: preHandlerAsyncHookHandler[];
  }
}

/** The user DTO gains restriction: { reason, message } | null. */
registerUserViewContributor({
  name: 'restriction',
  tables: ['account_restrictions'],
  columns: ['ar.reason AS restriction__reason', 'ar.message AS restriction__message'],
  // At most one active row per user (unique partial index account_restrictions_one_active).
  joins: ['LEFT JOIN account_restrictions ar ON ar.user_id = u.id AND ar.lifted_at IS NULL'],
  read: (c) => ({
    restriction: c.reason
      ? { reason: c.reason as AccountRestriction['reason'], message: String(c.message) }
      : null,
  }),
});

/** Decorates app.requireUnrestricted for every later module. Not encapsulated. */
export const restrictionsCore = fp(
  async (app) => {
    app.decorate('requireUnrestricted', async (request: FastifyRequest) => {
      // app.protection (registered right after this module) holds the clock breaks and exclusions are read by.
      await assertUnrestricted(app.db, authOf(request).userId, app.protection.clock());
    });
    app.decorate('moneyGuards', [
      app.requireUser,
      app.requireUnrestricted,
      app.geoGate({ failClosed: true }),
      app.requireCompleteProfile,
    ]);
  },
  { name: 'restrictions-core', dependencies: ['arcade-auth', 'identity-core'] },
);

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
 * ADMIN only: GET /admin/users/:id/restrictions (the history), POST /admin/users/:id/restriction (restrict by hand:
 * staff or self_excluded) and POST /admin/users/:id/restriction/lift (with a note; the history row records it).
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
      preValidation: app.requireAdmin,
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
      preValidation: app.requireAdmin,
    },
    async (request, reply) => {
      const body = request.body;
      const userId = await existingUser(request.params.id);
      const row = await restrictAccount(app.db, {
        userId,
        reason: body.reason,
        message: body.message,
        source: 'admin',
        createdBy: authOf(request).userId,
        now: new Date(),
      });
      if (!row) throw conflict('This account is already restricted');
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
      preValidation: app.requireAdmin,
    },
    async (request, reply) => {
      const { note } = request.body;
      const userId = await existingUser(request.params.id);
      const lifted = await liftRestriction(app.db, {
        userId,
        liftedBy: authOf(request).userId,
        note,
        now: new Date(),
      });
      request.log.info({ userId, restrictionId: lifted.id }, 'account restriction lifted');
      return ok(reply, { restriction: toHistoryItem(lifted) }, 'Restriction lifted');
    },
  );
};
