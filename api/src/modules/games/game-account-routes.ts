import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  errorResponses,
  gameAccountRequestAnswerSchema,
  gameAccountsAnswerSchema,
  gameIdParamsSchema,
  gameUserStatusSchema,
  GAMES_PLAY_MESSAGES,
  myGameAccountAnswerSchema,
  revealedCredentialsSchema,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { RATE_LIMITS } from '../../http/rate-limit';
import { authOf } from '../session/auth-plugin';
import { revealCredentials } from './game-account-credentials';
import { myGameAccount, myGameAccounts } from './game-account-reads';
import { gameUserStatus, requestGameAccount } from './game-account-requests';
import { accountIdParams, gamesDocs, noStore } from './games-route-kit';

/** The player's game accounts: the request, its status, the accounts and the one reveal of the credentials. */
export const gameAccountRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const ctx = () => app.games;
  app.post(
    '/api/v1/games/:id/account-request',
    {
      schema: {
        ...gamesDocs,
        params: gameIdParamsSchema,
        response: { 201: envelopeOf(gameAccountRequestAnswerSchema), ...errorResponses },
      },
      preValidation: app.moneyGuards,
      config: { rateLimit: RATE_LIMITS.write },
    },
    async (request, reply) => {
      const created = await requestGameAccount(ctx(), authOf(request).userId, request.params.id);
      return ok(reply, { request: created }, GAMES_PLAY_MESSAGES.accountRequested, 201);
    },
  );
  app.get(
    '/api/v1/games/:id/user-status',
    {
      schema: {
        ...gamesDocs,
        params: gameIdParamsSchema,
        response: { 200: envelopeOf(gameUserStatusSchema), ...errorResponses },
      },
      preValidation: [app.requireUser, app.requireCompleteProfile],
      ...noStore,
    },
    async (request, reply) =>
      ok(reply, await gameUserStatus(app.db, authOf(request).userId, request.params.id), 'OK'),
  );
  app.get(
    '/api/v1/game-accounts/my-account/:id',
    {
      schema: {
        ...gamesDocs,
        params: gameIdParamsSchema,
        response: { 200: envelopeOf(myGameAccountAnswerSchema), ...errorResponses },
      },
      preValidation: [app.requireUser, app.requireCompleteProfile],
      ...noStore,
    },
    async (request, reply) =>
      ok(reply, { account: await myGameAccount(ctx(), authOf(request).userId, request.params.id) }, 'OK'),
  );
  app.get(
    '/api/v1/game-accounts',
    {
      schema: { ...gamesDocs, response: { 200: envelopeOf(gameAccountsAnswerSchema), ...errorResponses } },
      preValidation: [app.requireUser, app.requireCompleteProfile],
      ...noStore,
    },
    async (request, reply) =>
      ok(reply, { accounts: await myGameAccounts(ctx(), authOf(request).userId) }, 'OK'),
  );
  app.post(
    '/api/v1/game-accounts/:id/reveal',
    {
      schema: {
        ...gamesDocs,
        params: accountIdParams,
        response: { 200: envelopeOf(revealedCredentialsSchema), ...errorResponses },
      },
      preValidation: [app.requireUser, app.requireCompleteProfile],
      ...noStore,
    },
    async (request, reply) =>
      ok(
        reply,
        await revealCredentials(ctx(), authOf(request).userId, request.params.id),
        GAMES_PLAY_MESSAGES.credentialsShown,
      ),
  );
};
