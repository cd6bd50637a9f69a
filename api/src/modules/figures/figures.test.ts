// The back office's live figures (issue 29 item 6): exact figures by UTC day, by state and over the range from known
// activity written through the ledger; refusals by the permission table; ranges refused with figures_range; the
// demo operator days seeded once and consistent with the ledger.
import {
  addUtcDays,
  FIGURES_MESSAGES,
  FIGURES_RANGE_CODE,
  PURCHASE_METHODS,
  utcDayOf,
  type FigureSet,
  type FiguresAnswer,
  type PurchaseMethod,
} from '@arcade/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { expectRefusedWithoutPermission, makeCallers, type Callers } from '../../testing/staff-permissions';
import { call } from '../wallet/testing/players';
import { checkLedger } from '../ledger/ledger-check';
import {
  insertDemoPlayer,
  recordCredit,
  recordMailIn,
  recordPaidOrder,
  recordRedemption,
} from './demo-activity';
import { seedDemoOperatorDays } from './demo-operator-day';

jest.setTimeout(180_000);

let t: TestApp;
let callers: Callers;
beforeAll(async () => {
  t = await createTestApp();
  callers = await makeCallers(t.app, t.db);
}, 180_000);
afterAll(async () => t?.close());

const T = utcDayOf(new Date());
const D1 = addUtcDays(T, -1);
const D2 = addUtcDays(T, -2);
const at = (day: string, time: string) => new Date(`${day}T${time}Z`);
const seal = (text: string) => `sealed:${text.length}`;
const usd = (amount: number) => ({ amount, currency: 'USD', scale: 2 });
const gc = (amount: number) => ({ amount, currency: 'GC', scale: 0 });
const sc = (amount: number) => ({ amount, currency: 'SC', scale: 2 });

/** A figure set from the few numbers that differ from nothing. */
function set(f: {
  purchases?: Partial<Record<PurchaseMethod, number>>;
  bonusGc?: number;
  bonusCount?: number;
  free?: number;
  freeCount?: number;
  mailIn?: number;
  redeemed?: [number, number];
  pending?: [number, number];
  liability?: number;
  newPlayers?: number;
}): FigureSet {
  const byMethod = PURCHASE_METHODS.map((method) => {
    const cents = f.purchases?.[method] ?? 0;
    return { method, amount: usd(cents), count: cents ? 1 : 0 };
  }) as FigureSet['purchases']['byMethod'];
  return {
    purchases: {
      amount: usd(byMethod.reduce((s, m) => s + m.amount.amount, 0)),
      count: byMethod.reduce((s, m) => s + m.count, 0),
      byMethod,
    },
    bonuses: { gc: gc(f.bonusGc ?? 0), sc: sc(0), count: f.bonusCount ?? 0 },
    freeEntries: { amount: sc(f.free ?? 0), count: f.freeCount ?? 0, mailIn: f.mailIn ?? 0 },
    redeemed: { amount: sc(f.redeemed?.[0] ?? 0), count: f.redeemed?.[1] ?? 0 },
    pending: { amount: sc(f.pending?.[0] ?? 0), count: f.pending?.[1] ?? 0 },
    liability: sc(f.liability ?? 0),
    newPlayers: f.newPlayers ?? 0,
  } as FigureSet;
}

const figures = (query: string, cookies = callers.staff.ADMIN.cookies) =>
  call<FiguresAnswer>(t.app, cookies, 'GET', `/api/v1/admin/figures?${query}`);

describe('figures from known activity', () => {
  beforeAll(async () => {
    // Maine: joins two days ago, buys by card, then by Google Pay, wins 60 SC and redeems 50 SC, paid today.
    const maine = await insertDemoPlayer(t.db, {
      email: 'maine-figures@figures.test',
      state: 'Maine',
      first: 'May',
      last: 'Ne',
      at: at(D2, '10:00:00'),
    });
    await recordCredit(t.db, {
      userId: maine,
      key: `welcome:${maine}`,
      from: 'promotions',
      type: 'welcome_bonus',
      currency: 'GC',
      amount: 10_000,
      description: 'Welcome bonus',
      at: at(D2, '10:05:00'),
    });
    const order = { itemType: 'package', coins: 20_000 };
    await recordPaidOrder(t.db, {
      ...order,
      userId: maine,
      method: 'card',
      priceCents: 2_000,
      bonusCoins: 1_000,
      at: at(D2, '11:00:00'),
    });
    await recordPaidOrder(t.db, {
      ...order,
      userId: maine,
      method: 'google_pay',
      priceCents: 1_000,
      bonusCoins: 0,
      at: at(D1, '09:00:00'),
    });
    await recordCredit(t.db, {
      userId: maine,
      key: `test-winnings:${maine}`,
      from: 'game_loads',
      type: 'game_withdrawal',
      currency: 'SC',
      amount: 6_000,
      description: 'Winnings',
      at: at(D1, '10:00:00'),
    });
    await recordRedemption(
      t.db,
      {
        userId: maine,
        amount: 5_000,
        email: 'maine@figures.test',
        at: at(D1, '11:00:00'),
        paidAt: at(T, '00:00:05'),
      },
      seal,
    );
    // Kansas: joins yesterday with an online free entry; today a mail-in entry, a crypto purchase, a redemption.
    const kansas = await insertDemoPlayer(t.db, {
      email: 'kansas-figures@figures.test',
      state: 'Kansas',
      first: 'Kay',
      last: 'Es',
      at: at(D1, '08:00:00'),
    });
    await recordCredit(t.db, {
      userId: kansas,
      key: `sweep:${kansas}:0`,
      from: 'promotions',
      type: 'sweep_bonus',
      currency: 'SC',
      amount: 100,
      description: 'Free entry',
      at: at(D1, '08:30:00'),
    });
    await recordMailIn(t.db, { userId: kansas, amount: 100, at: at(T, '00:00:30') });
    await recordPaidOrder(t.db, {
      userId: kansas,
      method: 'crypto',
      itemType: 'package',
      priceCents: 5_000,
      coins: 50_000,
      bonusCoins: 5_000,
      at: at(T, '00:00:40'),
    });
    await recordRedemption(
      t.db,
      { userId: kansas, amount: 150, email: 'kansas@figures.test', at: at(T, '00:00:50') },
      seal,
    );
  });

  const MAINE = {
    [D2]: set({ purchases: { card: 2_000 }, bonusGc: 11_000, bonusCount: 2, newPlayers: 1 }),
    [D1]: set({ purchases: { google_pay: 1_000 }, pending: [5_000, 1], liability: 1_000 }),
    [T]: set({ redeemed: [5_000, 1], liability: 1_000 }),
  };
  const KANSAS = {
    [D2]: set({}),
    [D1]: set({ free: 100, freeCount: 1, liability: 100, newPlayers: 1 }),
    [T]: set({
      purchases: { crypto: 5_000 },
      bonusGc: 5_000,
      bonusCount: 1,
      free: 100,
      freeCount: 1,
      mailIn: 1,
      pending: [150, 1],
      liability: 50,
    }),
  };

  it('answers each UTC day of one state exactly, its totals (stocks at the end) and today', async () => {
    const res = await figures(`from=${D2}&to=${T}&state=Maine`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect([data.from, data.to, data.state, data.today]).toEqual([D2, T, 'Maine', T]);
    expect(data.days).toEqual([D2, D1, T].map((day) => ({ day, ...MAINE[day]! })));
    expect(data.totals).toEqual(
      set({
        purchases: { card: 2_000, google_pay: 1_000 },
        bonusGc: 11_000,
        bonusCount: 2,
        redeemed: [5_000, 1],
        liability: 1_000,
        newPlayers: 1,
      }),
    );
    expect(data.todayFigures).toEqual(MAINE[T]);
    expect(data.byState).toEqual([{ state: 'Maine', ...data.totals }]);
  });

  it('answers another state, and the stocks at the end of a range that ends before today', async () => {
    const kansas = (await figures(`from=${D2}&to=${T}&state=Kansas`)).body.data;
    expect(kansas.days).toEqual([D2, D1, T].map((day) => ({ day, ...KANSAS[day]! })));
    const maineUntilYesterday = (await figures(`from=${D2}&to=${D1}&state=Maine`)).body.data;
    expect(maineUntilYesterday.totals.pending).toEqual({ amount: sc(5_000), count: 1 });
    expect(maineUntilYesterday.totals.liability).toEqual(sc(1_000));
    // Today's headline is today's, whatever the range.
    expect(maineUntilYesterday.todayFigures).toEqual(MAINE[T]);
  });

  it('over every state: each state on its own line, and the days add up the states', async () => {
    const all = (await figures(`from=${D2}&to=${T}`)).body.data;
    expect(all.state).toBeNull();
    const maine = (await figures(`from=${D2}&to=${T}&state=Maine`)).body.data.totals;
    const kansas = (await figures(`from=${D2}&to=${T}&state=Kansas`)).body.data.totals;
    expect(all.byState.find((s) => s.state === 'Maine')).toEqual({ state: 'Maine', ...maine });
    expect(all.byState.find((s) => s.state === 'Kansas')).toEqual({ state: 'Kansas', ...kansas });
    const sum = all.byState.reduce((s, st) => s + st.purchases.amount.amount, 0);
    expect(all.totals.purchases.amount.amount).toBe(sum);
    expect(all.days.map((d) => d.day)).toEqual([D2, D1, T]);
    // The liability now equals the players' SC balances in the ledger.
    const { rows } = await t.db.query<{ sum: string }>(
      `SELECT COALESCE(sum(balance), 0) AS sum FROM ledger_accounts WHERE kind = 'user' AND currency = 'SC'`,
    );
    expect(all.todayFigures.liability).toEqual(sc(Number(rows[0]!.sum)));
  });
});

describe('who may read the figures', () => {
  it('refuses anonymous callers, players and staff roles without figures.view; answers the others', async () => {
    const url = `/api/v1/admin/figures?from=${T}&to=${T}`;
    const holders = await expectRefusedWithoutPermission(t.app, callers, {
      method: 'GET',
      url,
      permission: 'figures.view',
    });
    expect(holders).toEqual(expect.arrayContaining(['ADMIN', 'CASHIER']));
    for (const role of holders)
      expect((await figures(`from=${T}&to=${T}`, callers.staff[role].cookies)).status).toBe(200);
  });
});

describe('ranges', () => {
  it.each([
    ['ends before it starts', `from=${T}&to=${D1}`, FIGURES_MESSAGES.order],
    ['covers more than 92 days', `from=${addUtcDays(T, -92)}&to=${T}`, FIGURES_MESSAGES.tooLong],
    ['ends after today', `from=${T}&to=${addUtcDays(T, 1)}`, FIGURES_MESSAGES.future],
  ])('refuses a range that %s with figures_range', async (_name, query, message) => {
    const res = await figures(query);
    expect([res.status, res.body.errors, res.body.message]).toEqual([400, [FIGURES_RANGE_CODE], message]);
  });

  it('answers 92 days', async () => {
    const res = await figures(`from=${addUtcDays(T, -91)}&to=${T}`);
    expect([res.status, res.body.data.days.length]).toEqual([200, 92]);
  });

  it.each([
    ['a day that does not exist', `from=2026-02-30&to=${T}`],
    ['no end', `from=${T}`],
    ['an unknown state', `from=${T}&to=${T}&state=Atlantis`],
  ])('refuses %s as invalid input', async (_name, query) => {
    const res = await figures(query);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]).toBe('validation');
  });
});

describe('the demo operator days', () => {
  it('seeds four days of activity once, through the ledger', async () => {
    const now = new Date();
    expect(await seedDemoOperatorDays(t.db, seal, now)).toBe(true);
    expect(await seedDemoOperatorDays(t.db, seal, now)).toBe(false);
    const data = (await figures(`from=${addUtcDays(T, -3)}&to=${T}`)).body.data;
    const methods = data.totals.purchases.byMethod.filter((m) => m.count > 0).map((m) => m.method);
    expect(methods.length).toBeGreaterThanOrEqual(5);
    expect(data.byState.length).toBeGreaterThanOrEqual(6);
    expect(data.days.every((d) => d.purchases.count > 0 && d.newPlayers > 0)).toBe(true);
    expect(data.totals.redeemed.count).toBeGreaterThanOrEqual(2);
    expect(data.totals.pending.count).toBeGreaterThanOrEqual(1);
    expect(data.totals.freeEntries.mailIn).toBeGreaterThanOrEqual(1);
    expect(data.totals.liability.amount).toBeGreaterThan(0);
    const report = await checkLedger(t.db);
    expect(report.violations).toEqual([]);
  });
});
