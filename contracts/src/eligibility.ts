import { z } from 'zod';
import { formatProtectionTime } from './protection';
import { STATE_NAMES, type EligibleState } from './states';

/**
 * Eligibility as operator data (issue 30 item 5; docs/decisions/0117-state-eligibility-as-data.md). The states of
 * SPEC §3 are where the site may operate at all; the compliance role closes (and reopens) one with an effective
 * date and a reason, without a deploy. From that moment its players are redeem-only and it takes no registration.
 */
export const ELIGIBILITY_STATUSES = ['eligible', 'excluded'] as const;
export type EligibilityStatus = (typeof ELIGIBILITY_STATUSES)[number];

/** The machine code (with account_restricted) of a refusal because the player's state is closed. */
export const STATE_EXCLUDED_CODE = 'state_excluded';

const CLOSED =
  'purchases, game loads, Sweep Coin play, bonuses and free entries are closed. You can still sign in, see your history and redeem what you are owed.';

export const ELIGIBILITY_MESSAGES = {
  stateExcluded: (state: string, since: Date | string) =>
    `Sweepstakes play is no longer offered to residents of ${state} (since ${formatProtectionTime(since)}): ${CLOSED}`,
  registrationClosed: (state: string) =>
    `Sweepstakes play is not offered in ${state} at the moment, so we cannot open an account there.`,
  saved: (state: string, status: EligibilityStatus, at: Date | string, now: Date) =>
    `${state} is ${status === 'excluded' ? 'closed' : 'open'} ${new Date(at).getTime() <= now.getTime() ? 'from now' : `from ${formatProtectionTime(at)}`}.`,
} as const;

/** POST /admin/eligibility: one change of one state, effective at once (no effectiveAt) or later. */
const stateNameSchema = z
  .string()
  .refine((s): s is EligibleState => (STATE_NAMES as readonly string[]).includes(s), {
    message: 'Choose one of the states the site operates in',
  });

export const setStateEligibilityBodySchema = z.object({
  state: stateNameSchema,
  status: z.enum(ELIGIBILITY_STATUSES, { message: 'Status must be eligible or excluded' }),
  effectiveAt: z
    .string()
    .datetime({ offset: true, message: 'The effective date must be a date and time' })
    .optional(),
  reason: z
    .string({ message: 'A reason is required' })
    .trim()
    .min(3, 'A reason is required')
    .max(500, 'The reason must be at most 500 characters')
    .refine((s) => !s.includes('\u0000'), 'The reason contains an invalid character'),
});
export type SetStateEligibilityBody = z.infer<typeof setStateEligibilityBodySchema>;

/** One change of the versioned list (the newest first in the answer). */
export const eligibilityChangeSchema = z.object({
  id: z.string(),
  state: z.string(),
  status: z.enum(ELIGIBILITY_STATUSES),
  effectiveAt: z.string(),
  reason: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type EligibilityChange = z.infer<typeof eligibilityChangeSchema>;

/** A state as it stands now, and the change that waits for its time, if any. */
export const stateEligibilitySchema = z.object({
  state: z.string(),
  status: z.enum(ELIGIBILITY_STATUSES),
  since: z.string().nullable(),
  next: z.object({ status: z.enum(ELIGIBILITY_STATUSES), effectiveAt: z.string() }).nullable(),
});
export type StateEligibility = z.infer<typeof stateEligibilitySchema>;

export const eligibilityAnswerSchema = z.object({
  states: z.array(stateEligibilitySchema),
  changes: z.array(eligibilityChangeSchema),
});
export type EligibilityAnswer = z.infer<typeof eligibilityAnswerSchema>;

/** The back office's form (strings as typed; the server checks again): effectiveAt empty means now. */
export const eligibilityFormSchema = z.object({
  state: stateNameSchema,
  /** The words on screen: Closed (excluded) or Open (eligible). */
  change: z.enum(['Closed', 'Open'], { message: 'Choose Closed or Open' }),
  effectiveAt: z
    .string()
    .refine(
      (s) => s === '' || !Number.isNaN(Date.parse(s)),
      'Enter a date and time, or leave it empty for now',
    ),
  reason: z
    .string()
    .trim()
    .min(3, 'A reason is required')
    .max(500, 'The reason must be at most 500 characters'),
});
export type EligibilityForm = z.infer<typeof eligibilityFormSchema>;
