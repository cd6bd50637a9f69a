import { BONUS, FREE_ENTRY } from '@arcade/contracts';
import { getBalances } from '../ledger/balances';
import { checkLedger } from '../ledger/ledger-check';
import { openLedgerTestDb, type LedgerTestDb } from '../ledger/testing/ledger-test-db';
import { transfer } from '../ledger/transfer';
import { readBonusState } from './bonus-repository';
import { bonusViewOf, claimDailyBonus, claimSweepBonus, getBonusStatus } from './bonus-service';

/** The bonus fields of the user DTO at `now`. */
const bonusUserView = async (db: LedgerTestDb['db'], userId: string, now: Date) =>
  bonusViewOf(await readBonusState(db, userId), now);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const T0 = new Date('2026-03-01T09:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

let t: LedgerTestDb;
beforeAll(async () => {
  t = await openLedgerTestDb('bonus');
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('daily and welcome bonus', () => {
  it('gives the welcome bonus first, then refuses until 24 h after the last claim', async () => {
    const u = await t.createUser();
    expect(await bonusUserView(t.db, u, T0)).toEqual({
      claimedDailyBonus: false,
      claimedSweepBonus: false,
      loginStreak: 0,
      isNewUser: true,
    });
    const first = await claimDailyBonus(t.db, u, T0);
    expect(first).toMatchObject({ status: 'claimed', amount: BONUS.welcomeGold, isWelcome: true, streak: 1 });
    expect(await getBalances(t.db, u)).toEqual({ gold: 10_000, sweep: 0 });
    expect(await bonusUserView(t.db, u, at(HOUR))).toEqual({
      claimedDailyBonus: true,
      claimedSweepBonus: false,
      loginStreak: 1,
      isNewUser: false,
    });

    const early = await claimDailyBonus(t.db, u, at(DAY - 1));
    expect(early).toEqual({ status: 'already', nextClaimAt: at(DAY) });
    expect(await getBalances(t.db, u)).toEqual({ gold: 10_000, sweep: 0 });

    const second = await claimDailyBonus(t.db, u, at(DAY));
    expect(second).toMatchObject({
      status: 'claimed',
      amount: BONUS.dailyGold,
      isWelcome: false,
      streak: 2,
      nextClaimAt: at(2 * DAY),
    });
    expect(await getBalances(t.db, u)).toEqual({ gold: 15_000, sweep: 0 });
  });

  it('counts consecutive days and resets the streak after a missed day (48 h without a claim)', async () => {
    const u = await t.createUser();
    await claimDailyBonus(t.db, u, T0); // streak 1
    expect(await claimDailyBonus(t.db, u, at(30 * HOUR))).toMatchObject({ streak: 2 }); // next day
    expect(await claimDailyBonus(t.db, u, at(30 * HOUR + 47 * HOUR))).toMatchObject({ streak: 3 }); // 47 h later: still alive
    const last = 77 * HOUR;
    expect(await bonusUserView(t.db, u, at(last + 48 * HOUR - 1))).toMatchObject({
      loginStreak: 3,
      claimedDailyBonus: false,
    });
    expect(await bonusUserView(t.db, u, at(last + 48 * HOUR))).toMatchObject({ loginStreak: 0 });
    expect(await claimDailyBonus(t.db, u, at(last + 48 * HOUR))).toMatchObject({
      status: 'claimed',
      streak: 1,
      amount: BONUS.dailyGold,
    });
    const status = await getBonusStatus(t.db, u, at(last + 49 * HOUR));
    expect(status.daily).toMatchObject({
      claimed: true,
      streak: 1,
      amount: BONUS.dailyGold,
      isWelcome: false,
    });
    expect(status.history.map((h) => h.type)).toEqual([
      'daily_bonus',
      'daily_bonus',
      'daily_bonus',
      'welcome_bonus',
    ]);
    expect(status.history[0]).toMatchObject({ amount: 5000, currency: 'GC', direction: 'credit' });
  });

  it('shows the status of a new user', async () => {
    const u = await t.createUser();
    const status = await getBonusStatus(t.db, u, T0);
    expect(status).toEqual({
      daily: { claimed: false, nextClaimAt: null, streak: 0, amount: BONUS.welcomeGold, isWelcome: true },
      sweep: { claimed: false, nextClaimAt: null, amount: FREE_ENTRY.onlineSweepCents },
      history: [],
    });
  });

  it('credits exactly once under many concurrent claims', async () => {
    const u = await t.createUser();
    const n = t.dialect === 'postgres' ? 1000 : 50;
    const outcomes = await Promise.all(Array.from({ length: n }, () => claimDailyBonus(t.db, u, T0)));
    expect(outcomes.filter((o) => o.status === 'claimed')).toHaveLength(1);
    expect(await getBalances(t.db, u)).toEqual({ gold: BONUS.welcomeGold, sweep: 0 });
    const credits = await t.db.query<{ n: unknown }>(
      "SELECT count(*) AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id WHERE a.user_id = $1 AND e.direction = 'credit'",
      [u],
    );
    expect(Number(credits.rows[0]!.n)).toBe(1);
    const again = await Promise.all(
      Array.from({ length: n }, () => claimDailyBonus(t.db, u, at(DAY + HOUR))),
    );
    expect(again.filter((o) => o.status === 'claimed')).toHaveLength(1);
    expect(await getBalances(t.db, u)).toEqual({ gold: BONUS.welcomeGold + BONUS.dailyGold, sweep: 0 });
    expect((await checkLedger(t.db)).violations).toEqual([]);
  }, 120_000);

  it('never credits one claim twice even if its record was lost (the idempotency key holds)', async () => {
    const u = await t.createUser();
    await claimDailyBonus(t.db, u, T0);
    // The credit of claim #2 already exists (e.g. written by a process that died before its bonus record).
    await transfer(t.db, {
      idempotencyKey: `daily:${u}:1`,
      from: { system: 'promotions' },
      to: { user: u },
      amount: BONUS.dailyGold,
      currency: 'GC',
      type: 'daily_bonus',
      description: 'Daily bonus',
      now: at(DAY),
    });
    const outcome = await claimDailyBonus(t.db, u, at(DAY + HOUR));
    expect(outcome.status).toBe('already');
    expect(await getBalances(t.db, u)).toEqual({ gold: 15_000, sweep: 0 });
    expect(await claimDailyBonus(t.db, u, at(2 * DAY + HOUR))).toMatchObject({ status: 'claimed' });
  });

  it('decides on a known state only while the record still holds it (a stale one is read again)', async () => {
    const u = await t.createUser();
    const before = await readBonusState(t.db, u); // no claim yet: the welcome bonus is next
    expect(await claimDailyBonus(t.db, u, T0, before)).toMatchObject({ status: 'claimed', isWelcome: true });
    // The same stale state again: the record changed, so the claim is decided on the stored one.
    expect(await claimDailyBonus(t.db, u, at(HOUR), before)).toEqual({
      status: 'already',
      nextClaimAt: at(DAY),
    });
    // A day later, still the stale state: the daily bonus (not a second welcome) under claim #2's key.
    const next = await claimDailyBonus(t.db, u, at(DAY + HOUR), before);
    expect(next).toMatchObject({ status: 'claimed', isWelcome: false, amount: BONUS.dailyGold, streak: 2 });
    expect(await getBalances(t.db, u)).toEqual({ gold: BONUS.welcomeGold + BONUS.dailyGold, sweep: 0 });
    const keys = await t.db.query<{ idempotency_key: string }>(
      `SELECT t.idempotency_key FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account_id
       WHERE a.user_id = $1 ORDER BY t.id`,
      [u],
    );
    expect(keys.rows.map((r) => r.idempotency_key)).toEqual([`welcome:${u}`, `daily:${u}:1`]);
    // Another user's state is never used for this one.
    const other = await t.createUser();
    expect(await claimDailyBonus(t.db, other, T0, before)).toMatchObject({
      status: 'claimed',
      isWelcome: true,
    });
    expect((await checkLedger(t.db)).violations).toEqual([]);
  });

  it('writes nothing when the one statement fails (an unknown user is a 404 and no row is left)', async () => {
    const ghost = '00000000-0000-0000-0000-0000000000aa';
    await expect(claimSweepBonus(t.db, ghost, T0)).rejects.toMatchObject({ statusCode: 404 });
    const left = await t.db.query<{ n: unknown }>(
      `SELECT (SELECT count(*) FROM bonus_state WHERE user_id = $1)
            + (SELECT count(*) FROM ledger_accounts WHERE user_id = $1)
            + (SELECT count(*) FROM notifications WHERE user_id = $1) AS n`,
      [ghost],
    );
    expect(Number(left.rows[0]!.n)).toBe(0);
  });

  it('answers 404 for an unknown user', async () => {
    await expect(claimDailyBonus(t.db, '00000000-0000-0000-0000-000000000000', T0)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('online free entry (sweep bonus)', () => {
  it('credits 1 SC once per 7 days from the last claim', async () => {
    const u = await t.createUser();
    const first = await claimSweepBonus(t.db, u, T0);
    expect(first).toMatchObject({ status: 'claimed', amount: 100, nextClaimAt: at(7 * DAY) });
    expect(await getBalances(t.db, u)).toEqual({ gold: 0, sweep: 100 });
    expect(await bonusUserView(t.db, u, at(DAY))).toMatchObject({
      claimedSweepBonus: true,
      claimedDailyBonus: false,
      isNewUser: true,
    });
    expect(await claimSweepBonus(t.db, u, at(7 * DAY - 1))).toEqual({
      status: 'already',
      nextClaimAt: at(7 * DAY),
    });
    expect((await getBonusStatus(t.db, u, at(DAY))).sweep).toEqual({
      claimed: true,
      nextClaimAt: at(7 * DAY).toISOString(),
      amount: 100,
    });
    expect(await bonusUserView(t.db, u, at(7 * DAY))).toMatchObject({ claimedSweepBonus: false });
    expect(await claimSweepBonus(t.db, u, at(7 * DAY))).toMatchObject({ status: 'claimed' });
    expect(await getBalances(t.db, u)).toEqual({ gold: 0, sweep: 200 });
  });

  it('credits once under concurrent claims', async () => {
    const u = await t.createUser();
    const outcomes = await Promise.all(Array.from({ length: 40 }, () => claimSweepBonus(t.db, u, T0)));
    expect(outcomes.filter((o) => o.status === 'claimed')).toHaveLength(1);
    expect(await getBalances(t.db, u)).toEqual({ gold: 0, sweep: 100 });
  });
});
