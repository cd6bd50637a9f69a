import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  balancesSchema,
  envelopeOf,
  errorResponses,
  walletTransactionsPageSchema,
  walletTransactionsQuerySchema,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { getBalances } from '../ledger/balances';
import { registerUserViewContributor } from '../users/user-view';
import { authOf } from '../session/auth-plugin';
import { balanceUserView } from './balance-user-view';
import { listUserTransactions } from './wallet-repository';

/** GET /wallet/balance and GET /wallet/transactions, both read from the ledger; balance and sweepCoins of the user DTO. */
export const walletRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: [TAGS.wallet], security: COOKIE_AUTH };
  registerUserViewContributor(balanceUserView);

  app.get(
    '/api/v1/wallet/balance',
    {
      schema: { ...docs, response: { 200: envelopeOf(balancesSchema), ...errorResponses } },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(reply, await getBalances(app.db, authOf(request).userId), 'Balance fetched successfully');
    },
  );

  app.get(
    '/api/v1/wallet/transactions',
    {
      schema: {
        ...docs,
        querystring: walletTransactionsQuerySchema,
        response: { 200: envelopeOf(walletTransactionsPageSchema), ...errorResponses },
      },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      const query = request.query;
      reply.header('cache-control', 'no-store');
      return ok(
        reply,
        await listUserTransactions(app.db, authOf(request).userId, query),
        'Transactions fetched successfully',
      );
    },
  );
};
