import { z } from 'zod';
import { moneySchema } from './notifications';

/** Reality checks (issue 30 item 3; docs/decisions/0118-reality-checks.md): every 1, 2 or 3 hours, or off. */
export const REALITY_CHECK_HOURS = [1, 2, 3] as const;
export type RealityCheckHours = (typeof REALITY_CHECK_HOURS)[number];

/** PUT /protection/reality-check: the interval in hours, or null for off. */
export const realityCheckSettingBodySchema = z.object({
  intervalHours: z
    .number({ message: 'Choose 1, 2 or 3 hours, or off' })
    .refine(
      (n): n is RealityCheckHours => (REALITY_CHECK_HOURS as readonly number[]).includes(n),
      'Choose 1, 2 or 3 hours, or off',
    )
    .nullable(),
});
export type RealityCheckSettingBody = z.input<typeof realityCheckSettingBodySchema>;

/**
 * GET /protection/reality-check: the setting, when the session started, when the next check is due (server clock;
 * null when off), whether it is due now, and the session's time and net spend (purchases minus redemptions paid
 * since the session started). `limitOffered`: the first-purchase limit offer was already shown.
 */
export const realityCheckAnswerSchema = z.object({
  intervalHours: z.number().int().nullable(),
  now: z.string(),
  sessionStartedAt: z.string(),
  dueAt: z.string().nullable(),
  due: z.boolean(),
  minutesPlayed: z.number().int(),
  purchases: moneySchema,
  redemptions: moneySchema,
  net: moneySchema,
  limitOffered: z.boolean(),
  /** Offer a purchase limit at this purchase: never offered, no purchase limit, no purchase paid before. */
  offerLimit: z.boolean(),
});
export type RealityCheckAnswer = z.infer<typeof realityCheckAnswerSchema>;

export const REALITY_CHECK_MESSAGES = {
  title: 'Reality check',
  continue: 'Continue playing',
  takeBreak: 'Take a 24-hour break',
  history: 'See your history',
  settingLabel: 'Reality check',
  off: 'Off',
  every: (h: number) => `Every ${h} hour${h === 1 ? '' : 's'}`,
  timeSpent: (minutes: number) => {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return h > 0 ? `${h} h ${m} min` : `${m} min`;
  },
  offerTitle: 'Set a purchase limit?',
  offerBody: 'You can cap what you spend per day, week or month. You can change it later in Limits & breaks.',
  offerSet: 'Set a limit',
  offerLater: 'Not now',
} as const;
