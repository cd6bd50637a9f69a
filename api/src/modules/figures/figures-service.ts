import {
  goldCoins,
  PURCHASE_METHODS,
  sweepCents,
  usdCents,
  utcDayOf,
  addUtcDays,
  type FigureSet,
  type FiguresAnswer,
  type FiguresQuery,
  type PurchaseMethod,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import {
  creditsByDay,
  liabilityAtDayEnds,
  newPlayersByDay,
  pendingAtDayEnds,
  purchasesByDay,
  redeemedByDay,
  type DayStateRow,
} from './figures-repository';

/** One day's (or a range's) figures for one state, in ledger units (USD cents, GC, SC cents). */
interface Tally {
  purchases: Record<PurchaseMethod, { cents: number; count: number }>;
  bonusGc: number;
  bonusSc: number;
  bonusCount: number;
  freeSc: number;
  freeCount: number;
  mailIn: number;
  redeemedSc: number;
  redeemedCount: number;
  pendingSc: number;
  pendingCount: number;
  liabilitySc: number;
  newPlayers: number;
}

const emptyTally = (): Tally => ({
  purchases: Object.fromEntries(
    PURCHASE_METHODS.map((m) => [m, { cents: 0, count: 0 }]),
  ) as Tally['purchases'],
  bonusGc: 0,
  bonusSc: 0,
  bonusCount: 0,
  freeSc: 0,
  freeCount: 0,
  mailIn: 0,
  redeemedSc: 0,
  redeemedCount: 0,
  pendingSc: 0,
  pendingCount: 0,
  liabilitySc: 0,
  newPlayers: 0,
});

/** Adds b's flows to a; stocks (pending, liability) are taken from b when `stocks` (b is the later day). */
function add(a: Tally, b: Tally, stocks: 'sum' | 'later'): void {
  for (const m of PURCHASE_METHODS) {
    a.purchases[m].cents += b.purchases[m].cents;
    a.purchases[m].count += b.purchases[m].count;
  }
  a.bonusGc += b.bonusGc;
  a.bonusSc += b.bonusSc;
  a.bonusCount += b.bonusCount;
  a.freeSc += b.freeSc;
  a.freeCount += b.freeCount;
  a.mailIn += b.mailIn;
  a.redeemedSc += b.redeemedSc;
  a.redeemedCount += b.redeemedCount;
  a.newPlayers += b.newPlayers;
  if (stocks === 'sum') {
    a.pendingSc += b.pendingSc;
    a.pendingCount += b.pendingCount;
    a.liabilitySc += b.liabilitySc;
  } else {
    a.pendingSc = b.pendingSc;
    a.pendingCount = b.pendingCount;
    a.liabilitySc = b.liabilitySc;
  }
}

function toSet(t: Tally): FigureSet {
  const byMethod = PURCHASE_METHODS.map((method) => ({
    method,
    amount: usdCents(t.purchases[method].cents),
    count: t.purchases[method].count,
  }));
  return {
    purchases: {
      amount: usdCents(byMethod.reduce((s, m) => s + m.amount.amount, 0)),
      count: byMethod.reduce((s, m) => s + m.count, 0),
      byMethod,
    },
    bonuses: { gc: goldCoins(t.bonusGc), sc: sweepCents(t.bonusSc), count: t.bonusCount },
    freeEntries: { amount: sweepCents(t.freeSc), count: t.freeCount, mailIn: t.mailIn },
    redeemed: { amount: sweepCents(t.redeemedSc), count: t.redeemedCount },
    pending: { amount: sweepCents(t.pendingSc), count: t.pendingCount },
    liability: sweepCents(t.liabilitySc),
    newPlayers: t.newPlayers,
  };
}

const isEmpty = (t: Tally) =>
  PURCHASE_METHODS.every((m) => t.purchases[m].count === 0) &&
  t.bonusCount + t.freeCount + t.redeemedCount + t.pendingCount + t.newPlayers === 0 &&
  t.liabilitySc === 0;

/** Every day of a range, first to last. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addUtcDays(d, 1)) days.push(d);
  return days;
}

/** The range's tallies per day and state (state key '' for players without one). */
async function tallies(db: Db, from: string, to: string): Promise<Map<string, Map<string, Tally>>> {
  const [purchases, credits, redeemed, pending, liability, players] = await Promise.all([
    purchasesByDay(db, from, to),
    creditsByDay(db, from, to),
    redeemedByDay(db, from, to),
    pendingAtDayEnds(db, from, to),
    liabilityAtDayEnds(db, from, to),
    newPlayersByDay(db, from, to),
  ]);
  const byDay = new Map<string, Map<string, Tally>>();
  const at = (row: DayStateRow): Tally => {
    let states = byDay.get(row.day);
    if (!states) byDay.set(row.day, (states = new Map()));
    const key = row.state ?? '';
    let tally = states.get(key);
    if (!tally) states.set(key, (tally = emptyTally()));
    return tally;
  };
  for (const r of purchases) {
    const slot = at(r).purchases[r.method];
    slot.cents += r.cents;
    slot.count += r.count;
  }
  for (const r of credits) {
    const t = at(r);
    if (r.kind === 'bonus') {
      if (r.currency === 'GC') t.bonusGc += r.amount;
      else t.bonusSc += r.amount;
      t.bonusCount += r.count;
    } else {
      t.freeSc += r.amount;
      t.freeCount += r.count;
      if (r.kind === 'mail_in') t.mailIn += r.count;
    }
  }
  for (const r of redeemed) Object.assign(at(r), { redeemedSc: r.amount, redeemedCount: r.count });
  for (const r of pending) Object.assign(at(r), { pendingSc: r.amount, pendingCount: r.count });
  for (const r of liability) at(r).liabilitySc = r.amount;
  for (const r of players) at(r).newPlayers = r.count;
  return byDay;
}

/**
 * GET /admin/figures: each day of the range (all states or one), the range's totals (flows summed, stocks at its
 * end), its totals per state and today's figures. `now` decides today (UTC).
 */
export async function figures(db: Db, query: FiguresQuery, now: Date): Promise<FiguresAnswer> {
  const { from, to } = query;
  const state = query.state ?? null;
  const today = utcDayOf(now);
  const wanted = (key: string) => state === null || key === state;
  const range = await tallies(db, from, to);
  const days = daysOf(from, to).map((day) => {
    const t = emptyTally();
    for (const [key, s] of range.get(day) ?? []) if (wanted(key)) add(t, s, 'sum');
    return { day, tally: t };
  });
  const totals = emptyTally();
  for (const d of days) add(totals, d.tally, 'later');

  // Per state over the range: flows summed over the days, stocks at the last day.
  const perState = new Map<string, Tally>();
  for (const [index, day] of daysOf(from, to).entries()) {
    const last = index === days.length - 1;
    for (const [key, s] of range.get(day) ?? []) {
      if (!wanted(key)) continue;
      let t = perState.get(key);
      if (!t) perState.set(key, (t = emptyTally()));
      const flows = { ...s, pendingSc: 0, pendingCount: 0, liabilitySc: 0 };
      add(t, last ? s : flows, last ? 'later' : 'sum');
    }
  }
  const byState = [...perState.entries()]
    .filter(([, t]) => !isEmpty(t))
    .map(([key, t]) => ({ state: key === '' ? null : key, ...toSet(t) }))
    .sort(
      (a, b) =>
        b.purchases.amount.amount - a.purchases.amount.amount ||
        (a.state ?? '~').localeCompare(b.state ?? '~'),
    );

  let todayTally: Tally;
  if (to === today) todayTally = days[days.length - 1]!.tally;
  else {
    todayTally = emptyTally();
    for (const [key, s] of (await tallies(db, today, today)).get(today) ?? [])
      if (wanted(key)) add(todayTally, s, 'sum');
  }
  return {
    from,
    to,
    state,
    today,
    asOf: now.toISOString(),
    todayFigures: toSet(todayTally),
    days: days.map((d) => ({ day: d.day, ...toSet(d.tally) })),
    totals: toSet(totals),
    byState,
  };
}
