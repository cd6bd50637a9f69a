import type { FastifyPluginAsync } from 'fastify';
import {
  ERROR_CODES,
  WALLET_MESSAGES,
  type DailyClaimResult,
  type SweepClaimResult,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { AppError } from '../../http/errors';
import { authOf } from '../session/auth-plugin';
import { registerUserViewContributor } from '../users/user-view';
import { emitBalanceUpdated } from '../wallet/balance-events';
import { bonusUserView, claimDailyBonus, claimSweepBonus, getBonusStatus } from './bonus-service';

const userView = (db: Parameters<typeof bonusUserView>[0], userId: string) => bonusUserView(db, userId);

/** GET /bonus/status, POST /claim/daily-bonus, POST /claim/sweep-bonus. */
export const bonusRoutes: FastifyPluginAsync = async (app) => {
  registerUserViewContributor(userView);

  // Money endpoints: a session, an eligible location (unknown fails closed) and a completed profile.
  const moneyGuards = [app.requireUser, app.geoGate({ failClosed: true }), app.requireCompleteProfile];

  app.get('/api/v1/bonus/status', { preHandler: app.requireUser }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(
      reply,
      await getBonusStatus(app.db, authOf(request).userId),
      'Bonus status fetched successfully',
    );
  });

  app.post('/api/v1/claim/daily-bonus', { preHandler: moneyGuards }, async (request, reply) => {
    const { userId } = authOf(request);
    const outcome = await claimDailyBonus(app.db, userId);
    if (outcome.status === 'already') {
      throw new AppError(400, WALLET_MESSAGES.dailyAlreadyClaimed, [ERROR_CODES.alreadyClaimed], {
        nextClaimAt: outcome.nextClaimAt.toISOString(),
      });
    }
    const balance = await emitBalanceUpdated(app, userId);
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
  });

  app.post('/api/v1/claim/sweep-bonus', { preHandler: moneyGuards }, async (request, reply) => {
    const { userId } = authOf(request);
    const outcome = await claimSweepBonus(app.db, userId);
    if (outcome.status === 'already') {
      throw new AppError(400, WALLET_MESSAGES.sweepAlreadyClaimed, [], {
        nextClaimAt: outcome.nextClaimAt.toISOString(),
      });
    }
    const balance = await emitBalanceUpdated(app, userId);
    const data: SweepClaimResult = {
      amount: outcome.amount,
      currency: 'SC',
      nextClaimAt: outcome.nextClaimAt.toISOString(),
      transferId: outcome.transferId,
      balance,
    };
    return ok(reply, data, WALLET_MESSAGES.sweepClaimed);
  });
};
