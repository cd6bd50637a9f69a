import type { FastifyInstance } from 'fastify';
import type { Balances } from '@arcade/contracts';
import { getBalances } from '../ledger/balances';

/** Reads a user's balances after a committed movement and pushes balance_updated { gold, sweep } to their sockets. */
export async function emitBalanceUpdated(app: FastifyInstance, userId: string): Promise<Balances> {
  const balances = await getBalances(app.db, userId);
  try {
    app.live.emitToUser(userId, 'balance_updated', balances);
  } catch (err) {
    app.log.warn({ err, userId }, 'balance_updated push failed');
  }
  return balances;
}
