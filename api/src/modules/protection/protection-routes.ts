import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dollarsToCents,
  envelopeOf,
  errorResponses,
  PROTECTION_MESSAGES,
  protectionAnswerSchema,
  revokeExclusionBodySchema,
  selfExcludeBodySchema,
  setPurchaseLimitBodySchema,
  spendingAnswerSchema,
  takeBreakBodySchema,
  type BreakDays,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { RATE_LIMITS } from '../../http/rate-limit';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { authOf } from '../session/auth-plugin';
import {
  protectionView,
  revokeExclusion,
  selfExclude,
  setLimit,
  spendingView,
  takeBreak,
} from './protection-service';

/**
 * The player's own protection (issue 30 items 1, 2 and 4): GET /protection (purchase and loss limits with what is
 * used and what is pending, the break or exclusion in force), GET /protection/spending (the dashboard's weeks and
 * months), POST /protection/limits, /protection/break, /protection/exclusion and
 * /protection/exclusion/revoke. A session only: a restricted or excluded player may still set limits and read them.
 */
export const protectionRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: [TAGS.protection], security: COOKIE_AUTH };
  const answer = { 200: envelopeOf(protectionAnswerSchema), ...errorResponses };
  const now = () => app.protection.clock();
  const view = (userId: string, at: Date) => protectionView(app.db, userId, at);

  app.get(
    '/api/v1/protection',
    { schema: { ...docs, response: answer }, preValidation: app.requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(reply, await view(authOf(request).userId, now()), 'OK');
    },
  );

  app.get(
    '/api/v1/protection/spending',
    {
      schema: { ...docs, response: { 200: envelopeOf(spendingAnswerSchema), ...errorResponses } },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(reply, await spendingView(app.db, authOf(request).userId, now()), 'OK');
    },
  );

  app.post(
    '/api/v1/protection/limits',
    {
      schema: { ...docs, body: setPurchaseLimitBodySchema, response: answer },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const at = now();
      const { kind, period, amount } = request.body;
      const result = await setLimit(app.db, {
        userId,
        kind,
        period,
        amountCents: amount === null ? null : dollarsToCents(amount),
        now: at,
      });
      request.log.info({ userId, kind, period, change: result.change }, 'limit set');
      return ok(
        reply,
        await view(userId, at),
        PROTECTION_MESSAGES.limitSaved(period, result.change, result.effectiveAt ?? undefined, kind),
      );
    },
  );

  app.post(
    '/api/v1/protection/break',
    {
      schema: { ...docs, body: takeBreakBodySchema, response: answer },
      preValidation: app.requireUser,
      // Each checks the password: at most 30 a minute per address.
      config: { rateLimit: RATE_LIMITS.write },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const at = now();
      const block = await takeBreak(app.db, {
        userId,
        days: request.body.days as BreakDays,
        password: request.body.password,
        now: at,
      });
      request.log.info({ userId, endsAt: block.endsAt }, 'break taken');
      return ok(reply, await view(userId, at), PROTECTION_MESSAGES.breakTaken(block.endsAt!));
    },
  );

  app.post(
    '/api/v1/protection/exclusion',
    {
      schema: { ...docs, body: selfExcludeBodySchema, response: answer },
      preValidation: app.requireUser,
      // Each checks the password: at most 30 a minute per address.
      config: { rateLimit: RATE_LIMITS.write },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const at = now();
      const block = await selfExclude(app.db, { userId, ...request.body, now: at });
      request.log.info({ userId, endsAt: block.endsAt }, 'self-exclusion taken');
      return ok(reply, await view(userId, at), PROTECTION_MESSAGES.exclusionTaken(block.endsAt));
    },
  );

  app.post(
    '/api/v1/protection/exclusion/revoke',
    {
      schema: { ...docs, body: revokeExclusionBodySchema, response: answer },
      preValidation: app.requireUser,
      // Each checks the password: at most 30 a minute per address.
      config: { rateLimit: RATE_LIMITS.write },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const at = now();
      const block = await revokeExclusion(app.db, { userId, password: request.body.password, now: at });
      request.log.info({ userId, endsAt: block.endsAt }, 'indefinite exclusion revocation asked');
      return ok(reply, await view(userId, at), PROTECTION_MESSAGES.revokeAsked(block.endsAt!));
    },
  );
};
