import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, errorResponses, GAMES_PLAY_MESSAGES } from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { TAGS } from '../../http/openapi';
import { PAYOUT_SIGNATURE_HEADER, PAYOUT_WEBHOOK_PATH } from './payouts';
import { settlePayout } from './redemption-payouts';

/**
 * The payout provider's webhook: a signed raw body, no same-origin proof (not a browser request). Registered as its
 * own scope, since it parses JSON itself.
 */
export const payoutWebhookRoutes: FastifyPluginAsync = async (plainScope) => {
  const scope = plainScope.withTypeProvider<ZodTypeProvider>();
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 64 * 1024 },
    (request, body, done) => {
      request.rawBody = body as Buffer;
      done(null, undefined);
    },
  );
  const eventSchema = z.object({
    eventId: z.string().min(1).max(200),
    reference: z.string().min(1).max(200),
    status: z.enum(['paid', 'failed']),
    reason: z.string().max(500).optional(),
  });
  scope.post(
    PAYOUT_WEBHOOK_PATH,
    {
      schema: {
        tags: [TAGS.wallet],
        description: `The payout provider's result: raw JSON body signed in ${PAYOUT_SIGNATURE_HEADER} (t=<unix>,v1=<HMAC-SHA256 hex of "<t>.<body>">), refused outside a 5-minute window; an event id is processed once.`,
        response: {
          200: envelopeOf(
            z.object({ redemptionId: z.string().nullable(), status: z.string(), duplicate: z.boolean() }),
          ),
          ...errorResponses,
        },
      },
      config: { csrf: false },
    },
    async (request, reply) => {
      const payouts = scope.games.payouts;
      if (!payouts) throw new AppError(503, GAMES_PLAY_MESSAGES.payoutUnavailable);
      const raw = request.rawBody ?? Buffer.alloc(0);
      const signature = request.headers[PAYOUT_SIGNATURE_HEADER];
      if (!payouts.verify(raw, typeof signature === 'string' ? signature : undefined)) {
        request.log.warn('payout webhook with a bad or expired signature');
        throw new AppError(401, GAMES_PLAY_MESSAGES.badSignature);
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError(400, 'Invalid JSON');
      }
      const event = eventSchema.safeParse(json);
      if (!event.success) throw new AppError(400, 'Invalid payout event');
      return ok(reply, await settlePayout(scope.db, event.data), 'OK');
    },
  );
};
