import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CARD_SETTINGS,
  COIN_PACKAGES,
  CUSTOM_AMOUNT,
  createOrderBodySchema,
  depositAnswerSchema,
  depositBodySchema,
  envelopeOf,
  ERROR_CODES,
  errorResponses,
  goatProcessAnswerSchema,
  goatProcessBodySchema,
  orderAnswerSchema,
  quoteBodySchema,
  quoteOf,
  quoteSchema,
  SHOP_MESSAGES,
  shopCatalogueSchema,
  shopConfigSchema,
  uuidParamsSchema,
  type Quote,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { AppError, badRequest } from '../../http/errors';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { siteOrigin } from '../../http/same-origin';
import { authOf } from '../session/auth-plugin';
import { idempotencyKeyOf, once, type StoredAnswer } from './idempotency';
import { orderDto } from './order-repository';
import { createDeposit, createOrder, ownOrder, payByCard, providerUnavailable } from './shop-service';

export const envelope = (statusCode: number, message: string, data: unknown) => ({
  success: statusCode < 400,
  statusCode,
  message,
  ...(statusCode < 400 ? { data } : { errors: [], data }),
});

/** Sends a stored (or fresh) idempotent answer. */
export const sendStored = (reply: FastifyReply, answer: StoredAnswer) =>
  reply.code(answer.status).header('cache-control', 'no-store').send(answer.body);

/** An AppError as a stored answer (a 4xx is kept for the key like a success; a 5xx releases it). */
export function errorAnswer(err: unknown): StoredAnswer {
  if (err instanceof AppError)
    return {
      status: err.statusCode,
      body: {
        success: false,
        statusCode: err.statusCode,
        message: err.message,
        errors: err.errors,
        ...(err.data === undefined ? {} : { data: err.data }),
      },
    };
  throw err;
}

const quoteOrThrow = (item: { productId?: string; amount?: unknown }): Quote => {
  const quote = quoteOf(item);
  if (!quote) throw badRequest(SHOP_MESSAGES.minAmount, [ERROR_CODES.validation]);
  return quote;
};

/**
 * The shop: catalogue, quotes, orders, bank/redirect deposits and card charges (issue 11). Money-moving POSTs
 * need a session, an unrestricted account, an eligible location and a complete profile, and an Idempotency-Key.
 */
export const shopRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: [TAGS.shop], security: COOKIE_AUTH };
  const moneyGuards = app.moneyGuards;
  const idemHeader = {
    description:
      'Idempotency-Key header (8 to 128 of A-Z a-z 0-9 _ : . -): a repeat answers the first answer.',
  };

  app.get(
    '/api/v1/shop/packages',
    { schema: { tags: [TAGS.shop], response: { 200: envelopeOf(shopCatalogueSchema), ...errorResponses } } },
    async (_request, reply) =>
      ok(
        reply,
        { packages: COIN_PACKAGES.map((p) => ({ ...p })), custom: { ...CUSTOM_AMOUNT } },
        'Packages fetched successfully',
      ),
  );

  app.get(
    '/api/v1/shop/config',
    { schema: { tags: [TAGS.shop], response: { 200: envelopeOf(shopConfigSchema), ...errorResponses } } },
    async (_request, reply) => {
      const card = app.payments.card;
      return ok(
        reply,
        {
          sandbox: app.config.sandbox,
          card: {
            scriptUrl: card?.scriptUrl ?? '',
            globalName: 'GoatPay',
            publicKey: card?.publicKey ?? '',
            currency: CARD_SETTINGS.currency,
            country: CARD_SETTINGS.country,
            showCvv: CARD_SETTINGS.showCvv,
            googlePayShippingCountries: [...CARD_SETTINGS.googlePayShippingCountries],
          },
        },
        'OK',
      );
    },
  );

  app.post(
    '/api/v1/shop/quote',
    {
      schema: {
        tags: [TAGS.shop],
        body: quoteBodySchema,
        response: { 200: envelopeOf(quoteSchema), ...errorResponses },
      },
    },
    async (request, reply) => ok(reply, quoteOrThrow(request.body), 'OK'),
  );

  app.post(
    '/api/v1/shop/orders',
    {
      schema: {
        ...docs,
        ...idemHeader,
        body: createOrderBodySchema,
        response: { 200: envelopeOf(orderAnswerSchema), ...errorResponses },
      },
      preValidation: moneyGuards,
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const key = idempotencyKeyOf(request);
      const body = request.body;
      const answer = await once(app.db, { userId, key, scope: 'shop.order', body }, async () => {
        const order = await createOrder(app.db, userId, quoteOrThrow(body), body.method);
        return {
          status: 200,
          body: envelope(200, 'Order created', { order: await orderDto(app.db, order) }),
        };
      });
      return sendStored(reply, answer);
    },
  );

  app.get(
    '/api/v1/shop/orders/:id',
    {
      schema: {
        ...docs,
        params: uuidParamsSchema,
        response: { 200: envelopeOf(orderAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const order = await ownOrder(app.db, authOf(request).userId, request.params.id);
      reply.header('cache-control', 'no-store');
      return ok(reply, { order: await orderDto(app.db, order) }, 'OK');
    },
  );

  app.post(
    '/api/v1/wallet/deposit',
    {
      schema: {
        ...docs,
        ...idemHeader,
        body: depositBodySchema,
        response: { 200: envelopeOf(depositAnswerSchema), ...errorResponses },
      },
      preValidation: moneyGuards,
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const key = idempotencyKeyOf(request);
      const body = request.body;
      if (!app.payments[body.paymentGateway]) throw providerUnavailable();
      const origin = siteOrigin(request, app.config.publicUrl) ?? app.payments.selfUrl();
      const answer = await once(app.db, { userId, key, scope: 'wallet.deposit', body }, async () => {
        try {
          const { order, invoiceUrl } = await createDeposit(
            app,
            userId,
            quoteOrThrow(body),
            body.paymentGateway,
            origin,
          );
          return {
            status: 200,
            body: envelope(200, SHOP_MESSAGES.initiatingPayment, {
              invoiceUrl,
              orderId: order.id,
              order: await orderDto(app.db, order),
            }),
          };
        } catch (err) {
          return errorAnswer(err);
        }
      });
      return sendStored(reply, answer);
    },
  );

  app.post(
    '/api/v1/wallet/goat/process',
    {
      schema: {
        ...docs,
        ...idemHeader,
        body: goatProcessBodySchema,
        response: { 200: envelopeOf(goatProcessAnswerSchema), ...errorResponses },
      },
      preValidation: moneyGuards,
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const key = idempotencyKeyOf(request);
      const body = request.body;
      if (!app.payments.card) throw providerUnavailable();
      const answer = await once(
        app.db,
        // Only what the server uses decides "same parameters": the browser's figures are ignored anyway.
        {
          userId,
          key,
          scope: 'goat.process',
          body: { t: body.paymentToken, o: body.orderId, m: body.paymentMethod },
        },
        async () => {
          try {
            const result = await payByCard(app, userId, body.orderId, body.paymentToken, body.paymentMethod);
            if (result.kind === 'paid')
              return {
                status: 200,
                body: envelope(200, SHOP_MESSAGES.paymentProcessed, {
                  order: await orderDto(app.db, result.settle.order),
                  transactionId: result.chargeId,
                }),
              };
            const data = { order: await orderDto(app.db, result.order) };
            if (result.kind === 'provider_error')
              return {
                status: 502,
                body: {
                  ...envelope(502, SHOP_MESSAGES.cardBackendFailure, data),
                  errors: [ERROR_CODES.providerError],
                },
              };
            if (result.kind === 'token_used')
              return {
                status: 409,
                body: {
                  ...envelope(409, SHOP_MESSAGES.tokenReused, data),
                  errors: [ERROR_CODES.tokenReused],
                },
              };
            const message =
              body.paymentMethod === 'google_pay'
                ? SHOP_MESSAGES.googlePayFailed
                : body.paymentMethod === 'apple_pay'
                  ? SHOP_MESSAGES.applePayFailed
                  : SHOP_MESSAGES.cardDeclined;
            return {
              status: 402,
              body: { ...envelope(402, message, data), errors: [ERROR_CODES.cardDeclined] },
            };
          } catch (err) {
            return errorAnswer(err);
          }
        },
      );
      return sendStored(reply, answer);
    },
  );
};
