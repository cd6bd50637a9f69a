import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import type { Role, User } from '@arcade/contracts';
import type { CommittedWrite, Db } from '../../db/db';
import { userOfViewRow, type UserViewRow } from '../users/user-dto';
import { isUuid } from '../../db/uuid';
import { userViewTables, userViewVersion } from '../users/user-view';
import { findLiveSessionUser, findLiveSessionUserRow } from './session-store';

export const LIVE_USER_CACHE = {
  /** A bound on staleness for a write this node is never told of (another program writing to the database). */
  ttlMs: 5_000,
  maxEntries: 20_000,
  /** Users forgotten one by one before the cache forgets everyone at once (bounds the generations map). */
  maxGenerations: 50_000,
  channel: 'arcade:live-user-cache',
} as const;

interface Entry {
  userId: string;
  row: UserViewRow;
  at: number;
  /** The generations when the row was read: the entry is good while both are unchanged. */
  all: number;
  user: number;
  /** The user view's contributors when it was read (userViewVersion). */
  view: number;
}

export interface LiveUserCache {
  /** The live session's user (role and DTO), as session-store's findLiveSessionUser: a SessionLookup. */
  find(db: Db, sessionId: string, userId: string): Promise<{ role: Role; user: User } | null>;
  /**
   * The user view row the cache holds for this session, when it is still valid (as find would answer it), without
   * reading the database: a hint for a route that checks what it relies on (a claim's state, issue 9).
   */
  viewRow(sessionId: string, userId: string): UserViewRow | undefined;
  /** Forgets some users (everyone when undefined), here and, with Redis, on every other node. */
  forget(users?: readonly string[]): void;
  readonly stats: { hits: number; misses: number };
  close(): Promise<void>;
}

interface Logger {
  info(msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * GET /user/me's statement, and the session check of every authenticated request, answered from memory on a
 * repeat (issue 9). The cache keeps, per session, the row of the live session's user with every contributed
 * column; each answer builds the DTO from it at the current time, so time-dependent fields (the bonuses' next
 * claim) are exact.
 *
 * What makes a row stale is a committed write, and the database tells every write (Db.onWrite): a statement
 * that names a table the row is read from (sessions, users and each contributor's `tables`) forgets the users it
 * says it changes (QueryOptions.changesUsers), or everyone when it does not say. So logout, revocation, a role
 * change, a claim or a purchase is seen by the next request; no writer has to remember the cache, the hot ones
 * only narrow what it forgets. With Redis, each forgetting is published to the other nodes; without a subscribed
 * channel the cache keeps nothing. A generation taken before each read keeps a row read before a write from being
 * stored after it. Writes by another program are bounded by ttlMs.
 */
export function createLiveUserCache(options: {
  db: Db;
  redis?: Redis | null;
  log?: Logger;
  clock?: () => number;
}): LiveUserCache {
  const { db: watchedDb, redis, log } = options;
  const clock = options.clock ?? Date.now;
  const entries = new Map<string, Entry>();
  const generations = new Map<string, number>();
  let all = 0;
  const stats = { hits: 0, misses: 0 };
  const nodeId = crypto.randomUUID();
  // Without Redis this is the only node; with it, nothing is kept until the channel is subscribed.
  let listening = !redis;

  const forgetHere = (users?: readonly string[]) => {
    if (!users || generations.size + users.length > LIVE_USER_CACHE.maxGenerations) {
      all++;
      generations.clear();
      entries.clear();
      return;
    }
    for (const user of users) generations.set(user, (generations.get(user) ?? 0) + 1);
  };

  // Answers once Redis has taken the message (the write's caller waits for it, see Db.onWrite), so a player's next
  // request to another node finds the forgetting there before it.
  const forget = async (users?: readonly string[]): Promise<void> => {
    forgetHere(users);
    if (!redis) return;
    await redis.publish(LIVE_USER_CACHE.channel, JSON.stringify({ from: nodeId, users: users ?? null })).then(
      () => undefined,
      (err: unknown) => log?.warn({ err }, 'live user cache: publish failed'),
    );
  };
  if (!redis && watchedDb.dialect === 'postgres')
    log?.info('live user cache: this node only (no REDIS_URL); several nodes on one database need Redis');

  let tables: string[] | null = null;
  let watched = /$^/;
  const stopWatching = watchedDb.onWrite((writes: readonly CommittedWrite[]) => {
    const now = userViewTables();
    if (now !== tables) {
      tables = now;
      watched = new RegExp(`\\b(${now.join('|')})\\b`, 'i');
    }
    let users: string[] | undefined = [];
    for (const write of writes) {
      if (!watched.test(write.text)) continue;
      if (!write.users) {
        users = undefined;
        break;
      }
      users.push(...write.users);
    }
    if (users && users.length === 0) return undefined;
    return forget(users);
  });

  let subscriber: Redis | null = null;
  if (redis) {
    subscriber = redis.duplicate();
    subscriber.on('error', (err: unknown) => log?.warn({ err }, 'live user cache: subscriber error'));
    // Messages missed while the connection was down: forget everyone, keep nothing until subscribed again.
    subscriber.on('close', () => {
      listening = false;
      forgetHere();
    });
    subscriber.on('ready', () => {
      subscriber!
        .subscribe(LIVE_USER_CACHE.channel)
        .then(() => {
          forgetHere();
          listening = true;
        })
        .catch((err: unknown) => log?.warn({ err }, 'live user cache: subscribe failed'));
    });
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const { from, users } = JSON.parse(message) as { from: string; users: string[] | null };
        if (from !== nodeId) forgetHere(users ?? undefined);
      } catch {
        forgetHere();
      }
    });
  }

  const valid = (entry: Entry, userId: string, now: number) =>
    entry.userId === userId &&
    entry.all === all &&
    entry.user === (generations.get(userId) ?? 0) &&
    entry.view === userViewVersion() &&
    now - entry.at < LIVE_USER_CACHE.ttlMs;

  return {
    stats,
    forget: (users) => void forget(users),
    viewRow(sessionId, userId) {
      const entry = entries.get(sessionId);
      return entry && valid(entry, userId, clock()) ? entry.row : undefined;
    },
    async find(db, sessionId, userId) {
      // A transaction's reads are its own: only the watched database is answered from memory.
      if (db !== watchedDb) return findLiveSessionUser(db, sessionId, userId);
      const now = clock();
      const entry = entries.get(sessionId);
      // (an entry is only ever kept for ids that passed the check below)
      if (entry && valid(entry, userId, now)) {
        stats.hits++;
        return { role: entry.row.role, user: userOfViewRow(entry.row, new Date(now)) };
      }
      if (!isUuid(sessionId) || !isUuid(userId)) return null;
      stats.misses++;
      const before = { all, user: generations.get(userId) ?? 0, view: userViewVersion() };
      const row = await findLiveSessionUserRow(db, sessionId, userId);
      entries.delete(sessionId);
      if (!row) return null;
      if (listening) {
        if (entries.size >= LIVE_USER_CACHE.maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(sessionId, { userId, row, at: now, ...before });
      }
      return { role: row.role, user: userOfViewRow(row, new Date(now)) };
    },
    async close() {
      stopWatching();
      entries.clear();
      if (subscriber) await subscriber.quit().catch(() => subscriber!.disconnect());
    },
  };
}

/**
 * For a program that writes beside the servers (the AMOE command): with Redis, what its writes change is
 * forgotten by every server's cache at once (its writes are told like a server's, through a cache of its own);
 * without Redis there is nothing to tell, and a server sees the write within LIVE_USER_CACHE.ttlMs. Answers
 * the closer.
 */
export function announceWrites(db: Db, redisUrl: string | undefined): () => Promise<void> {
  if (!redisUrl) return async () => undefined;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, connectTimeout: 5000 });
  redis.on('error', () => undefined); // a failed publish is logged by the cache; the write itself stands
  const cache = createLiveUserCache({ db, redis });
  return async () => {
    await cache.close();
    await redis.quit().catch(() => redis.disconnect());
  };
}
