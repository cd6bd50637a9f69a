import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  couponAnswerSchema,
  couponRedeemBodySchema,
  couponRedeemResultSchema,
  couponsAnswerSchema,
  createCouponBodySchema,
  envelopeOf,
  errorResponses,
  WALLET_MESSAGES,
  type CouponRedeemResult,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { moneyRequest } from '../../http/idempotency';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { RATE_LIMITS } from '../../http/rate-limit';
import { authOf } from '../session/auth-plugin';
import { getBalances } from '../ledger/balances';
import { listCoupons } from './coupon-repository';
import { createCoupon, redeemCoupon } from './coupon-service';

/** POST /coupons/redeem (player); POST and GET /admin/coupons (admin). */
export const couponRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: [TAGS.coupons], security: COOKIE_AUTH };
  // Rate-limited: codes must not be guessable by trying many.
  app.post(
    '/api/v1/coupons/redeem',
    {
      schema: {
        ...docs,
        body: couponRedeemBodySchema,
        response: { 200: envelopeOf(couponRedeemResultSchema), ...errorResponses },
      },
      preValidation: app.moneyGuards,
      config: { rateLimit: RATE_LIMITS.write, ...moneyRequest('coupon.redeem') },
    },
    async (request, reply) => {
      const { code } = request.body;
      const { userId } = authOf(request);
      const { coupon } = await redeemCoupon(app.db, userId, code);
      const balance = await getBalances(app.db, userId);
      const data: CouponRedeemResult = {
        coupon: { code: coupon.code, amount: coupon.amount, currency: coupon.currency },
        balance,
      };
      return ok(reply, data, WALLET_MESSAGES.couponRedeemed);
    },
  );

  app.post(
    '/api/v1/admin/coupons',
    {
      schema: {
        ...docs,
        body: createCouponBodySchema,
        response: { 201: envelopeOf(couponAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireAdmin,
    },
    async (request, reply) => {
      const coupon = await createCoupon(app.db, request.body, authOf(request).userId);
      return ok(reply, { coupon }, WALLET_MESSAGES.couponCreated, 201);
    },
  );

  app.get(
    '/api/v1/admin/coupons',
    {
      schema: { ...docs, response: { 200: envelopeOf(couponsAnswerSchema), ...errorResponses } },
      preValidation: app.requireAdmin,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(reply, { coupons: await listCoupons(app.db) }, 'Coupons fetched successfully');
    },
  );
};
