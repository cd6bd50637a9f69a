import type { Db } from '../../db/db';
import type { AccountRef } from './ledger-types';

/**
 * Told, after a transfer's transaction has committed (never after a rollback), that a user's balances changed.
 * The ledger knows no socket: whoever binds a listener to the database (the live module, which pushes
 * balance_updated through the events module) adds that side effect, as pgledger's callers do.
 */
export type BalanceListener = (db: Db, userId: string) => void | Promise<void>;

const listeners = new WeakMap<Db, BalanceListener>();
/** Users already noted per transaction (an attempt's tx object): the listener hears of each once. */
const noted = new WeakMap<Db, Set<string>>();

/** Tells listener of the balance changes committed on this database; answers the unbind function (app close). */
export function watchBalances(db: Db, listener: BalanceListener): () => void {
  listeners.set(db, listener);
  return () => {
    listeners.delete(db);
  };
}

/** Notes on tx that the user's balances changed: the listener hears it once per transaction, after COMMIT. */
export function noteBalanceChanged(tx: Db, userId: string): void {
  let queued = noted.get(tx);
  if (!queued) {
    noted.set(tx, (queued = new Set()));
    tx.afterCommit(() => void noted.delete(tx)); // outside a transaction: at once, so no dedupe
  }
  if (queued.has(userId)) return;
  queued.add(userId);
  tx.afterCommit((db) => listeners.get(db)?.(db, userId));
}

/** noteBalanceChanged for each user account among the refs of a transfer. */
export function noteBalancesChanged(tx: Db, refs: readonly AccountRef[]): void {
  for (const ref of refs) if ('user' in ref) noteBalanceChanged(tx, ref.user);
}
