import type { FastifyPluginAsync, onSendHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  errorResponses,
  gameAccountRequestAnswerSchema,
  gameAccountsAnswerSchema,
  gameIdParamsSchema,
  gameTransferDecisionBodySchema,
  gameUserStatusSchema,
  gameWithdrawalAnswerSchema,
  gameWithdrawalBodySchema,
  gameWithdrawalsAnswerSchema,
  GAMES_PLAY_MESSAGES,
  gameAccountDecisionBodySchema,
  gameAccountResetAnswerSchema,
  gameAccountResetBodySchema,
  myGameAccountAnswerSchema,
  rechargeRequestAnswerSchema,
  rechargeRequestBodySchema,
  rechargeRequestsAnswerSchema,
  redeemableSchema,
  redemptionAnswerSchema,
  redemptionBodySchema,
  redemptionRejectBodySchema,
  redemptionsAnswerSchema,
  requestIdParamsSchema,
  revealedCredentialsSchema,
  staffGameAccountDecisionAnswerSchema,
  staffGameAccountRequestsAnswerSchema,
  staffGameWithdrawalsAnswerSchema,
  staffListQuerySchema,
  staffRechargeRequestsAnswerSchema,
  staffRedemptionsAnswerSchema,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { moneyRequest } from '../../http/idempotency';
import { AppError } from '../../http/errors';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { RATE_LIMITS } from '../../http/rate-limit';
import { authOf } from '../session/auth-plugin';
import { staffActorOf } from '../staff/staff-plugin';
import { resetAccountPassword, revealCredentials } from './game-account-credentials';
import { myGameAccount, myGameAccounts } from './game-account-reads';
import {
  decideAccountRequest,
  gameUserStatus,
  listAccountRequests,
  requestGameAccount,
} from './game-account-requests';
import {
  decideGameWithdrawal,
  decideLoad,
  listGameWithdrawals,
  listLoads,
  listMyGameWithdrawals,
  listMyLoads,
  requestGameWithdrawal,
  requestLoad,
} from './game-transfers-service';
import { PAYOUT_SIGNATURE_HEADER, PAYOUT_WEBHOOK_PATH } from './payouts';
import {
  approveRedemption,
  cancelRedemption,
  listRedemptions,
  myRedemption,
  myRedemptions,
  redeemable,
  rejectRedemption,
  requestRedemption,
  reviewRedemption,
  settlePayout,
} from './redemption-service';

const docs = { tags: [TAGS.games], security: COOKIE_AUTH };
const staffDocs = { tags: [TAGS.staff], security: COOKIE_AUTH };
const accountIdParams = z.object({ id: z.uuid({ error: GAMES_PLAY_MESSAGES.noGameAccount }) });

/**
 * Issue 12 routes: game accounts, loads, game withdrawals, Sweep Coin redemption and its tracker (players), the
 * staff decisions on each (requireStaff, audited), and the payout webhook (signed, no same-origin proof).
 */
export const gamesPlayRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const ctx = () => app.games;
  const noStoreHook: onSendHookHandler = (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  };
  const noStore = { onSend: noStoreHook };

  // ----- game accounts ---------------------------------------------------------------------------------------------
  app.post(
    '/api/v1/games/:id/account-request',
    {
      schema: {
        ...docs,
        params: gameIdParamsSchema,
        response: { 201: envelopeOf(gameAccountRequestAnswerSchema), ...errorResponses },
      },
      preValidation: [app.requireUser, app.requireUnrestricted, app.geoGate({ failClosed: true })],
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
        ...docs,
        params: gameIdParamsSchema,
        response: { 200: envelopeOf(gameUserStatusSchema), ...errorResponses },
      },
      preValidation: app.requireUser,
      ...noStore,
    },
    async (request, reply) =>
      ok(reply, await gameUserStatus(app.db, authOf(request).userId, request.params.id), 'OK'),
  );
  app.get(
    '/api/v1/game-accounts/my-account/:id',
    {
      schema: {
        ...docs,
        params: gameIdParamsSchema,
        response: { 200: envelopeOf(myGameAccountAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireUser,
      ...noStore,
    },
    async (request, reply) =>
      ok(reply, { account: await myGameAccount(ctx(), authOf(request).userId, request.params.id) }, 'OK'),
  );
  app.get(
    '/api/v1/game-accounts',
    {
      schema: { ...docs, response: { 200: envelopeOf(gameAccountsAnswerSchema), ...errorResponses } },
      preValidation: app.requireUser,
      ...noStore,
    },
    async (request, reply) =>
      ok(reply, { accounts: await myGameAccounts(ctx(), authOf(request).userId) }, 'OK'),
  );
  app.post(
    '/api/v1/game-accounts/:id/reveal',
    {
      schema: {
        ...docs,
        params: accountIdParams,
        response: { 200: envelopeOf(revealedCredentialsSchema), ...errorResponses },
      },
      preValidation: app.requireUser,
      ...noStore,
    },
    async (request, reply) =>
      ok(
        reply,
        await revealCredentials(ctx(), authOf(request).userId, request.params.id),
        GAMES_PLAY_MESSAGES.credentialsShown,
      ),
  );

  // ----- loads and game withdrawals -----------------------------------------------------------------------------------
  app.post(
    '/api/v1/recharge-requests',
    {
      schema: {
        ...docs,
        body: rechargeRequestBodySchema,
        response: { 201: envelopeOf(rechargeRequestAnswerSchema), ...errorResponses },
      },
      preValidation: [app.requireUser, app.requireUnrestricted, app.geoGate({ failClosed: true })],
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
      schema: { ...docs, response: { 200: envelopeOf(rechargeRequestsAnswerSchema), ...errorResponses } },
      preValidation: app.requireUser,
      ...noStore,
    },
    async (request, reply) =>
      ok(reply, { requests: await listMyLoads(app.db, authOf(request).userId) }, 'OK'),
  );
  app.post(
    '/api/v1/game-withdrawals',
    {
      schema: {
        ...docs,
        body: gameWithdrawalBodySchema,
        response: { 201: envelopeOf(gameWithdrawalAnswerSchema), ...errorResponses },
      },
      // Taking out what the player holds in a game is not a new gain: no unrestricted requirement.
      preValidation: [app.requireUser, app.geoGate({ failClosed: true })],
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
      schema: { ...docs, response: { 200: envelopeOf(gameWithdrawalsAnswerSchema), ...errorResponses } },
      preValidation: app.requireUser,
      ...noStore,
    },
    async (request, reply) =>
      ok(reply, { withdrawals: await listMyGameWithdrawals(app.db, authOf(request).userId) }, 'OK'),
  );

  // ----- redemption ------------------------------------------------------------------------------------------------
  const walletDocs = { tags: [TAGS.wallet], security: COOKIE_AUTH };
  app.post(
    '/api/v1/wallet/withdraw',
    {
      schema: {
        ...walletDocs,
        body: redemptionBodySchema,
        response: { 201: envelopeOf(redemptionAnswerSchema), ...errorResponses },
      },
      preValidation: [app.requireUser, app.geoGate({ failClosed: true })],
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
      preValidation: app.requireUser,
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
      preValidation: app.requireUser,
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
      preValidation: app.requireUser,
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
      preValidation: app.requireUser,
      ...noStore,
    },
    async (request, reply) => ok(reply, await redeemable(app.db, authOf(request).userId), 'OK'),
  );

  // ----- staff -----------------------------------------------------------------------------------------------------
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

  // ----- payout webhook (signed raw body; not a browser request) ------------------------------------------------------
  await app.register(async (plainScope) => {
    const scope = plainScope.withTypeProvider<ZodTypeProvider>();
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 64 * 1024 },
      (request, body, done) => {
        request.rawBody = body as Buffer;
        done(null, undefined);
      },
    );
    const eventSchema = z.object({
      eventId: z.string().min(1).max(200),
      reference: z.string().min(1).max(200),
      status: z.enum(['paid', 'failed']),
      reason: z.string().max(500).optional(),
    });
    scope.post(
      PAYOUT_WEBHOOK_PATH,
      {
        schema: {
          tags: [TAGS.wallet],
          description: `The payout provider's result: raw JSON body signed in ${PAYOUT_SIGNATURE_HEADER} (t=<unix>,v1=<HMAC-SHA256 hex of "<t>.<body>">), refused outside a 5-minute window; an event id is processed once.`,
          response: {
            200: envelopeOf(
              z.object({ redemptionId: z.string().nullable(), status: z.string(), duplicate: z.boolean() }),
            ),
            ...errorResponses,
          },
        },
        config: { csrf: false },
      },
      async (request, reply) => {
        const payouts = app.games.payouts;
        if (!payouts) throw new AppError(503, GAMES_PLAY_MESSAGES.payoutUnavailable);
        const raw = request.rawBody ?? Buffer.alloc(0);
        const signature = request.headers[PAYOUT_SIGNATURE_HEADER];
        if (!payouts.verify(raw, typeof signature === 'string' ? signature : undefined)) {
          request.log.warn('payout webhook with a bad or expired signature');
          throw new AppError(401, GAMES_PLAY_MESSAGES.badSignature);
        }
        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new AppError(400, 'Invalid JSON');
        }
        const event = eventSchema.safeParse(json);
        if (!event.success) throw new AppError(400, 'Invalid payout event');
        return ok(reply, await settlePayout(app.db, event.data), 'OK');
      },
    );
  });
};
