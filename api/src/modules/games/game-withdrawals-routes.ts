import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  errorResponses,
  gameWithdrawalAnswerSchema,
  gameWithdrawalBodySchema,
  gameWithdrawalsAnswerSchema,
  GAMES_PLAY_MESSAGES,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { moneyRequest } from '../../http/idempotency';
import { authOf } from '../session/auth-plugin';
import { listMyGameWithdrawals, requestGameWithdrawal } from './game-withdrawals-service';
import { gamesDocs, noStore } from './games-route-kit';

/** The player's game withdrawals: request one (a money request), list them. */
export const gameWithdrawalRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const ctx = () => app.games;
  app.post(
    '/api/v1/game-withdrawals',
    {
      schema: {
        ...gamesDocs,
        body: gameWithdrawalBodySchema,
        response: { 201: envelopeOf(gameWithdrawalAnswerSchema), ...errorResponses },
      },
      // Taking out what the player holds in a game is not a new gain: no unrestricted requirement.
      preValidation: [app.requireUser, app.geoGate({ failClosed: true }), app.requireCompleteProfile],
      config: moneyRequest('games.withdrawal'),
    },
    async (request, reply) =>
      ok(
        reply,
        { withdrawal: await requestGameWithdrawal(ctx(), authOf(request).userId, request.body) },
        GAMES_PLAY_MESSAGES.withdrawalRequested,
        201,
      ),
  );
  app.get(
    '/api/v1/game-withdrawals',
    {
      schema: { ...gamesDocs, response: { 200: envelopeOf(gameWithdrawalsAnswerSchema), ...errorResponses } },
      preValidation: [app.requireUser, app.requireCompleteProfile],
      ...noStore,
    },
    async (request, reply) =>
      ok(reply, { withdrawals: await listMyGameWithdrawals(app.db, authOf(request).userId) }, 'OK'),
  );
};
