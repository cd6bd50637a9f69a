import { z } from 'zod';
import { moneySchema } from './notifications';
import { STATE_NAMES } from './states';

/**
 * The back office's live figures (issue 29 item 6; docs/decisions/0120-back-office-figures.md): GET
 * /api/v1/admin/figures?from=YYYY-MM-DD&to=YYYY-MM-DD[&state=Ohio]. Days are UTC calendar days. Flows (purchases,
 * bonuses, free entries, redemptions paid, new players) are what happened during a day; stocks (redemptions
 * pending, the Sweep Coin liability) are what stood at the day's end (for today: now).
 */

/** At most this many days in one answer (a quarter). */
export const FIGURES_MAX_DAYS = 92;
/** The machine code of a refused range (from after to, longer than FIGURES_MAX_DAYS, or ending after today). */
export const FIGURES_RANGE_CODE = 'figures_range';

/** How a purchase was paid: the order's method, a card order split by its wallet (Google Pay, Apple Pay). */
export const PURCHASE_METHODS = ['card', 'google_pay', 'apple_pay', 'bank', 'redirect', 'crypto'] as const;
export type PurchaseMethod = (typeof PURCHASE_METHODS)[number];
export const PURCHASE_METHOD_LABELS: Record<PurchaseMethod, string> = {
  card: 'Card',
  google_pay: 'Google Pay',
  apple_pay: 'Apple Pay',
  bank: 'Bank transfer',
  redirect: 'Hosted payment',
  crypto: 'Crypto',
};

export const FIGURES_MESSAGES = {
  order: 'The range must start on or before its end.',
  tooLong: `The range may cover at most ${FIGURES_MAX_DAYS} days.`,
  future: 'The range may not end after today (UTC).',
  badDay: 'Dates must be YYYY-MM-DD',
} as const;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (s: string) => DAY_RE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
export const figuresDaySchema = z.string().refine(isRealDay, { message: FIGURES_MESSAGES.badDay });

const emptyToUndefined = (v: unknown) => (v === '' || v === 'all' || v === null ? undefined : v);

export const figuresQuerySchema = z.object({
  from: figuresDaySchema,
  to: figuresDaySchema,
  /** Only the players of one state (their profile's state); absent: every player. */
  state: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((s) => (STATE_NAMES as readonly string[]).includes(s), { message: 'Unknown state' })
      .optional(),
  ),
});
export type FiguresQuery = z.infer<typeof figuresQuerySchema>;

const count = z.number().int().min(0);
const amountAndCount = z.object({ amount: moneySchema, count });

export const figureSetSchema = z.object({
  /** Paid orders (dated by their credit), USD. */
  purchases: z.object({
    amount: moneySchema,
    count,
    byMethod: z.array(z.object({ method: z.enum(PURCHASE_METHODS), amount: moneySchema, count })),
  }),
  /** Promotional credits (welcome, daily, purchase bonuses, coupons), free entries excluded. */
  bonuses: z.object({ gc: moneySchema, sc: moneySchema, count }),
  /** Free entries: the online claim and mail-in requests credited, SC. */
  freeEntries: z.object({ amount: moneySchema, count, mailIn: count }),
  /** Sweep Coin redemptions paid out. */
  redeemed: amountAndCount,
  /** Redemptions asked for and not yet paid or returned, at the end (for today: now). */
  pending: amountAndCount,
  /** Sweep Coins in players' wallets at the end (for today: now). */
  liability: moneySchema,
  newPlayers: count,
});
export type FigureSet = z.infer<typeof figureSetSchema>;

export const dayFiguresSchema = figureSetSchema.extend({ day: z.string() });
export type DayFigures = z.infer<typeof dayFiguresSchema>;

/** A state's figures over the range (null: players without a state on their profile). */
export const stateFiguresSchema = figureSetSchema.extend({ state: z.string().nullable() });
export type StateFigures = z.infer<typeof stateFiguresSchema>;

export const figuresAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  state: z.string().nullable(),
  /** Today (UTC) and when the figures were read. */
  today: z.string(),
  asOf: z.string(),
  /** Today's figures (whatever the range), for the headline. */
  todayFigures: figureSetSchema,
  days: z.array(dayFiguresSchema),
  /** The range: flows summed, stocks at its end. */
  totals: figureSetSchema,
  /** The range's totals per state, states with any figure only, the largest purchases first. */
  byState: z.array(stateFiguresSchema),
});
export type FiguresAnswer = z.infer<typeof figuresAnswerSchema>;

/** The UTC calendar day of an instant, YYYY-MM-DD. */
export const utcDayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The UTC day `days` after (or before, negative) a YYYY-MM-DD day. */
export function addUtcDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return utcDayOf(d);
}

/** Days from `from` to `to` inclusive (0 when `to` is before `from`). */
export const utcDaysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** Why a range is refused, or null when it is fine. */
export function figuresRangeProblem(from: string, to: string, today: string): string | null {
  if (from > to) return FIGURES_MESSAGES.order;
  if (utcDaysBetween(from, to) > FIGURES_MAX_DAYS) return FIGURES_MESSAGES.tooLong;
  if (to > today) return FIGURES_MESSAGES.future;
  return null;
}

/** The back office's custom range form: from, to (the browser's date fields) and a state ('' for every state). */
export const figuresFormSchema = z
  .object({
    from: figuresDaySchema,
    to: figuresDaySchema,
    state: z.string().refine((s) => s === '' || (STATE_NAMES as readonly string[]).includes(s), {
      message: 'Unknown state',
    }),
  })
  .superRefine((v, ctx) => {
    if (v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: FIGURES_MESSAGES.order });
    else if (utcDaysBetween(v.from, v.to) > FIGURES_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: FIGURES_MESSAGES.tooLong });
  });
export type FiguresForm = z.infer<typeof figuresFormSchema>;
