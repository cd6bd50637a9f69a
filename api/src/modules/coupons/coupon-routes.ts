import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  couponAnswerSchema,
  couponIdParamsSchema,
  couponRedeemBodySchema,
  couponRedeemResultSchema,
  couponRedemptionsAnswerSchema,
  couponsAnswerSchema,
  createCouponBodySchema,
  deactivateCouponBodySchema,
  envelopeOf,
  errorResponses,
  PROMOTIONS_MESSAGES,
  WALLET_MESSAGES,
  type CouponRedeemResult,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { moneyRequest } from '../../http/idempotency';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { RATE_LIMITS } from '../../http/rate-limit';
import { authOf } from '../session/auth-plugin';
import { getBalances } from '../ledger/balances';
import { listCouponRedemptions, listCoupons } from './coupon-repository';
import { createCoupon, deactivateCoupon, redeemCoupon, type StaffActor } from './coupon-service';

const staffOf = (request: FastifyRequest): StaffActor => {
  const auth = authOf(request);
  return { id: auth.userId, role: auth.role, ip: request.ip };
};

/**
 * POST /coupons/redeem (player); the back office's promotions (promotions.manage): GET and POST /admin/coupons,
 * POST /admin/coupons/:id/deactivate, GET /admin/coupons/:id/redemptions. Staff writes are audited.
 */
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
        coupon: { code: coupon.code, amount: coupon.amount },
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
      preValidation: app.requireStaff('promotions.manage'),
    },
    async (request, reply) => {
      const coupon = await createCoupon(app.db, request.body, staffOf(request));
      return ok(reply, { coupon }, WALLET_MESSAGES.couponCreated, 201);
    },
  );

  app.post(
    '/api/v1/admin/coupons/:id/deactivate',
    {
      schema: {
        ...docs,
        params: couponIdParamsSchema,
        body: deactivateCouponBodySchema,
        response: { 200: envelopeOf(couponAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('promotions.manage'),
    },
    async (request, reply) => {
      const coupon = await deactivateCoupon(app.db, request.params.id, request.body.reason, staffOf(request));
      return ok(reply, { coupon }, PROMOTIONS_MESSAGES.deactivated);
    },
  );

  app.get(
    '/api/v1/admin/coupons/:id/redemptions',
    {
      schema: {
        ...docs,
        params: couponIdParamsSchema,
        response: { 200: envelopeOf(couponRedemptionsAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('promotions.manage'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(reply, { redemptions: await listCouponRedemptions(app.db, request.params.id) }, 'OK');
    },
  );

  app.get(
    '/api/v1/admin/coupons',
    {
      schema: { ...docs, response: { 200: envelopeOf(couponsAnswerSchema), ...errorResponses } },
      preValidation: app.requireStaff('promotions.manage'),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(reply, { coupons: await listCoupons(app.db) }, 'Coupons fetched successfully');
    },
  );
};
