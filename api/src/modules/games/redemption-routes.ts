import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  errorResponses,
  GAMES_PLAY_MESSAGES,
  redeemableSchema,
  redemptionAnswerSchema,
  redemptionBodySchema,
  redemptionsAnswerSchema,
  requestIdParamsSchema,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { moneyRequest } from '../../http/idempotency';
import { authOf } from '../session/auth-plugin';
import { noStore, walletDocs } from './games-route-kit';
import {
  cancelRedemption,
  myRedemption,
  myRedemptions,
  redeemable,
  requestRedemption,
} from './redemption-requests';

/** The player's Sweep Coin redemptions: redeem, the tracker, cancel, and what is redeemable now. */
export const redemptionRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const ctx = () => app.games;
  app.post(
    '/api/v1/wallet/withdraw',
    {
      schema: {
        ...walletDocs,
        body: redemptionBodySchema,
        response: { 201: envelopeOf(redemptionAnswerSchema), ...errorResponses },
      },
      preValidation: [app.requireUser, app.geoGate({ failClosed: true }), app.requireCompleteProfile],
      config: moneyRequest('wallet.redemption'),
    },
    async (request, reply) =>
      ok(
        reply,
        { redemption: await requestRedemption(ctx(), authOf(request).userId, request.body) },
        GAMES_PLAY_MESSAGES.redemptionRequested,
        201,
      ),
  );
  app.get(
    '/api/v1/wallet/redemptions',
    {
      schema: { ...walletDocs, response: { 200: envelopeOf(redemptionsAnswerSchema), ...errorResponses } },
      preValidation: [app.requireUser, app.requireCompleteProfile],
      ...noStore,
    },
    async (request, reply) =>
      ok(reply, { redemptions: await myRedemptions(app.db, authOf(request).userId) }, 'OK'),
  );
  app.get(
    '/api/v1/wallet/redemptions/:id',
    {
      schema: {
        ...walletDocs,
        params: requestIdParamsSchema,
        response: { 200: envelopeOf(redemptionAnswerSchema), ...errorResponses },
      },
      preValidation: [app.requireUser, app.requireCompleteProfile],
      ...noStore,
    },
    async (request, reply) =>
      ok(reply, { redemption: await myRedemption(app.db, authOf(request).userId, request.params.id) }, 'OK'),
  );
  app.post(
    '/api/v1/wallet/redemptions/:id/cancel',
    {
      schema: {
        ...walletDocs,
        params: requestIdParamsSchema,
        response: { 200: envelopeOf(redemptionAnswerSchema), ...errorResponses },
      },
      preValidation: [app.requireUser, app.requireCompleteProfile],
      config: moneyRequest('wallet.redemption.cancel'),
    },
    async (request, reply) =>
      ok(
        reply,
        { redemption: await cancelRedemption(app.db, authOf(request).userId, request.params.id) },
        GAMES_PLAY_MESSAGES.redemptionCancelled,
      ),
  );
  app.get(
    '/api/v1/wallet/redeemable',
    {
      schema: { ...walletDocs, response: { 200: envelopeOf(redeemableSchema), ...errorResponses } },
      preValidation: [app.requireUser, app.requireCompleteProfile],
      ...noStore,
    },
    async (request, reply) => ok(reply, await redeemable(app.db, authOf(request).userId), 'OK'),
  );
};
