import { WALLET_MESSAGES, type BonusStatus, type DailyClaimResult, type User } from '@arcade/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { call, newPlayer } from '../wallet/testing/players';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const me = async (cookies: Record<string, string>) =>
  (await call<{ user: User }>(t.app, cookies, 'GET', '/api/v1/user/me')).body.data.user;
const rewind = (userId: string, column: 'last_daily_claim_at' | 'last_sweep_claim_at', hours: number) =>
  t.db.query(`UPDATE bonus_state SET ${column} = ${column} - make_interval(hours => $2) WHERE user_id = $1`, [
    userId,
    hours,
  ]);

describe('bonus routes', () => {
  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/bonus/status'],
      ['POST', '/api/v1/claim/daily-bonus'],
      ['POST', '/api/v1/claim/sweep-bonus'],
    ] as const) {
      expect((await call(t.app, undefined, method, url)).status).toBe(401);
    }
  });

  it('claims the welcome bonus, refuses a second claim, then gives the daily bonus 24 h later', async () => {
    const p = await newPlayer(t.app, t.db, 'bonus');
    expect(await me(p.cookies)).toMatchObject({
      balance: 0,
      claimedDailyBonus: false,
      isNewUser: true,
      loginStreak: 0,
    });
    const status = await call<BonusStatus>(t.app, p.cookies, 'GET', '/api/v1/bonus/status');
    expect(status.body.data.daily).toEqual({
      claimed: false,
      nextClaimAt: null,
      streak: 0,
      amount: 10_000,
      isWelcome: true,
    });

    const emitted: unknown[][] = [];
    const spy = jest
      .spyOn(t.app.live, 'emitToUser')
      .mockImplementation((...args: unknown[]) => void emitted.push(args));
    const claim = await call<DailyClaimResult>(t.app, p.cookies, 'POST', '/api/v1/claim/daily-bonus');
    // Both pushes follow the claim's commit (the claim is one statement: they are sent as it returns, the balance
    // after its read); their order between each other is not promised.
    for (let i = 0; i < 100 && emitted.length < 2; i++) await new Promise((r) => setTimeout(r, 10));
    spy.mockRestore();
    expect(claim.status).toBe(200);
    // The first claim is the welcome bonus, and says welcome (issue 28).
    expect(claim.body.message).toBe(WALLET_MESSAGES.welcomeClaimed);
    expect(claim.body.data).toMatchObject({
      amount: 10_000,
      currency: 'GC',
      isWelcome: true,
      streak: 1,
      balance: { gold: 10_000, sweep: 0 },
    });
    expect(emitted).toHaveLength(2);
    expect(emitted).toEqual(
      expect.arrayContaining([
        [p.userId, 'balance_updated', { gold: 10_000, sweep: 0 }],
        [
          p.userId,
          'notification',
          expect.objectContaining({ type: 'bonus_claimed', kind: 'welcome', seq: 1 }),
        ],
      ]),
    );
    expect(await me(p.cookies)).toMatchObject({
      balance: 10_000,
      claimedDailyBonus: true,
      isNewUser: false,
      loginStreak: 1,
    });

    const again = await call(t.app, p.cookies, 'POST', '/api/v1/claim/daily-bonus');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(WALLET_MESSAGES.dailyAlreadyClaimed);
    expect(again.body.errors).toEqual(['already_claimed']);
    expect((again.body.data as { nextClaimAt: string }).nextClaimAt).toBe(claim.body.data.nextClaimAt);

    await rewind(p.userId, 'last_daily_claim_at', 25);
    expect((await me(p.cookies)).claimedDailyBonus).toBe(false);
    const daily = await call<DailyClaimResult>(t.app, p.cookies, 'POST', '/api/v1/claim/daily-bonus');
    expect(daily.body.data).toMatchObject({
      amount: 5_000,
      isWelcome: false,
      streak: 2,
      balance: { gold: 15_000, sweep: 0 },
    });
    const after = await call<BonusStatus>(t.app, p.cookies, 'GET', '/api/v1/bonus/status');
    expect(after.body.data.daily).toMatchObject({
      claimed: true,
      streak: 2,
      amount: 5_000,
      isWelcome: false,
    });
    expect(after.body.data.history.map((h) => [h.type, h.amount])).toEqual([
      ['daily_bonus', 5_000],
      ['welcome_bonus', 10_000],
    ]);
  });

  it('credits once when one player sends many claims at the same time', async () => {
    const p = await newPlayer(t.app, t.db, 'rush');
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => call(t.app, p.cookies, 'POST', '/api/v1/claim/daily-bonus')),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(
      answers.filter((a) => a.status === 400 && a.body.message === WALLET_MESSAGES.dailyAlreadyClaimed),
    ).toHaveLength(24);
    expect((await me(p.cookies)).balance).toBe(10_000);
  });

  it('claims the online free entry once per 7 days', async () => {
    const p = await newPlayer(t.app, t.db, 'sweep');
    const first = await call(t.app, p.cookies, 'POST', '/api/v1/claim/sweep-bonus');
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(WALLET_MESSAGES.sweepClaimed);
    expect(first.body.data).toMatchObject({ amount: 100, currency: 'SC', balance: { gold: 0, sweep: 100 } });
    expect(await me(p.cookies)).toMatchObject({ sweepCoins: 100, claimedSweepBonus: true });
    const again = await call(t.app, p.cookies, 'POST', '/api/v1/claim/sweep-bonus');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(WALLET_MESSAGES.sweepAlreadyClaimed);
    await rewind(p.userId, 'last_sweep_claim_at', 6 * 24 + 23);
    expect((await call(t.app, p.cookies, 'POST', '/api/v1/claim/sweep-bonus')).status).toBe(400);
    await rewind(p.userId, 'last_sweep_claim_at', 1);
    expect((await me(p.cookies)).claimedSweepBonus).toBe(false);
    expect((await call(t.app, p.cookies, 'POST', '/api/v1/claim/sweep-bonus')).status).toBe(200);
    expect((await me(p.cookies)).sweepCoins).toBe(200);
  });
});
