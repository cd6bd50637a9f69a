import { z } from 'zod';
import { formatMoney, usdCents, type Money } from './money';
import { moneySchema } from './notifications';

/**
 * Player protection (issue 30 items 1 and 4; docs/decisions/0110-player-protection.md): purchase limits the player
 * sets per day, week and month (rolling windows), take-a-break and self-exclusion. The server enforces them; the
 * words of every refusal are built here so the API's message and the screen say the same thing.
 */

export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/**
 * A purchase limit counts what the player bought; a loss limit counts what they bought minus what was paid out to
 * them (redemptions paid) over the same rolling window (docs/decisions/0116-loss-limits-and-spending.md).
 */
export const LIMIT_KINDS = ['purchase', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_KIND_WORDS: Record<LimitKind, string> = { purchase: 'purchase', loss: 'loss' };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Rolling windows: a purchase counts for exactly 24 hours, 7 days or 30 days after it was made. */
export const LIMIT_WINDOW_MS: Record<LimitPeriod, number> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};
export const LIMIT_PERIOD_LABELS: Record<LimitPeriod, string> = {
  day: 'Daily',
  week: 'Weekly',
  month: 'Monthly',
};
const LIMIT_PERIOD_WORDS: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };
const LIMIT_WINDOW_WORDS: Record<LimitPeriod, string> = {
  day: 'rolling 24 hours',
  week: 'rolling 7 days',
  month: 'rolling 30 days',
};

/** A lower limit applies at once; a higher one after 24 hours; removing one after 7 days. */
export const LIMIT_RAISE_DELAY_MS = DAY_MS;
export const LIMIT_REMOVE_DELAY_MS = 7 * DAY_MS;
/** The largest limit a player may set, in cents ($100,000). */
export const LIMIT_MAX_CENTS = 10_000_000;

export const BREAK_DAYS = [1, 3, 7, 14, 30] as const;
export type BreakDays = (typeof BREAK_DAYS)[number];

export const EXCLUSION_DURATIONS = ['6m', '1y', '3y', '5y', 'indefinite'] as const;
export type ExclusionDuration = (typeof EXCLUSION_DURATIONS)[number];
export const EXCLUSION_LABELS: Record<ExclusionDuration, string> = {
  '6m': '6 months',
  '1y': '1 year',
  '3y': '3 years',
  '5y': '5 years',
  indefinite: 'Indefinitely',
};
const EXCLUSION_MONTHS: Record<Exclude<ExclusionDuration, 'indefinite'>, number> = {
  '6m': 6,
  '1y': 12,
  '3y': 36,
  '5y': 60,
};
/** An indefinite exclusion may be revoked only 6 months after it began, and ends 7 days after the request. */
export const INDEFINITE_REVOKE_AFTER_MONTHS = 6;
export const REVOKE_COOLING_OFF_MS = 7 * DAY_MS;

/** The date N calendar months after `start` (UTC). */
export function addMonths(start: Date, months: number): Date {
  const d = new Date(start.getTime());
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/** When a break taken at `start` ends. */
export const breakEnd = (start: Date, days: BreakDays): Date => new Date(start.getTime() + days * DAY_MS);

/** When a self-exclusion taken at `start` ends (null: indefinite). */
export function exclusionEnd(start: Date, duration: ExclusionDuration): Date | null {
  return duration === 'indefinite' ? null : addMonths(start, EXCLUSION_MONTHS[duration]);
}

/** Machine codes in `errors` of the protection refusals. */
export const PROTECTION_CODES = {
  /** 403: the purchase would pass one of the player's purchase limits (nothing is charged). */
  limitReached: 'purchase_limit_reached',
  /** 403 (with account_restricted): the player is taking a break. */
  breakActive: 'break_active',
  /** 403 (with account_restricted): the player has excluded themselves. */
  selfExcluded: 'self_excluded',
  /** 409: a break or exclusion cannot be shortened (a new one must end no earlier than the current one). */
  cannotShorten: 'protection_cannot_shorten',
  /** 409: a break or exclusion cannot be lifted early (only an indefinite one, after 6 months). */
  cannotLift: 'protection_cannot_lift',
  /** 403: the password confirming a break or exclusion is wrong. */
  wrongPassword: 'wrong_password',
  /** 409: the account has no password (signed up with Google): set one first. */
  passwordRequired: 'password_required',
} as const;

/** "28 Nov 2026, 14:05 UTC": one way a protection time is written (server messages and screen alike). */
export function formatProtectionTime(at: Date | string): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())} UTC`;
}

const CLOSED =
  'purchases, game loads, Sweep Coin play, bonuses, free entries and marketing messages are closed. You can still sign in, see your history and redeem what you are owed.';

export const PROTECTION_MESSAGES = {
  breakActive: (endsAt: Date | string) =>
    `You are taking a break until ${formatProtectionTime(endsAt)}: ${CLOSED}`,
  selfExcluded: (endsAt: Date | string | null) =>
    endsAt
      ? `You have excluded yourself until ${formatProtectionTime(endsAt)}: ${CLOSED}`
      : `You have excluded yourself indefinitely: ${CLOSED}`,
  limitReached: (input: {
    kind?: LimitKind;
    period: LimitPeriod;
    limit: Money;
    remaining: Money;
    resetsAt: Date | string | null;
  }) => {
    const kind = input.kind ?? 'purchase';
    const what =
      kind === 'loss'
        ? `loss limit of ${formatMoney(input.limit)} (purchases minus redemptions paid, ${LIMIT_WINDOW_WORDS[input.period]})`
        : `purchase limit of ${formatMoney(input.limit)} (${LIMIT_WINDOW_WORDS[input.period]})`;
    const when = input.resetsAt
      ? `enough for this purchase frees up at ${formatProtectionTime(input.resetsAt)}`
      : 'this purchase is larger than the limit itself: choose a smaller package';
    return `This purchase would pass your ${LIMIT_PERIOD_WORDS[input.period]} ${what}: ${formatMoney(input.remaining)} remains, and ${when}.`;
  },
  cannotShorten: (endsAt: Date | string | null) =>
    endsAt
      ? `Your current break or exclusion runs until ${formatProtectionTime(endsAt)} and cannot be shortened: choose one that ends no earlier.`
      : 'Your current exclusion is indefinite and cannot be shortened.',
  cannotLiftFixed: (endsAt: Date | string) =>
    `Your exclusion runs until ${formatProtectionTime(endsAt)} and cannot be lifted early.`,
  cannotLiftYet: (from: Date | string) =>
    `An indefinite exclusion can be revoked only after 6 months: you can ask from ${formatProtectionTime(from)}.`,
  revokeAlreadyAsked: (endsAt: Date | string) =>
    `Your exclusion already ends at ${formatProtectionTime(endsAt)} (the 7-day cooling-off).`,
  noExclusion: 'You have no self-exclusion to revoke.',
  wrongPassword: 'The password is not correct.',
  passwordRequired: 'Set a password on your profile first: it confirms a break or a self-exclusion.',
  breakTaken: (endsAt: Date | string) => `Your break has begun. It ends at ${formatProtectionTime(endsAt)}.`,
  exclusionTaken: (endsAt: Date | string | null) =>
    endsAt
      ? `Your self-exclusion has begun. It ends at ${formatProtectionTime(endsAt)}.`
      : 'Your indefinite self-exclusion has begun.',
  revokeAsked: (endsAt: Date | string) =>
    `Your indefinite exclusion will end at ${formatProtectionTime(endsAt)}, after the 7-day cooling-off.`,
  limitSaved: (
    period: LimitPeriod,
    change: 'now' | 'pending' | 'unchanged',
    effectiveAt?: Date | string,
    kind: LimitKind = 'purchase',
  ) => {
    const name = `${LIMIT_PERIOD_WORDS[period]} ${LIMIT_KIND_WORDS[kind]} limit`;
    return change === 'now'
      ? `Your ${name} applies now.`
      : change === 'pending'
        ? `Your ${name} changes at ${formatProtectionTime(effectiveAt!)}.`
        : `Your ${name} is unchanged.`;
  },
} as const;

const password = z.string({ message: 'Enter your password' }).min(1, 'Enter your password').max(1024);

/**
 * POST /protection/limits: `amount` in dollars (cents allowed) or null to remove the period's limit; `kind`
 * purchase (the default) or loss.
 */
export const setPurchaseLimitBodySchema = z.object({
  kind: z.enum(LIMIT_KINDS, { message: 'Kind must be purchase or loss' }).default('purchase'),
  period: z.enum(LIMIT_PERIODS, { message: 'Period must be day, week or month' }),
  amount: z
    .number({ message: 'Enter an amount in dollars' })
    .min(1, 'The limit must be at least $1.00')
    .max(LIMIT_MAX_CENTS / 100, 'The limit must be at most $100,000.00')
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
      message: 'Use at most two decimals',
    })
    .nullable(),
});
export type SetPurchaseLimitBody = z.input<typeof setPurchaseLimitBodySchema>;

export const takeBreakBodySchema = z.object({
  days: z
    .number({ message: 'Choose 1, 3, 7, 14 or 30 days' })
    .refine(
      (n): n is BreakDays => (BREAK_DAYS as readonly number[]).includes(n),
      'Choose 1, 3, 7, 14 or 30 days',
    ),
  password,
});
export type TakeBreakBody = z.infer<typeof takeBreakBodySchema>;

export const selfExcludeBodySchema = z.object({
  duration: z.enum(EXCLUSION_DURATIONS, { message: 'Choose 6 months, 1, 3 or 5 years, or indefinitely' }),
  password,
});
export type SelfExcludeBody = z.infer<typeof selfExcludeBodySchema>;

export const revokeExclusionBodySchema = z.object({ password });

/** One period's limit: what applies now, and the change waiting for its time (null amount: removal). */
export const purchaseLimitSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  limit: moneySchema.nullable(),
  used: moneySchema,
  remaining: moneySchema.nullable(),
  pending: z.object({ limit: moneySchema.nullable(), effectiveAt: z.string() }).nullable(),
});
export type PurchaseLimit = z.infer<typeof purchaseLimitSchema>;

/** The break or exclusion in force (endsAt null: indefinite). */
export const protectionBlockSchema = z.object({
  kind: z.enum(['break', 'exclusion']),
  code: z.enum([PROTECTION_CODES.breakActive, PROTECTION_CODES.selfExcluded]),
  duration: z.string(),
  startedAt: z.string(),
  endsAt: z.string().nullable(),
  /** Indefinite exclusion: from when a revocation may be asked (null when not indefinite or already asked). */
  revocableFrom: z.string().nullable(),
  message: z.string(),
});
export type ProtectionBlock = z.infer<typeof protectionBlockSchema>;

/**
 * One week or month of the spending dashboard: purchases paid, redemptions paid out, the net (their difference) and
 * the time signed in (whole minutes; a session counts from its start to its last token renewal plus 15 minutes).
 */
export const spendingBucketSchema = z.object({
  start: z.string(),
  end: z.string(),
  purchases: moneySchema,
  redemptions: moneySchema,
  net: moneySchema,
  minutesSignedIn: z.number().int().min(0),
});
export type SpendingBucket = z.infer<typeof spendingBucketSchema>;

/** GET /protection/spending: the last 12 weeks and 12 months (oldest first), each ending at the current one. */
export const spendingAnswerSchema = z.object({
  weeks: z.array(spendingBucketSchema),
  months: z.array(spendingBucketSchema),
});
export type SpendingAnswer = z.infer<typeof spendingAnswerSchema>;

export const protectionAnswerSchema = z.object({
  limits: z.array(purchaseLimitSchema),
  block: protectionBlockSchema.nullable(),
});
export type ProtectionAnswer = z.infer<typeof protectionAnswerSchema>;

/** The words of a block as the server and the screen say them. */
export function blockMessage(kind: 'break' | 'exclusion', endsAt: Date | string | null): string {
  return kind === 'break'
    ? PROTECTION_MESSAGES.breakActive(endsAt!)
    : PROTECTION_MESSAGES.selfExcluded(endsAt);
}

export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);
export const limitMoney = (cents: number): Money => usdCents(cents);

// ---- the wallet's forms (strings as typed; the server checks again and answers its own words) ----

/** The limit form: dollars as typed. */
export const limitFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, 'Enter an amount in dollars, such as 50 or 50.00')
    .refine((s) => Number(s) >= 1, 'The limit must be at least $1.00')
    .refine((s) => Number(s) * 100 <= LIMIT_MAX_CENTS, 'The limit must be at most $100,000.00'),
});
export type LimitForm = z.infer<typeof limitFormSchema>;

/** The break, exclusion and revocation dialogs: a choice among labels (when asked) and the password. */
export const protectionDialogFormSchema = z.object({ choice: z.string(), password });
export type ProtectionDialogForm = z.infer<typeof protectionDialogFormSchema>;

export const breakLabel = (days: BreakDays) => (days === 1 ? '1 day' : `${days} days`);
