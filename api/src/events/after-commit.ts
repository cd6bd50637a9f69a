import type { Db } from '../../db/db';
import type { LiveChannel } from '../../http/app-types';
import { getBalances } from '../ledger/balances';
import type { AccountRef } from '../ledger/ledger-types';

/** Where committed events of one database go: the app's socket channel (bound by the live plugin). */
interface LiveSink {
  live: LiveChannel;
  log: { warn(obj: unknown, msg?: string): void };
}

/** A payload, or a function that reads it from the committed database. */
export type LivePayload = unknown | ((db: Db) => Promise<unknown>);

const sinks = new WeakMap<Db, LiveSink>();
/** Users already queued for balance_updated, per transaction (an attempt's tx object): one push each. */
const balanceQueued = new WeakMap<Db, Set<string>>();

/** Sends events committed on this database to these sockets; answers the unbind function (app close). */
export function bindLiveEvents(db: Db, live: LiveChannel, log: LiveSink['log']): () => void {
  sinks.set(db, { live, log });
  return () => {
    sinks.delete(db);
  };
}

/**
 * Queues a socket event for a user on the transaction tx: it is pushed after COMMIT, never after a rollback.
 * A function payload is read from the committed database at that time.
 */
export function queueUserEvent(tx: Db, userId: string, event: string, payload: LivePayload): void {
  tx.afterCommit(async (db) => {
    const sink = sinks.get(db);
    if (!sink) return; // no live channel on this database (CLI, scripts)
    try {
      const data =
        typeof payload === 'function' ? await (payload as (db: Db) => Promise<unknown>)(db) : payload;
      sink.live.emitToUser(userId, event, data);
    } catch (err) {
      sink.log.warn({ err, userId, event }, 'live event after commit failed');
    }
  });
}

/** Queues balance_updated { gold, sweep } for a user (once per transaction), read after commit in one query. */
export function queueBalanceUpdated(tx: Db, userId: string): void {
  let queued = balanceQueued.get(tx);
  if (!queued) {
    balanceQueued.set(tx, (queued = new Set()));
    tx.afterCommit(() => void balanceQueued.delete(tx)); // outside a transaction: at once, so no dedupe
  }
  if (queued.has(userId)) return;
  queued.add(userId);
  queueUserEvent(tx, userId, 'balance_updated', (db: Db) => getBalances(db, userId));
}

/** balance_updated for each user account among the refs of a ledger transfer. */
export function queueBalanceUpdatedFor(tx: Db, refs: readonly AccountRef[]): void {
  for (const ref of refs) if ('user' in ref) queueBalanceUpdated(tx, ref.user);
}
