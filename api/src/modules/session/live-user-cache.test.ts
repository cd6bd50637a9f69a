import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openDb, type Db } from '../../db/db';
import { SEEDED_ACCOUNTS } from '../../db/seed';
import {
  createTestApp,
  freshPostgres,
  loginAs,
  sendOriginByDefault,
  testConfig,
  type TestApp,
} from '../../testing/test-app';
import { transfer } from '../ledger/transfer';
import { revokeSession } from './session-store';
import { verifyAccessToken } from './tokens';
import { LIVE_USER_CACHE, announceWrites, createLiveUserCache } from './live-user-cache';

const { player } = SEEDED_ACCOUNTS;
const me = (app: FastifyInstance, cookies: Record<string, string>) =>
  app.inject({ url: '/api/v1/user/me', cookies });

/** Reads until it gives `want` or `ms` pass; answers the last value (for expect). */
async function poll<T>(read: () => Promise<T>, want: T, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value === want || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function sessionOf(t: Pick<TestApp, 'config'>, cookies: Record<string, string>) {
  const verified = await verifyAccessToken(t.config.jwtSecret, cookies.access_token!);
  if (verified.status !== 'valid') throw new Error('no valid token');
  return { sessionId: verified.claims.sid, userId: verified.claims.sub };
}

describe('the live user cache (GET /user/me and the session check)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers a repeat from memory, and the next request after any committed write that changes the user reads again', async () => {
    const cookies = await loginAs(t.app, player.email, player.password);
    const { stats } = t.app.liveUsers;
    const first = await me(t.app, cookies);
    expect(first.statusCode).toBe(200);
    const hits = stats.hits;
    const again = await me(t.app, cookies);
    expect(again.json()).toEqual(first.json());
    expect(stats.hits).toBe(hits + 1);

    // A claim (the ledger and the bonus state, which say which user they change)
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/v1/claim/daily-bonus',
      cookies,
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(claim.statusCode).toBe(200);
    const afterClaim = (await me(t.app, cookies)).json().data.user;
    expect(afterClaim.balance).toBe(first.json().data.user.balance + claim.json().data.amount);
    expect(afterClaim.claimedDailyBonus).toBe(true);

    // A write that does not say which user it changes (here by hand; an operator's edit, a verification...)
    await me(t.app, cookies);
    await t.db.query("UPDATE users SET first_name = 'Cached' WHERE email = $1", [player.email]);
    expect((await me(t.app, cookies)).json().data.user.name.first).toBe('Cached');

    // A transfer in a transaction that rolls back changes nothing, and is not told
    const hitsBefore = stats.hits;
    await expect(
      t.db.transaction(async (tx) => {
        await transfer(tx, {
          idempotencyKey: `rolled-back-${Date.now()}`,
          from: { system: 'promotions' },
          to: { user: afterClaim._id },
          amount: 5,
          currency: 'GC',
          type: 'adjustment',
          description: 'rolled back',
        });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await me(t.app, cookies)).json().data.user.balance).toBe(afterClaim.balance);
    expect(stats.hits).toBe(hitsBefore + 1);

    // Revocation: the next request is refused, the session check included
    const { sessionId } = await sessionOf(t, cookies);
    expect(await revokeSession(t.db, sessionId)).toBe(true);
    expect((await me(t.app, cookies)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/user/notifications', cookies })).statusCode).toBe(401);
  });

  it('the session check of other routes reads through it: a role change is seen at once', async () => {
    const cookies = await loginAs(t.app, player.email, player.password);
    await me(t.app, cookies);
    const audit = () => t.app.inject({ url: '/api/v1/admin/audit', cookies });
    const codes = async () => ((await audit()).json() as { errors?: string[] }).errors ?? [];
    expect((await audit()).statusCode).toBe(403);
    expect(await codes()).not.toContain('second_factor_required');
    // Made staff: the guard sees the role at once (this session, opened without a second factor, is still refused).
    await t.db.query("UPDATE users SET role = 'ADMIN' WHERE email = $1", [player.email]);
    expect(await codes()).toContain('second_factor_required');
    await t.db.query("UPDATE users SET role = 'USER' WHERE email = $1", [player.email]);
    expect((await audit()).statusCode).toBe(403);
    expect(await codes()).not.toContain('second_factor_required');
  });

  it('keeps no row read while it was being forgotten, and none past its time', async () => {
    const cookies = await loginAs(t.app, player.email, player.password);
    const { sessionId, userId } = await sessionOf(t, cookies);
    let now = Date.now();
    const cache = createLiveUserCache({ db: t.db, clock: () => now });
    try {
      // A forget during the read (another node's write, told through Redis): not kept either
      await cache.find(t.db, sessionId, userId);
      const filled = cache.stats.misses;
      await cache.find(t.db, sessionId, userId);
      expect(cache.stats.misses).toBe(filled); // kept
      cache.forget([userId]);
      expect(cache.viewRow(sessionId, userId)).toBeUndefined(); // a forgotten row is no hint
      const target = t.db as { query: Db['query'] };
      const query = target.query;
      target.query = async function (this: Db, ...args: Parameters<Db['query']>) {
        const r = await query.apply(this, args);
        cache.forget([userId]); // while the row is on its way
        return r;
      } as Db['query'];
      try {
        await cache.find(t.db, sessionId, userId);
      } finally {
        target.query = query;
      }
      const before = cache.stats.misses;
      await cache.find(t.db, sessionId, userId); // the row read during the forget was not kept
      expect(cache.stats.misses).toBe(before + 1);
      await cache.find(t.db, sessionId, userId);
      expect(cache.stats.misses).toBe(before + 1);

      // Time: a row is kept at most ttlMs (and viewRow, the hint a claim uses, says so too)
      await cache.find(t.db, sessionId, userId);
      const kept = cache.stats.misses;
      expect(cache.viewRow(sessionId, userId)).toMatchObject({ id: userId });
      expect(cache.viewRow(sessionId, crypto.randomUUID())).toBeUndefined(); // another user's session: none
      now += LIVE_USER_CACHE.ttlMs - 1;
      await cache.find(t.db, sessionId, userId);
      expect(cache.stats.misses).toBe(kept);
      now += 2;
      expect(cache.viewRow(sessionId, userId)).toBeUndefined();
      await cache.find(t.db, sessionId, userId);
      expect(cache.stats.misses).toBe(kept + 1);
    } finally {
      await cache.close();
    }
  });
});

// Two nodes, each with its own connection pool to one PostgreSQL database, and one Redis: a write on one node is
// forgotten by the other's cache. Runs in CI's PostgreSQL phase (DATABASE_URL and REDIS_URL set).
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const maybe = databaseUrl && redisUrl ? describe : describe.skip;

maybe('the live user cache across two nodes (PostgreSQL + Redis)', () => {
  const apps: FastifyInstance[] = [];
  const dbs: Db[] = [];
  let drop: () => Promise<void> = async () => undefined;
  let url = '';

  beforeAll(async () => {
    const fresh = await freshPostgres(databaseUrl!);
    drop = fresh.drop;
    url = fresh.url;
    dbs.push(fresh.db, await openDb({ databaseUrl: fresh.url }));
    const config = testConfig({ databaseUrl: fresh.url, redisUrl });
    for (const db of dbs) {
      const app = await buildApp({ config, db, logger: false });
      sendOriginByDefault(app);
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
    await drop();
  });

  it('a claim on node A is seen by node B at once; so is a logout', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const cookies = await loginAs(a, player.email, player.password);
    // wait until B's channel is subscribed (it keeps nothing before): a repeat on B is then a hit
    const repeatIsHit = async () => {
      await me(b, cookies);
      const hits = b.liveUsers.stats.hits;
      await me(b, cookies);
      return b.liveUsers.stats.hits > hits;
    };
    expect(await poll(repeatIsHit, true, 10_000)).toBe(true);
    const before = (await me(b, cookies)).json().data.user;
    const claim = await a.inject({
      method: 'POST',
      url: '/api/v1/claim/daily-bonus',
      cookies,
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(claim.statusCode).toBe(200);
    // A's answer came once Redis had the forgetting; B reads it as its next message
    const expected = before.balance + claim.json().data.amount;
    const balanceOnB = async () => (await me(b, cookies)).json().data.user.balance as number;
    expect(await poll(balanceOnB, expected, 2_000)).toBe(expected); // well under the TTL
    expect((await me(b, cookies)).json().data.user.claimedDailyBonus).toBe(true);

    await me(b, cookies);
    expect((await a.inject({ method: 'POST', url: '/api/v1/user/logout', cookies })).statusCode).toBe(200);
    expect(await poll(async () => (await me(b, cookies)).statusCode, 401, 2_000)).toBe(401);
  });

  it("a credit by a program beside the servers (the AMOE command's set-up) is seen by a node at once", async () => {
    const [, b] = apps as [FastifyInstance, FastifyInstance];
    const cookies = await loginAs(b, player.email, player.password);
    const { userId } = await sessionOf(b, cookies);
    const cli = await openDb({ databaseUrl: url });
    const close = announceWrites(cli, redisUrl);
    try {
      const before = (await me(b, cookies)).json().data.user.sweepCoins as number;
      await me(b, cookies); // cached on B
      await transfer(cli, {
        idempotencyKey: `cli-credit:${userId}`,
        from: { system: 'promotions' },
        to: { user: userId },
        amount: 100,
        currency: 'SC',
        type: 'amoe_mail_in',
        description: 'Free entry (mail-in)',
      });
      const sweepOnB = async () => (await me(b, cookies)).json().data.user.sweepCoins as number;
      expect(await poll(sweepOnB, before + 100, 2_000)).toBe(before + 100); // well under the TTL
    } finally {
      await close();
      await cli.close();
    }
  });
});
