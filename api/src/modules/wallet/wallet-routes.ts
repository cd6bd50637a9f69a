import type { FastifyPluginAsync } from 'fastify';
import { walletTransactionsQuerySchema } from '@arcade/contracts';
import { ok, parse } from '../../http/envelope';
import { balanceUserView, getBalances } from '../ledger/balances';
import { registerUserViewContributor } from '../users/user-view';
import { authOf } from '../session/auth-plugin';
import { listUserTransactions } from './wallet-repository';

/** GET /wallet/balance and GET /wallet/transactions, both read from the ledger; balance and sweepCoins of the user DTO. */
export const walletRoutes: FastifyPluginAsync = async (app) => {
  registerUserViewContributor(balanceUserView);

  app.get('/api/v1/wallet/balance', { preHandler: app.requireUser }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(reply, await getBalances(app.db, authOf(request).userId), 'Balance fetched successfully');
  });

  app.get('/api/v1/wallet/transactions', { preHandler: app.requireUser }, async (request, reply) => {
    const query = parse(walletTransactionsQuerySchema, request.query);
    reply.header('cache-control', 'no-store');
    return ok(
      reply,
      await listUserTransactions(app.db, authOf(request).userId, query),
      'Transactions fetched successfully',
    );
  });
};
