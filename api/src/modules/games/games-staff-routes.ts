import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  errorResponses,
  gameAccountDecisionBodySchema,
  gameAccountResetAnswerSchema,
  gameAccountResetBodySchema,
  GAMES_PLAY_MESSAGES,
  gameTransferDecisionBodySchema,
  redemptionRejectBodySchema,
  requestIdParamsSchema,
  staffGameAccountDecisionAnswerSchema,
  staffGameAccountRequestsAnswerSchema,
  staffGameWithdrawalsAnswerSchema,
  staffListQuerySchema,
  staffRechargeRequestsAnswerSchema,
  staffRedemptionsAnswerSchema,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { moneyRequest } from '../../http/idempotency';
import { staffActorOf } from '../staff/staff-plugin';
import { resetAccountPassword } from './game-account-credentials';
import { decideAccountRequest, listAccountRequests } from './game-account-requests';
import { decideGameWithdrawal, listGameWithdrawals } from './game-withdrawals-service';
import { accountIdParams, noStore, staffDocs } from './games-route-kit';
import { decideLoad, listLoads } from './loads-service';
import {
  approveRedemption,
  listRedemptions,
  rejectRedemption,
  reviewRedemption,
} from './redemption-decisions';

/**
 * Staff decisions (requireStaff, each audited): game-account requests and password resets, loads, game withdrawals
 * and redemptions. Every decision that moves coins is a money request. Each decision on a queue item is refused
 * (409 claimed_by_other) while another staff member holds a live claim on it (app.claimedDecision).
 */
export const gamesStaffRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const ctx = () => app.games;
  app.get(
    '/api/v1/admin/game-account-requests',
    {
      schema: {
        ...staffDocs,
        querystring: staffListQuerySchema,
        response: { 200: envelopeOf(staffGameAccountRequestsAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('games.accounts.decide'),
      ...noStore,
    },
    async (request, reply) => ok(reply, { requests: await listAccountRequests(app.db, request.query) }, 'OK'),
  );
  app.post(
    '/api/v1/admin/game-account-requests/:id/decision',
    {
      schema: {
        ...staffDocs,
        params: requestIdParamsSchema,
        body: gameAccountDecisionBodySchema,
        response: { 200: envelopeOf(staffGameAccountDecisionAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('games.accounts.decide'),
      ...app.claimedDecision('game_account'),
    },
    async (request, reply) => {
      const decided = await decideAccountRequest(
        ctx(),
        staffActorOf(request),
        request.params.id,
        request.body,
      );
      return ok(
        reply,
        { request: decided },
        request.body.approve ? 'Game account created' : 'Request rejected',
      );
    },
  );
  app.post(
    '/api/v1/admin/game-accounts/:id/reset-password',
    {
      schema: {
        ...staffDocs,
        params: accountIdParams,
        body: gameAccountResetBodySchema,
        response: { 200: envelopeOf(gameAccountResetAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('games.accounts.decide'),
    },
    async (request, reply) =>
      ok(
        reply,
        await resetAccountPassword(ctx(), staffActorOf(request), request.params.id, request.body ?? {}),
        GAMES_PLAY_MESSAGES.passwordReset,
      ),
  );
  app.get(
    '/api/v1/admin/recharge-requests',
    {
      schema: {
        ...staffDocs,
        querystring: staffListQuerySchema,
        response: { 200: envelopeOf(staffRechargeRequestsAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('games.transfers.decide'),
      ...noStore,
    },
    async (request, reply) => ok(reply, { requests: await listLoads(app.db, request.query) }, 'OK'),
  );
  app.post(
    '/api/v1/admin/recharge-requests/:id/decision',
    {
      schema: {
        ...staffDocs,
        params: requestIdParamsSchema,
        body: gameTransferDecisionBodySchema,
        response: {
          200: envelopeOf(z.object({ request: staffRechargeRequestsAnswerSchema.shape.requests.element })),
          ...errorResponses,
        },
      },
      preValidation: app.requireStaff('games.transfers.decide'),
      config: moneyRequest('staff.load.decide'),
      ...app.claimedDecision('load'),
    },
    async (request, reply) =>
      ok(
        reply,
        { request: await decideLoad(ctx(), staffActorOf(request), request.params.id, request.body) },
        'Decision recorded',
      ),
  );
  app.get(
    '/api/v1/admin/game-withdrawals',
    {
      schema: {
        ...staffDocs,
        querystring: staffListQuerySchema,
        response: { 200: envelopeOf(staffGameWithdrawalsAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('games.transfers.decide'),
      ...noStore,
    },
    async (request, reply) =>
      ok(reply, { withdrawals: await listGameWithdrawals(app.db, request.query) }, 'OK'),
  );
  app.post(
    '/api/v1/admin/game-withdrawals/:id/decision',
    {
      schema: {
        ...staffDocs,
        params: requestIdParamsSchema,
        body: gameTransferDecisionBodySchema,
        response: {
          200: envelopeOf(
            z.object({ withdrawal: staffGameWithdrawalsAnswerSchema.shape.withdrawals.element }),
          ),
          ...errorResponses,
        },
      },
      preValidation: app.requireStaff('games.transfers.decide'),
      config: moneyRequest('staff.withdrawal.decide'),
      ...app.claimedDecision('game_withdrawal'),
    },
    async (request, reply) =>
      ok(
        reply,
        {
          withdrawal: await decideGameWithdrawal(
            ctx(),
            staffActorOf(request),
            request.params.id,
            request.body,
          ),
        },
        'Decision recorded',
      ),
  );
  const staffRedemption = envelopeOf(
    z.object({ redemption: staffRedemptionsAnswerSchema.shape.redemptions.element }),
  );
  app.get(
    '/api/v1/admin/redemptions',
    {
      schema: {
        ...staffDocs,
        querystring: staffListQuerySchema,
        response: { 200: envelopeOf(staffRedemptionsAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('redemptions.decide'),
      ...noStore,
    },
    async (request, reply) => ok(reply, { redemptions: await listRedemptions(app.db, request.query) }, 'OK'),
  );
  app.post(
    '/api/v1/admin/redemptions/:id/review',
    {
      schema: {
        ...staffDocs,
        params: requestIdParamsSchema,
        response: { 200: staffRedemption, ...errorResponses },
      },
      preValidation: app.requireStaff('redemptions.decide'),
      config: moneyRequest('staff.redemption.review'),
      ...app.claimedDecision('redemption'),
    },
    async (request, reply) =>
      ok(
        reply,
        { redemption: await reviewRedemption(app.db, staffActorOf(request), request.params.id) },
        'In review',
      ),
  );
  app.post(
    '/api/v1/admin/redemptions/:id/approve',
    {
      schema: {
        ...staffDocs,
        params: requestIdParamsSchema,
        response: { 200: staffRedemption, ...errorResponses },
      },
      preValidation: app.requireStaff('redemptions.decide'),
      config: moneyRequest('staff.redemption.approve'),
      ...app.claimedDecision('redemption'),
    },
    async (request, reply) =>
      ok(
        reply,
        { redemption: await approveRedemption(ctx(), staffActorOf(request), request.params.id) },
        GAMES_PLAY_MESSAGES.redemptionApproved,
      ),
  );
  app.post(
    '/api/v1/admin/redemptions/:id/reject',
    {
      schema: {
        ...staffDocs,
        params: requestIdParamsSchema,
        body: redemptionRejectBodySchema,
        response: { 200: staffRedemption, ...errorResponses },
      },
      preValidation: app.requireStaff('redemptions.decide'),
      config: moneyRequest('staff.redemption.reject'),
      ...app.claimedDecision('redemption'),
    },
    async (request, reply) =>
      ok(
        reply,
        {
          redemption: await rejectRedemption(
            app.db,
            staffActorOf(request),
            request.params.id,
            request.body.reason,
          ),
        },
        GAMES_PLAY_MESSAGES.redemptionRejected,
      ),
  );
};
