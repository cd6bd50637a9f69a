import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  errorResponses,
  realityCheckAnswerSchema,
  realityCheckSettingBodySchema,
  usdCents,
  type RealityCheckAnswer,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { unauthorized } from '../../http/errors';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { authOf } from '../session/auth-plugin';
import { markLimitOffered, readRealityCheck, saveAck, saveInterval } from './reality-check-repository';

const HOUR = 60 * 60 * 1000;
const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * Reality checks (issue 30 item 3) and the first-purchase limit offer (item 1), docs/decisions/0118:
 *  GET  /protection/reality-check               the setting, when the next check is due (server clock), the session
 *  POST /protection/reality-check {intervalHours} 1, 2, 3 or null (off)
 *  POST /protection/reality-check/ack           "Continue playing": the next check is due one interval from now
 *  POST /protection/limit-offer                 the limit offer was shown (never again)
 */
export const realityCheckRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: [TAGS.protection], security: COOKIE_AUTH };
  const answer = { 200: envelopeOf(realityCheckAnswerSchema), ...errorResponses };

  const view = async (userId: string, sessionId: string): Promise<RealityCheckAnswer> => {
    const now = app.protection.clock();
    const row = await readRealityCheck(app.db, userId, sessionId);
    if (!row) throw unauthorized();
    const started = new Date(row.session_started_at);
    const from = row.acknowledged_at ? new Date(row.acknowledged_at) : started;
    const dueAt = row.interval_hours ? new Date(from.getTime() + row.interval_hours * HOUR) : null;
    const purchases = Number(row.purchases_cents);
    const redemptions = Number(row.redemptions_cents);
    return {
      intervalHours: row.interval_hours,
      now: now.toISOString(),
      sessionStartedAt: iso(started),
      dueAt: dueAt ? dueAt.toISOString() : null,
      due: dueAt !== null && dueAt.getTime() <= now.getTime(),
      minutesPlayed: Math.max(0, Math.floor((now.getTime() - started.getTime()) / 60_000)),
      purchases: usdCents(purchases),
      redemptions: usdCents(redemptions),
      net: usdCents(purchases - redemptions),
      limitOffered: row.limit_offered_at !== null,
      offerLimit: row.limit_offered_at === null && !row.limit_or_purchase,
    };
  };
  const reply200 = async (request: Parameters<typeof authOf>[0]) => {
    const { userId, sessionId } = authOf(request);
    return view(userId, sessionId);
  };

  app.get(
    '/api/v1/protection/reality-check',
    { schema: { ...docs, response: answer }, preValidation: app.requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(reply, await reply200(request), 'OK');
    },
  );

  app.post(
    '/api/v1/protection/reality-check',
    {
      schema: { ...docs, body: realityCheckSettingBodySchema, response: answer },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      await saveInterval(app.db, userId, request.body.intervalHours, app.protection.clock());
      request.log.info({ userId, intervalHours: request.body.intervalHours }, 'reality check set');
      return ok(reply, await reply200(request), 'Reality check saved');
    },
  );

  app.post(
    '/api/v1/protection/reality-check/ack',
    { schema: { ...docs, response: answer }, preValidation: app.requireUser },
    async (request, reply) => {
      const { userId, sessionId } = authOf(request);
      await saveAck(app.db, userId, sessionId, app.protection.clock());
      return ok(reply, await reply200(request), 'OK');
    },
  );

  app.post(
    '/api/v1/protection/limit-offer',
    { schema: { ...docs, response: answer }, preValidation: app.requireUser },
    async (request, reply) => {
      await markLimitOffered(app.db, authOf(request).userId, app.protection.clock());
      return ok(reply, await reply200(request), 'OK');
    },
  );

  // SANDBOX=on only (the e2e): moves the protection clock forward by `advanceMs`, or back to the real time with
  // `reset` (a spec that moved it resets it after itself: order expiries and limits read the same clock). Never
  // registered otherwise.
  if (app.config.sandbox) {
    app.post(
      '/api/v1/dev/protection-clock',
      {
        schema: {
          tags: [TAGS.dev],
          body: z.object({
            advanceMs: z
              .number()
              .int()
              .min(0)
              .max(7 * 24 * 60 * 60 * 1000)
              .optional(),
            reset: z.literal(true).optional(),
          }),
          response: { 200: envelopeOf(z.object({ now: z.string() })), ...errorResponses },
        },
      },
      async (request, reply) => {
        if (request.body.reset) app.protection.clock = () => new Date();
        else {
          const offset = app.protection.clock().getTime() - Date.now() + (request.body.advanceMs ?? 0);
          app.protection.clock = () => new Date(Date.now() + offset);
        }
        return ok(reply, { now: app.protection.clock().toISOString() }, 'OK');
      },
    );
  }
};
