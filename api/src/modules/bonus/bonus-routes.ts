import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
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
import { moneyRequest } from '../../http/idempotency';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { AppError } from '../../http/errors';
import { authOf } from '../session/auth-plugin';
import {
  contributedColumns,
  registerUserViewContributor,
  type UserViewContributor,
} from '../users/user-view';
import { getBalances } from '../ledger/balances';
import { bonusStateOfColumns, type BonusState } from './bonus-repository';
import { bonusViewOf, claimDailyBonus, claimSweepBonus, getBonusStatus } from './bonus-service';

/** claimedDailyBonus, claimedSweepBonus, loginStreak and isNewUser, read with the user in one statement. */
const userView: UserViewContributor = {
  name: 'bonus',
  columns: [
    'bs.user_id AS bonus__user_id',
    'bs.daily_claims AS bonus__daily_claims',
    'bs.last_daily_claim_at AS bonus__last_daily_claim_at',
    'bs.streak AS bonus__streak',
    'bs.sweep_claims AS bonus__sweep_claims',
    'bs.last_sweep_claim_at AS bonus__last_sweep_claim_at',
  ],
  tables: ['bonus_state'],
  joins: ['LEFT JOIN bonus_state bs ON bs.user_id = u.id'],
  read: (c, now) => bonusViewOf(bonusStateOfColumns('', c), now),
};

/**
 * The bonus state in the row the session check just used (the live user cache), if it holds one: a claim is
 * decided on it without reading it again, and the claim's statement re-checks it (a stale one is read again).
 */
function knownState(request: FastifyRequest): BonusState | undefined {
  const { sessionId, userId } = authOf(request);
  const row = request.server.liveUsers.viewRow(sessionId, userId);
  if (!row) return undefined;
  return bonusStateOfColumns(userId, contributedColumns(userView.name, row));
}

/** GET /bonus/status, POST /claim/daily-bonus, POST /claim/sweep-bonus. */
export const bonusRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: [TAGS.bonus], security: COOKIE_AUTH };
  registerUserViewContributor(userView);

  const moneyGuards = app.moneyGuards;

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
      config: moneyRequest('bonus.daily'),
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const outcome = await claimDailyBonus(app.db, userId, new Date(), knownState(request));
      if (outcome.status === 'already') {
        throw new AppError(400, WALLET_MESSAGES.dailyAlreadyClaimed, [ERROR_CODES.alreadyClaimed], {
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
      return ok(
        reply,
        data,
        outcome.isWelcome ? WALLET_MESSAGES.welcomeClaimed : WALLET_MESSAGES.dailyClaimed,
      );
    },
  );

  app.post(
    '/api/v1/claim/sweep-bonus',
    {
      schema: { ...docs, response: { 200: envelopeOf(sweepClaimResultSchema), ...errorResponses } },
      preValidation: moneyGuards,
      config: moneyRequest('bonus.sweep'),
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const outcome = await claimSweepBonus(app.db, userId, new Date(), knownState(request));
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
