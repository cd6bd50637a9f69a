import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bonusStatusSchema,
  dailyClaimResultSchema,
  envelopeOf,
  errorResponses,
  sweepClaimResultSchema,
  WALLET_MESSAGES,
  type DailyClaimResult,
  type SweepClaimResult,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { AppError } from '../../http/errors';
import { authOf } from '../session/auth-plugin';
import { registerUserViewContributor } from '../users/user-view';
import { getBalances } from '../ledger/balances';
import { bonusUserView, claimDailyBonus, claimSweepBonus, getBonusStatus } from './bonus-service';

const userView = (db: Parameters<typeof bonusUserView>[0], userId: string) => bonusUserView(db, userId);

/** GET /bonus/status, POST /claim/daily-bonus, POST /claim/sweep-bonus. */
export const bonusRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: [TAGS.bonus], security: COOKIE_AUTH };
  registerUserViewContributor(userView);

  // Money endpoints: a session, an eligible location (unknown fails closed) and a completed profile.
  const moneyGuards = [
    app.requireUser,
    app.requireUnrestricted,
    app.geoGate({ failClosed: true }),
    app.requireCompleteProfile,
  ];

  app.get(
    '/api/v1/bonus/status',
    {
      schema: { ...docs, response: { 200: envelopeOf(bonusStatusSchema), ...errorResponses } },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        reply,
        await getBonusStatus(app.db, authOf(request).userId),
        'Bonus status fetched successfully',
      );
    },
  );

  app.post(
    '/api/v1/claim/daily-bonus',
    {
      schema: { ...docs, response: { 200: envelopeOf(dailyClaimResultSchema), ...errorResponses } },
      preValidation: moneyGuards,
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const outcome = await claimDailyBonus(app.db, userId);
      if (outcome.status === 'already') {
        throw new AppError(400, WALLET_MESSAGES.dailyAlreadyClaimed, [], {
          nextClaimAt: outcome.nextClaimAt.toISOString(),
        });
      }
      const balance = await getBalances(app.db, userId);
      const data: DailyClaimResult = {
        amount: outcome.amount,
        currency: 'GC',
        isWelcome: outcome.isWelcome,
        streak: outcome.streak,
        nextClaimAt: outcome.nextClaimAt.toISOString(),
        transferId: outcome.transferId,
        balance,
      };
      return ok(reply, data, WALLET_MESSAGES.dailyClaimed);
    },
  );

  app.post(
    '/api/v1/claim/sweep-bonus',
    {
      schema: { ...docs, response: { 200: envelopeOf(sweepClaimResultSchema), ...errorResponses } },
      preValidation: moneyGuards,
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const outcome = await claimSweepBonus(app.db, userId);
      if (outcome.status === 'already') {
        throw new AppError(400, WALLET_MESSAGES.sweepAlreadyClaimed, [], {
          nextClaimAt: outcome.nextClaimAt.toISOString(),
        });
      }
      const balance = await getBalances(app.db, userId);
      const data: SweepClaimResult = {
        amount: outcome.amount,
        currency: 'SC',
        nextClaimAt: outcome.nextClaimAt.toISOString(),
        transferId: outcome.transferId,
        balance,
      };
      return ok(reply, data, WALLET_MESSAGES.sweepClaimed);
    },
  );
};
