import type { FastifyPluginAsync } from 'fastify';
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
import { IDEMPOTENCY_DOC, moneyRequest } from '../../http/idempotency';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { siteOrigin } from '../../http/same-origin';
import { authOf } from '../session/auth-plugin';
import { orderDto } from './order-repository';
import { createDeposit, createOrder, ownOrder, payByCard, providerUnavailable } from './shop-service';

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
  const idemHeader = { description: IDEMPOTENCY_DOC };

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
      config: moneyRequest('shop.order'),
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const order = await createOrder(
        app.db,
        userId,
        quoteOrThrow(request.body),
        request.body.method,
        app.protection.clock(),
      );
      return ok(reply, { order: await orderDto(app.db, order) }, 'Order created');
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
      config: moneyRequest('wallet.deposit'),
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const body = request.body;
      if (!app.payments[body.paymentGateway]) throw providerUnavailable();
      const origin = siteOrigin(request, app.config.publicUrl) ?? app.payments.selfUrl();
      const { order, invoiceUrl } = await createDeposit(
        app,
        userId,
        quoteOrThrow(body),
        body.paymentGateway,
        origin,
      );
      return ok(
        reply,
        { invoiceUrl, orderId: order.id, order: await orderDto(app.db, order) },
        SHOP_MESSAGES.initiatingPayment,
      );
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
      // Only what the server uses decides "same parameters": the browser's figures are ignored anyway.
      config: moneyRequest('goat.process', (request) => {
        const body = request.body as { paymentToken: string; orderId: string; paymentMethod: string };
        return { t: body.paymentToken, o: body.orderId, m: body.paymentMethod };
      }),
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const body = request.body;
      if (!app.payments.card) throw providerUnavailable();
      const result = await payByCard(app, userId, body.orderId, body.paymentToken, body.paymentMethod);
      if (result.kind === 'paid')
        return ok(
          reply,
          { order: await orderDto(app.db, result.settle.order), transactionId: result.chargeId },
          SHOP_MESSAGES.paymentProcessed,
        );
      // A refused charge answers the order as it now stands, in the error envelope's data.
      // The processor's decline code (do_not_honor, insufficient_funds) lets the player see why (issue 28).
      const data = {
        order: await orderDto(app.db, result.order),
        ...(result.kind === 'declined' && result.declineCode ? { declineCode: result.declineCode } : {}),
      };
      if (result.kind === 'provider_error')
        throw new AppError(502, SHOP_MESSAGES.cardBackendFailure, [ERROR_CODES.providerError], data);
      if (result.kind === 'token_used')
        throw new AppError(409, SHOP_MESSAGES.tokenReused, [ERROR_CODES.tokenReused], data);
      const message =
        body.paymentMethod === 'google_pay'
          ? SHOP_MESSAGES.googlePayFailed
          : body.paymentMethod === 'apple_pay'
            ? SHOP_MESSAGES.applePayFailed
            : SHOP_MESSAGES.cardDeclined;
      throw new AppError(402, message, [ERROR_CODES.cardDeclined], data);
    },
  );
};
