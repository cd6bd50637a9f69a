import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CRYPTO_SETTINGS,
  cryptoCreatePaymentBodySchema,
  cryptoCurrenciesAnswerSchema,
  cryptoEstimateAnswerSchema,
  cryptoEstimateBodySchema,
  cryptoMinAmountAnswerSchema,
  cryptoMinAmountBodySchema,
  cryptoPaymentSchema,
  cryptoPaymentStatusAnswerSchema,
  cryptoPaymentStatusBodySchema,
  envelopeOf,
  ERROR_CODES,
  errorResponses,
  POPULAR_CRYPTO,
  SHOP_MESSAGES,
  type CryptoCurrency,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { authOf } from '../session/auth-plugin';
import { IDEMPOTENCY_DOC, moneyRequest } from '../../http/idempotency';
import { findOrder, findOrderByReference } from './order-repository';
import { ProviderError } from './providers/http';
import { categoryOf, type CryptoProvider } from './providers/nowpayments';
import { cryptoPaymentAnswer, createCryptoPayment, providerUnavailable, recheckOrder } from './shop-service';

/** A small time-bounded cache of provider answers (SPEC §9: minimum 15 min, rates 5 min, currencies 5 min). */
class TtlCache<T> {
  private readonly entries = new Map<string, { at: number; value: Promise<T> }>();
  constructor(private readonly ttlMs: number) {}
  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value;
    const value = load();
    this.entries.set(key, { at: Date.now(), value });
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > 2000) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}

const unavailable = (currency: string) =>
  new AppError(502, SHOP_MESSAGES.errorLoadingCurrency(currency), [ERROR_CODES.providerError]);

/** GET /crypto/currencies, POST /crypto/min-amount, /estimate, /create-payment, /payment-status (SPEC §7). */
export const cryptoRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: [TAGS.crypto], security: COOKIE_AUTH };
  const moneyGuards = app.moneyGuards;
  // The sandbox is local and can be told to fail (its control switch): ask it every time.
  const currencies = new TtlCache<CryptoCurrency[]>(
    app.payments.crypto?.sandbox ? 0 : CRYPTO_SETTINGS.rateCacheMs,
  );
  const minimums = new TtlCache<{ minAmount: number; minUsd: number }>(CRYPTO_SETTINGS.minAmountCacheMs);
  const estimates = new TtlCache<number>(CRYPTO_SETTINGS.rateCacheMs);
  const provider = (): CryptoProvider => {
    if (!app.payments.crypto) throw providerUnavailable();
    return app.payments.crypto;
  };
  const known = async (code: string) => {
    const list = await currencies.get('all', loadCurrencies).catch(() => null);
    if (list && !list.some((c) => c.code === code))
      throw new AppError(400, SHOP_MESSAGES.unknownCurrency, [ERROR_CODES.validation]);
  };
  const loadCurrencies = async () =>
    (await provider().currencies()).map((c) => ({
      ...c,
      category: categoryOf(c.code, POPULAR_CRYPTO),
    }));

  app.get(
    '/api/v1/crypto/currencies',
    {
      schema: { ...docs, response: { 200: envelopeOf(cryptoCurrenciesAnswerSchema), ...errorResponses } },
      preValidation: app.requireUser,
    },
    async (_request, reply) => {
      provider();
      try {
        return ok(reply, { currencies: await currencies.get('all', loadCurrencies) }, 'OK');
      } catch (err) {
        if (err instanceof ProviderError)
          throw new AppError(502, SHOP_MESSAGES.serviceUnavailable, [ERROR_CODES.providerError]);
        throw err;
      }
    },
  );

  app.post(
    '/api/v1/crypto/min-amount',
    {
      schema: {
        ...docs,
        body: cryptoMinAmountBodySchema,
        response: { 200: envelopeOf(cryptoMinAmountAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const from = request.body.currency_from;
      const to = request.body.currency_to ?? from;
      provider();
      await known(from);
      try {
        const m = await minimums.get(`${from}:${to}`, () => provider().minAmount(from, to));
        return ok(
          reply,
          { currency_from: from, currency_to: to, min_amount: m.minAmount, min_usd: m.minUsd },
          'OK',
        );
      } catch (err) {
        if (err instanceof ProviderError) throw unavailable(from);
        throw err;
      }
    },
  );

  app.post(
    '/api/v1/crypto/estimate',
    {
      schema: {
        ...docs,
        body: cryptoEstimateBodySchema,
        response: { 200: envelopeOf(cryptoEstimateAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const { amount, currency_from: from, currency_to: to } = request.body;
      if (from !== 'usd') throw new AppError(400, 'currency_from must be usd', [ERROR_CODES.validation]);
      provider();
      await known(to);
      try {
        const estimated = await estimates.get(`${amount}:${to}`, () => provider().estimate(amount, to));
        return ok(
          reply,
          { currency_from: 'usd', amount_from: amount, currency_to: to, estimated_amount: estimated },
          'OK',
        );
      } catch (err) {
        if (err instanceof ProviderError) throw unavailable(to);
        throw err;
      }
    },
  );

  app.post(
    '/api/v1/crypto/create-payment',
    {
      schema: {
        ...docs,
        description: `${IDEMPOTENCY_DOC} order_id: an order of method crypto (POST /shop/orders).`,
        body: cryptoCreatePaymentBodySchema,
        response: { 200: envelopeOf(cryptoPaymentSchema), ...errorResponses },
      },
      preValidation: moneyGuards,
      config: moneyRequest('crypto.create'),
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const { order_id, pay_currency } = request.body;
      provider();
      await known(pay_currency);
      const payment = await createCryptoPayment(app, userId, order_id, pay_currency);
      return ok(reply, payment, SHOP_MESSAGES.initiatingPayment);
    },
  );

  app.post(
    '/api/v1/crypto/payment-status',
    {
      schema: {
        ...docs,
        body: cryptoPaymentStatusBodySchema,
        response: { 200: envelopeOf(cryptoPaymentStatusAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const crypto = provider();
      const order = await findOrderByReference(app.db, 'nowpayments', request.body.payment_id);
      if (!order || order.user_id !== userId)
        throw new AppError(404, SHOP_MESSAGES.orderNotFound, [ERROR_CODES.orderNotFound]);
      try {
        // The provider is asked, never the browser; what it says settles the order (as the job would).
        await recheckOrder(app, order, 'poll');
        const payment = await crypto.paymentStatus(request.body.payment_id);
        reply.header('cache-control', 'no-store');
        return ok(reply, await cryptoPaymentAnswer(app, (await findOrder(app.db, order.id))!, payment), 'OK');
      } catch (err) {
        if (err instanceof ProviderError) throw unavailable(order.pay_currency ?? 'crypto');
        throw err;
      }
    },
  );
};
