import type { FastifyPluginAsync } from 'fastify';
import { gameAccountRoutes } from './game-account-routes';
import { gameWithdrawalRoutes } from './game-withdrawals-routes';
import { gamesStaffRoutes } from './games-staff-routes';
import { loadRoutes } from './loads-routes';
import { payoutWebhookRoutes } from './payout-webhook-routes';
import { redemptionRoutes } from './redemption-routes';

/**
 * The routes of play (issue 12): game accounts, loads, game withdrawals, Sweep Coin redemption and its tracker
 * (players), the staff decisions on each (requireStaff, audited), and the payout webhook (signed, no same-origin
 * proof), registered in this order.
 */
export const gamesPlayRoutes: FastifyPluginAsync = async (app) => {
  await app.register(gameAccountRoutes);
  await app.register(loadRoutes);
  await app.register(gameWithdrawalRoutes);
  await app.register(redemptionRoutes);
  await app.register(gamesStaffRoutes);
  await app.register(payoutWebhookRoutes);
};
