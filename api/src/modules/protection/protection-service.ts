// Over 300 lines: the one service of player protection (limits with their cooling-offs, the purchase check, breaks
// and exclusions with their rules); the routes and the repository are apart.
import {
  ACCOUNT_RESTRICTED_CODE,
  addMonths,
  blockMessage,
  SESSION_TIMING,
  breakEnd,
  exclusionEnd,
  INDEFINITE_REVOKE_AFTER_MONTHS,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_MS,
  LIMIT_REMOVE_DELAY_MS,
  LIMIT_WINDOW_MS,
  limitMoney,
  PROTECTION_CODES,
  PROTECTION_MESSAGES,
  REVOKE_COOLING_OFF_MS,
  type BreakDays,
  type ExclusionDuration,
  type LimitKind,
  type LimitPeriod,
  type ProtectionAnswer,
  type ProtectionBlock,
  type PurchaseLimit,
  type SpendingAnswer,
  type SpendingBucket,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { AppError } from '../../http/errors';
import { findUserById } from '../users/user-repository';
import { verifyPassword } from '../users/password';
import {
  findActiveBlock,
  insertBlock,
  insertSpend,
  listLimits,
  listPaidOutSince,
  listSessionSpansSince,
  listPaidPurchasesSince,
  listSpendSince,
  lockPlayer,
  saveLimit,
  setBlockRevoked,
  type BlockRow,
  type LimitRow,
} from './protection-repository';

const num = (v: string | number | null): number | null => (v === null ? null : Number(v));
const date = (v: Date | string | null): Date | null => (v === null ? null : new Date(v));

/** One period's limit as it stands at `now`: a pending change whose time has come is applied. */
export function effectiveLimit(
  row: LimitRow | undefined,
  now: Date,
): { amount: number | null; pending: { amount: number | null; at: Date } | null } {
  if (!row) return { amount: null, pending: null };
  const pendingAt = date(row.pending_at);
  if (pendingAt && pendingAt.getTime() <= now.getTime())
    return { amount: num(row.pending_amount_cents), pending: null };
  return {
    amount: num(row.amount_cents),
    pending: pendingAt ? { amount: num(row.pending_amount_cents), at: pendingAt } : null,
  };
}

const sumCents = (rows: { amount_cents: string | number }[]) =>
  rows.reduce((s, r) => s + Number(r.amount_cents), 0);

interface Movement {
  amount_cents: string | number;
  at: Date | string;
}
const since = (rows: Movement[], from: number) => rows.filter((r) => new Date(r.at).getTime() > from);

/**
 * What a limit counts over the window ending at `at`: purchases, less redemptions paid for a loss limit.
 * `spend` and `paidOut` cover at least the longest window.
 */
function countedAt(kind: LimitKind, period: LimitPeriod, at: number, spend: Movement[], paidOut: Movement[]) {
  const from = at - LIMIT_WINDOW_MS[period];
  const bought = sumCents(since(spend, from));
  return kind === 'loss' ? bought - sumCents(since(paidOut, from)) : bought;
}

/**
 * The first moment from `now` at which `priceCents` more fits under `limit`, with nothing else happening: the
 * count only changes when a purchase or a payout leaves the window. Null when it never fits (the price alone is
 * above the limit).
 */
function fitsFrom(
  kind: LimitKind,
  period: LimitPeriod,
  limit: number,
  priceCents: number,
  now: number,
  spend: Movement[],
  paidOut: Movement[],
): Date | null {
  const window = LIMIT_WINDOW_MS[period];
  const leaving = [...since(spend, now - window), ...since(paidOut, now - window)]
    .map((m) => new Date(m.at).getTime() + window)
    .sort((a, b) => a - b);
  for (const t of leaving)
    if (countedAt(kind, period, t, spend, paidOut) + priceCents <= limit) return new Date(t);
  return null;
}

async function movements(db: Db, userId: string, now: Date) {
  const from = new Date(now.getTime() - LIMIT_WINDOW_MS.month);
  const [spend, paidOut] = await Promise.all([
    listSpendSince(db, userId, from),
    listPaidOutSince(db, userId, from),
  ]);
  return { spend, paidOut };
}

/** The player's limits of each kind and period, what each has used and what remains, with any pending change. */
export async function limitsView(db: Db, userId: string, now: Date): Promise<PurchaseLimit[]> {
  const rows = await listLimits(db, userId);
  const { spend, paidOut } = await movements(db, userId, now);
  return LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => {
      const used = countedAt(kind, period, now.getTime(), spend, paidOut);
      const { amount, pending } = effectiveLimit(
        rows.find((r) => r.kind === kind && r.period === period),
        now,
      );
      return {
        kind,
        period,
        limit: amount === null ? null : limitMoney(amount),
        used: limitMoney(used),
        remaining: amount === null ? null : limitMoney(Math.max(0, amount - used)),
        pending: pending
          ? {
              limit: pending.amount === null ? null : limitMoney(pending.amount),
              effectiveAt: pending.at.toISOString(),
            }
          : null,
      };
    }),
  );
}

export type LimitChange = 'now' | 'pending' | 'unchanged';

/**
 * Sets (amountCents) or removes (null) one limit. A first limit or a cut applies at once (and cancels a waiting
 * raise or removal); a raise waits 24 hours and a removal 7 days (asking again does not restart the wait).
 */
export async function setLimit(
  db: Db,
  input: { userId: string; kind: LimitKind; period: LimitPeriod; amountCents: number | null; now: Date },
): Promise<{ change: LimitChange; effectiveAt: Date | null }> {
  const { userId, kind, period, amountCents, now } = input;
  return db.transaction(async (tx) => {
    const rows = await listLimits(tx, userId, true);
    const current = effectiveLimit(
      rows.find((r) => r.kind === kind && r.period === period),
      now,
    );
    const save = (amount: number | null, pendingAmount: number | null, pendingAt: Date | null) =>
      saveLimit(tx, {
        userId,
        kind,
        period,
        amountCents: amount,
        pendingAmountCents: pendingAmount,
        pendingAt,
        now,
      });
    const samePending = current.pending && current.pending.amount === amountCents ? current.pending : null;
    if (amountCents === null) {
      if (current.amount === null) {
        await save(null, null, null);
        return { change: 'unchanged', effectiveAt: null };
      }
      const at = samePending?.at ?? new Date(now.getTime() + LIMIT_REMOVE_DELAY_MS);
      await save(current.amount, null, at);
      return { change: 'pending', effectiveAt: at };
    }
    if (current.amount === null || amountCents <= current.amount) {
      await save(amountCents, null, null);
      return { change: amountCents === current.amount ? 'unchanged' : 'now', effectiveAt: now };
    }
    const at = samePending?.at ?? new Date(now.getTime() + LIMIT_RAISE_DELAY_MS);
    await save(current.amount, amountCents, at);
    return { change: 'pending', effectiveAt: at };
  });
}

/**
 * Refuses (403 purchase_limit_reached) a purchase of `priceCents` that would pass one of the player's limits, with
 * the limit, what remains and when enough frees up; otherwise records it as counting from `now`. Run it in the
 * transaction that starts the order's payment, before the provider is asked: the player's limit rows are locked so
 * two payments at once cannot both pass.
 */
export async function startPurchase(
  db: Db,
  input: { userId: string; orderId: string; priceCents: number; now: Date },
): Promise<void> {
  await assertWithinLimits(db, input.userId, input.priceCents, input.now, true);
  await insertSpend(db, {
    orderId: input.orderId,
    userId: input.userId,
    amountCents: input.priceCents,
    at: input.now,
  });
}

/** The check alone (no record): also used when an order is created, to refuse early. */
export async function assertWithinLimits(
  db: Db,
  userId: string,
  priceCents: number,
  now: Date,
  lock = false,
): Promise<void> {
  const rows = await listLimits(db, userId, lock);
  if (rows.length === 0) return;
  const { spend, paidOut } = await movements(db, userId, now);
  for (const kind of LIMIT_KINDS)
    for (const period of LIMIT_PERIODS) {
      const { amount: limit } = effectiveLimit(
        rows.find((r) => r.kind === kind && r.period === period),
        now,
      );
      if (limit === null) continue;
      const used = countedAt(kind, period, now.getTime(), spend, paidOut);
      if (used + priceCents <= limit) continue;
      const resetsAt = fitsFrom(kind, period, limit, priceCents, now.getTime(), spend, paidOut);
      const details = {
        kind,
        period,
        limit: limitMoney(limit),
        remaining: limitMoney(Math.max(0, limit - used)),
        resetsAt,
      };
      throw new AppError(403, PROTECTION_MESSAGES.limitReached(details), [PROTECTION_CODES.limitReached], {
        limit: { ...details, resetsAt: resetsAt ? resetsAt.toISOString() : null },
      });
    }
}

// ---- the spending dashboard ----

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week holding `at`. */
function weekStart(at: Date): Date {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 24 * 60 * 60 * 1000);
}

interface Span {
  start: number;
  end: number;
}

/** Whole minutes of the spans inside [start, end). */
function minutesInside(spans: Span[], start: Date, end: Date): number {
  let ms = 0;
  for (const s of spans)
    ms += Math.max(0, Math.min(s.end, end.getTime()) - Math.max(s.start, start.getTime()));
  return Math.floor(ms / 60_000);
}

function bucket(
  start: Date,
  end: Date,
  bought: Movement[],
  paidOut: Movement[],
  spans: Span[],
): SpendingBucket {
  const inside = (rows: Movement[]) =>
    sumCents(
      rows.filter((r) => {
        const t = new Date(r.at).getTime();
        return t >= start.getTime() && t < end.getTime();
      }),
    );
  const purchases = inside(bought);
  const redemptions = inside(paidOut);
  return {
    start: start.toISOString(),
    end: end.toISOString(),
    purchases: limitMoney(purchases),
    redemptions: limitMoney(redemptions),
    net: limitMoney(purchases - redemptions),
    minutesSignedIn: minutesInside(spans, start, end),
  };
}

/**
 * The spending dashboard (issue 30 item 2): paid purchases and paid-out redemptions per calendar week (Monday,
 * UTC) and month for the last 12 of each, the current one last.
 */
export async function spendingView(db: Db, userId: string, now: Date): Promise<SpendingAnswer> {
  const thisWeek = weekStart(now);
  const weeks = Array.from({ length: 12 }, (_, i) => new Date(thisWeek.getTime() - (11 - i) * WEEK_MS));
  const months = Array.from(
    { length: 12 },
    (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (11 - i), 1)),
  );
  const from = new Date(Math.min(weeks[0]!.getTime(), months[0]!.getTime()) - 1);
  const [bought, paidOut, sessions] = await Promise.all([
    listPaidPurchasesSince(db, userId, from),
    listPaidOutSince(db, userId, from),
    listSessionSpansSince(db, userId, from, now, SESSION_TIMING.accessTokenSeconds),
  ]);
  const spans = sessions.map((s) => ({ start: new Date(s.start).getTime(), end: new Date(s.end).getTime() }));
  return {
    weeks: weeks.map((w) => bucket(w, new Date(w.getTime() + WEEK_MS), bought, paidOut, spans)),
    months: months.map((m) =>
      bucket(m, new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1)), bought, paidOut, spans),
    ),
  };
}

// ---- breaks and self-exclusion ----

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function blockDto(row: BlockRow): ProtectionBlock {
  const endsAt = date(row.ends_at);
  const startedAt = new Date(row.started_at);
  const revocable = row.kind === 'exclusion' && endsAt === null && row.revoke_requested_at === null;
  return {
    kind: row.kind,
    code: row.kind === 'break' ? PROTECTION_CODES.breakActive : PROTECTION_CODES.selfExcluded,
    duration: row.duration,
    startedAt: startedAt.toISOString(),
    endsAt: iso(endsAt),
    revocableFrom: revocable ? addMonths(startedAt, INDEFINITE_REVOKE_AFTER_MONTHS).toISOString() : null,
    message: blockMessage(row.kind, endsAt),
  };
}

/** The break or exclusion in force, as the player sees it, or null. */
export async function activeBlock(db: Db, userId: string, now: Date): Promise<ProtectionBlock | null> {
  const row = await findActiveBlock(db, userId, now);
  return row ? blockDto(row) : null;
}

/**
 * The 403 of a player on a break or self-excluded: errors [account_restricted, break_active | self_excluded], the
 * message naming the rule and when it ends, data.protection the block.
 */
export async function assertNoBlock(db: Db, userId: string, now: Date): Promise<void> {
  const block = await activeBlock(db, userId, now);
  if (block)
    throw new AppError(403, block.message, [ACCOUNT_RESTRICTED_CODE, block.code], { protection: block });
}

async function confirmPassword(db: Db, userId: string, password: string): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user?.password_hash)
    throw new AppError(409, PROTECTION_MESSAGES.passwordRequired, [PROTECTION_CODES.passwordRequired]);
  if (!(await verifyPassword(password, user.password_hash)))
    throw new AppError(403, PROTECTION_MESSAGES.wrongPassword, [PROTECTION_CODES.wrongPassword]);
}

const cannotShorten = (current: BlockRow) =>
  new AppError(
    409,
    PROTECTION_MESSAGES.cannotShorten(date(current.ends_at)),
    [PROTECTION_CODES.cannotShorten],
    {
      protection: blockDto(current),
    },
  );

/** Begins a break or exclusion at `now` ending at `endsAt` (null: indefinite); never one that ends sooner. */
async function beginBlock(
  db: Db,
  input: { userId: string; kind: 'break' | 'exclusion'; duration: string; endsAt: Date | null; now: Date },
): Promise<ProtectionBlock> {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, input.userId);
    const current = await findActiveBlock(tx, input.userId, input.now);
    if (current) {
      const currentEnd = date(current.ends_at);
      const shorter =
        currentEnd === null ? input.endsAt !== null : input.endsAt !== null && input.endsAt < currentEnd;
      if (shorter) throw cannotShorten(current);
    }
    const row = await insertBlock(tx, {
      userId: input.userId,
      kind: input.kind,
      duration: input.duration,
      startedAt: input.now,
      endsAt: input.endsAt,
    });
    return blockDto(row);
  });
}

export async function takeBreak(
  db: Db,
  input: { userId: string; days: BreakDays; password: string; now: Date },
): Promise<ProtectionBlock> {
  await confirmPassword(db, input.userId, input.password);
  return beginBlock(db, {
    userId: input.userId,
    kind: 'break',
    duration: `${input.days}d`,
    endsAt: breakEnd(input.now, input.days),
    now: input.now,
  });
}

export async function selfExclude(
  db: Db,
  input: { userId: string; duration: ExclusionDuration; password: string; now: Date },
): Promise<ProtectionBlock> {
  await confirmPassword(db, input.userId, input.password);
  return beginBlock(db, {
    userId: input.userId,
    kind: 'exclusion',
    duration: input.duration,
    endsAt: exclusionEnd(input.now, input.duration),
    now: input.now,
  });
}

/**
 * Asks to end an indefinite exclusion: allowed only 6 months after it began, and it then ends after the 7-day
 * cooling-off. A break or a fixed-term exclusion is never lifted early.
 */
export async function revokeExclusion(
  db: Db,
  input: { userId: string; password: string; now: Date },
): Promise<ProtectionBlock> {
  await confirmPassword(db, input.userId, input.password);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, input.userId);
    const current = await findActiveBlock(tx, input.userId, input.now);
    const lift = (message: string) =>
      new AppError(
        409,
        message,
        [PROTECTION_CODES.cannotLift],
        current ? { protection: blockDto(current) } : undefined,
      );
    if (!current || current.kind !== 'exclusion') {
      if (current) throw lift(PROTECTION_MESSAGES.cannotLiftFixed(date(current.ends_at)!));
      throw lift(PROTECTION_MESSAGES.noExclusion);
    }
    if (current.ends_at !== null) {
      if (current.revoke_requested_at !== null)
        throw lift(PROTECTION_MESSAGES.revokeAlreadyAsked(date(current.ends_at)!));
      throw lift(PROTECTION_MESSAGES.cannotLiftFixed(date(current.ends_at)!));
    }
    const from = addMonths(new Date(current.started_at), INDEFINITE_REVOKE_AFTER_MONTHS);
    if (input.now < from) throw lift(PROTECTION_MESSAGES.cannotLiftYet(from));
    const row = await setBlockRevoked(
      tx,
      current.id,
      new Date(input.now.getTime() + REVOKE_COOLING_OFF_MS),
      input.now,
    );
    return blockDto(row!);
  });
}

export async function protectionView(db: Db, userId: string, now: Date): Promise<ProtectionAnswer> {
  return { limits: await limitsView(db, userId, now), block: await activeBlock(db, userId, now) };
}
