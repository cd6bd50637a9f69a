import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  errorResponses,
  GAMES_PLAY_MESSAGES,
  rechargeRequestAnswerSchema,
  rechargeRequestBodySchema,
  rechargeRequestsAnswerSchema,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { moneyRequest } from '../../http/idempotency';
import { authOf } from '../session/auth-plugin';
import { gamesDocs, noStore } from './games-route-kit';
import { listMyLoads, requestLoad } from './loads-service';

/** The player's loads (Add Game Loot): request one (a money request), list them. */
export const loadRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const ctx = () => app.games;
  app.post(
    '/api/v1/recharge-requests',
    {
      schema: {
        ...gamesDocs,
        body: rechargeRequestBodySchema,
        response: { 201: envelopeOf(rechargeRequestAnswerSchema), ...errorResponses },
      },
      preValidation: app.moneyGuards,
      config: moneyRequest('games.load'),
    },
    async (request, reply) =>
      ok(
        reply,
        { request: await requestLoad(ctx(), authOf(request).userId, request.body) },
        GAMES_PLAY_MESSAGES.loadRequested,
        201,
      ),
  );
  app.get(
    '/api/v1/recharge-requests',
    {
      schema: {
        ...gamesDocs,
        response: { 200: envelopeOf(rechargeRequestsAnswerSchema), ...errorResponses },
      },
      preValidation: [app.requireUser, app.requireCompleteProfile],
      ...noStore,
    },
    async (request, reply) =>
      ok(reply, { requests: await listMyLoads(app.db, authOf(request).userId) }, 'OK'),
  );
};
