import { userSchema } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { SEEDED_ACCOUNTS } from '../../db/seed';
import { createTestApp, loginAs, type TestApp } from '../../testing/test-app';
import { transfer } from '../ledger/transfer';
import { revokeSession } from './session-store';
import { verifyAccessToken } from './tokens';
import { findUserByEmail } from '../users/user-repository';

const { player } = SEEDED_ACCOUNTS;

/** Counts the statements and transactions an app sends to its database while fn runs. */
async function countStatements(db: Db, fn: () => Promise<unknown>): Promise<number> {
  const target = db as { query: Db['query']; transaction: Db['transaction'] };
  const query = target.query;
  const transaction = target.transaction;
  let n = 0;
  target.query = function (this: Db, ...args: Parameters<Db['query']>) {
    n++;
    return query.apply(this, args);
  } as Db['query'];
  target.transaction = function (this: Db, ...args: Parameters<Db['transaction']>) {
    n++;
    return transaction.apply(this, args);
  } as Db['transaction'];
  try {
    await fn();
  } finally {
    target.query = query;
    target.transaction = transaction;
  }
  return n;
}

describe('GET /user/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('reads the session, the user, balances and bonus state in one statement', async () => {
    const cookies = await loginAs(t.app, player.email, player.password);
    const userId = (await findUserByEmail(t.db, player.email))!.id;
    await transfer(t.db, {
      idempotencyKey: `test-me:${userId}`,
      from: { system: 'promotions' },
      to: { user: userId },
      amount: 777,
      currency: 'SC',
      type: 'sweep_bonus',
      description: 'test',
    });
    await t.db.query(
      `INSERT INTO bonus_state (user_id, daily_claims, last_daily_claim_at, streak)
       VALUES ($1, 2, now() - interval '1 hour', 2)
       ON CONFLICT (user_id) DO UPDATE SET daily_claims = 2, last_daily_claim_at = now() - interval '1 hour', streak = 2`,
      [userId],
    );
    let res: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    const statements = await countStatements(t.db, async () => {
      res = await t.app.inject({ url: '/api/v1/user/me', cookies });
    });
    expect(res!.statusCode).toBe(200);
    const user = userSchema.strict().parse(res!.json().data.user);
    expect(user).toMatchObject({
      _id: userId,
      role: 'USER',
      sweepCoins: 777,
      balance: 0,
      claimedDailyBonus: true,
      claimedSweepBonus: false,
      loginStreak: 2,
      isNewUser: false,
    });
    expect(statements).toBe(1);
  });

  it('refuses a revoked session at once (the same statement checks it)', async () => {
    const cookies = await loginAs(t.app, player.email, player.password);
    expect((await t.app.inject({ url: '/api/v1/user/me', cookies })).statusCode).toBe(200);
    const verified = await verifyAccessToken(t.config.jwtSecret, cookies.access_token);
    if (verified.status !== 'valid') throw new Error('token');
    expect(await revokeSession(t.db, verified.claims.sid)).toBe(true);
    const res = await t.app.inject({ url: '/api/v1/user/me', cookies });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/user/me' })).statusCode).toBe(401);
  });
});
