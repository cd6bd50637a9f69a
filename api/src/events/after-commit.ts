import type { Db } from '../db/db';
import type { LiveChannel } from '../http/app-types';

/**
 * Events after commit: what a transaction queues for a user's sockets is pushed once it has committed, never
 * after a rollback. This module knows the database and the HTTP layer's types only; the live module binds the
 * socket channel (bindLiveEvents), and the modules above queue their events (queueUserEvent).
 */

/** Where committed events of one database go: the app's socket channel (bound by the live plugin). */
interface LiveSink {
  live: LiveChannel;
  log: { warn(obj: unknown, msg?: string): void };
}

/** A payload, or a function that reads it from the committed database. */
export type LivePayload = unknown | ((db: Db) => Promise<unknown>);

const sinks = new WeakMap<Db, LiveSink>();

/** Sends events committed on this database to these sockets; answers the unbind function (app close). */
export function bindLiveEvents(db: Db, live: LiveChannel, log: LiveSink['log']): () => void {
  sinks.set(db, { live, log });
  return () => {
    sinks.delete(db);
  };
}

/**
 * Pushes an event to a user's sockets now, from committed data (call it from an afterCommit callback): a function
 * payload is read from the database first. Nothing when no live channel is bound (CLI, scripts); a failure is
 * logged, never thrown (the data is committed).
 */
export async function pushUserEvent(
  db: Db,
  userId: string,
  event: string,
  payload: LivePayload,
): Promise<void> {
  const sink = sinks.get(db);
  if (!sink) return; // no live channel on this database (CLI, scripts)
  try {
    const data =
      typeof payload === 'function' ? await (payload as (db: Db) => Promise<unknown>)(db) : payload;
    sink.live.emitToUser(userId, event, data);
  } catch (err) {
    sink.log.warn({ err, userId, event }, 'live event after commit failed');
  }
}

/**
 * Queues a socket event for a user on the transaction tx: it is pushed after COMMIT, never after a rollback.
 * A function payload is read from the committed database at that time.
 */
export function queueUserEvent(tx: Db, userId: string, event: string, payload: LivePayload): void {
  tx.afterCommit((db) => pushUserEvent(db, userId, event, payload));
}
