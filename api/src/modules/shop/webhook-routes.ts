import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  errorResponses,
  paymentEventParamsSchema,
  paymentEventsAnswerSchema,
  replayEventAnswerSchema,
  uuidParamsSchema,
  webhookAnswerSchema,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { moneyRequest } from '../../http/idempotency';
import { notFound } from '../../http/errors';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { recordAudit } from '../staff/audit-repository';
import { refuseOwnAccount } from '../staff/staff-bounds';
import { staffActorOf } from '../staff/staff-plugin';
import { findEvent, findOrder, listEvents, orderDto } from './order-repository';
import { handleWebhook, WEBHOOK_PROVIDERS, type WebhookProvider } from './webhook-service';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

const WEBHOOK_DOCS: Record<WebhookProvider, string> = {
  nowpayments:
    'NOWPayments IPN: HMAC-SHA512 of the key-sorted JSON body in x-nowpayments-sig. Without a signature, ' +
    'the browser hint {order_number, status} (SPEC §4): stored, never trusted, the order is re-checked.',
  goat: 'Card processor events, x-goat-signature: t=<unix s>,v1=<hex HMAC-SHA256 of "<t>.<body>">; 5-minute window.',
  bank: 'Bank invoice events, x-bank-signature: t=<unix s>,v1=<hex HMAC-SHA256 of "<t>.<body>">; 5-minute window.',
  redirect:
    'Redirect provider events, x-redirect-timestamp (ms) and x-redirect-signature (base64 HMAC-SHA256 of ' +
    '"<timestamp>:<body>"); 5-minute window.',
};

/** POST /api/v1/wallet/webhook/:provider (signed, exempt from the same-origin check) and the staff event log. */
export const webhookRoutes: FastifyPluginAsync = async (plain) => {
  const outer = plain.withTypeProvider<ZodTypeProvider>();

  // Webhooks need the exact bytes that were signed.
  await outer.register(async (plainScope) => {
    const scope = plainScope.withTypeProvider<ZodTypeProvider>();
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (request, body, done) => {
      request.rawBody = body as Buffer;
      done(null, undefined);
    });
    for (const provider of WEBHOOK_PROVIDERS) {
      scope.post(
        `/api/v1/wallet/webhook/${provider}`,
        {
          schema: {
            tags: [TAGS.payments],
            description: WEBHOOK_DOCS[provider],
            body: z.unknown(),
            response: {
              200: envelopeOf(webhookAnswerSchema),
              202: envelopeOf(webhookAnswerSchema),
              ...errorResponses,
            },
          },
          config: { csrf: false },
        },
        async (request, reply) => {
          const result = await handleWebhook(
            outer,
            provider,
            request.rawBody ?? Buffer.alloc(0),
            request.headers,
          );
          // Refusals go through the api's error handler: the same envelope as every other error.
          if (result.error) throw result.error;
          return ok(reply, result.answer, result.message, result.status);
        },
      );
    }
  });

  const docs = { tags: [TAGS.payments], security: COOKIE_AUTH };
  outer.get(
    '/api/v1/admin/payments/orders/:id/events',
    {
      schema: {
        ...docs,
        params: uuidParamsSchema,
        response: { 200: envelopeOf(paymentEventsAnswerSchema), ...errorResponses },
      },
      preValidation: outer.requireStaff('payments.view'),
    },
    async (request, reply) => {
      const order = await findOrder(outer.db, request.params.id);
      if (!order) throw notFound('Order not found');
      reply.header('cache-control', 'no-store');
      return ok(
        reply,
        { order: await orderDto(outer.db, order), events: await listEvents(outer.db, order.id) },
        'OK',
      );
    },
  );

  outer.post(
    '/api/v1/admin/payments/orders/:id/events/:eventId/replay',
    {
      schema: {
        ...docs,
        description:
          'Applies a stored provider event again (signature checked as of its receipt). Audited. A replay ' +
          'never moves an order backwards or credits twice.',
        params: paymentEventParamsSchema,
        response: { 200: envelopeOf(replayEventAnswerSchema), ...errorResponses },
      },
      preValidation: outer.requireStaff('payments.replay'),
      config: moneyRequest('staff.payment.replay'),
    },
    async (request, reply) => {
      const { id, eventId } = request.params;
      const event = await findEvent(outer.db, id, eventId);
      if (!event || event.source === 'replay' || event.source === 'hint')
        throw notFound('No replayable event of this order');
      const provider = event.provider as WebhookProvider;
      if (!WEBHOOK_PROVIDERS.includes(provider)) throw notFound('No replayable event of this order');
      const actor = staffActorOf(request);
      const owner = await findOrder(outer.db, id);
      if (owner) refuseOwnAccount(actor, owner.user_id);
      const { result, replayed } = await outer.db.transaction(async (tx) => {
        const result = await handleWebhook(
          outer,
          provider,
          Buffer.from(event.body, 'utf8'),
          toHeaders(event.headers),
          {
            replayOf: event.id,
            nowMs: Date.parse(event.receivedAt),
            db: tx,
          },
        );
        const events = await listEvents(tx, id);
        const replayed = events[events.length - 1]!;
        await recordAudit(tx, {
          actor,
          action: 'payment_event.replay',
          targetType: 'order',
          targetId: id,
          details: { eventId: event.id, replayEventId: replayed.id, outcome: replayed.outcome },
        });
        return { result, replayed };
      });
      void result;
      const order = (await findOrder(outer.db, id))!;
      return ok(reply, { order: await orderDto(outer.db, order), event: replayed }, 'Event replayed');
    },
  );
};

const toHeaders = (h: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k, typeof v === 'string' ? v : undefined]));
