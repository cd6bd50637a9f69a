import { z } from 'zod';

/**
 * Why an account is restricted (docs/identity.md "Restrictions"). A restricted account gains nothing: no bonuses,
 * free entries, mail-in credits, coupons, purchases or game loads; redeeming what is already owed stays possible.
 */
export const RESTRICTION_REASONS = [
  'underage',
  'kyc_declined_fraud',
  'kyc_duplicate_identity',
  'self_excluded',
  'staff',
  // Not stored as restrictions: a break the player took, and the player's state closed (issue 30 items 4 and 5).
  'break',
  'state_excluded',
] as const;
export type RestrictionReason = (typeof RESTRICTION_REASONS)[number];

/** What the player is told, per reason (staff may give their own words for 'staff'). */
export const RESTRICTION_MESSAGES: Record<RestrictionReason, string> = {
  underage:
    'Your account is restricted: identity verification showed you are under 21. Contact support if this is wrong.',
  kyc_declined_fraud:
    'Your account is restricted: identity verification was declined because the documents could not be accepted. Contact support if this is wrong.',
  kyc_duplicate_identity:
    'Your account is restricted: identity verification found this identity on another account. Contact support if this is wrong.',
  self_excluded: 'Your account is restricted: you have excluded yourself from play.',
  staff: 'Your account is restricted. Contact support for details.',
  break:
    'You are taking a break: purchases, game loads, Sweep Coin play, bonuses, free entries and marketing messages are closed.',
  state_excluded:
    'Sweepstakes play is no longer offered in your state: purchases, game loads, Sweep Coin play, bonuses and free entries are closed. You can still redeem what you are owed.',
};

/** The machine code in `errors` of a refusal because of a restriction (403). */
export const ACCOUNT_RESTRICTED_CODE = 'account_restricted';

/** The active restriction of the user DTO (null when none). */
export const accountRestrictionSchema = z.object({
  reason: z.enum(RESTRICTION_REASONS),
  message: z.string(),
});
export type AccountRestriction = z.infer<typeof accountRestrictionSchema>;

/** POST /admin/users/:id/restriction/lift: why staff lift it (kept in the restriction's history row). */
export const liftRestrictionBodySchema = z.object({
  note: z
    .string({ message: 'A note is required' })
    .trim()
    .min(1, 'A note is required')
    .max(500, 'The note must be at most 500 characters')
    .refine((s) => !s.includes('\u0000'), 'The note contains an invalid character'),
});
export type LiftRestrictionBody = z.infer<typeof liftRestrictionBodySchema>;

/** Reasons staff may set by hand (the KYC ones come only from a KYC decision). */
export const STAFF_RESTRICTION_REASONS = ['staff', 'self_excluded'] as const;

/** POST /admin/users/:id/restriction: staff restrict an account; message defaults to the reason's standard one. */
export const setRestrictionBodySchema = z.object({
  reason: z.enum(STAFF_RESTRICTION_REASONS, { message: 'Reason must be staff or self_excluded' }),
  message: z
    .string()
    .trim()
    .min(1, 'The message must not be empty')
    .max(500, 'The message must be at most 500 characters')
    .refine((s) => !s.includes('\u0000'), 'The message contains an invalid character')
    .optional(),
});
export type SetRestrictionBody = z.infer<typeof setRestrictionBodySchema>;

/** One row of an account's restriction history (admin answers). */
export const restrictionHistoryItemSchema = z.object({
  id: z.string(),
  reason: z.enum(RESTRICTION_REASONS),
  message: z.string(),
  source: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  liftedAt: z.string().nullable(),
  liftedBy: z.string().nullable(),
  liftNote: z.string().nullable(),
});
export type RestrictionHistoryItem = z.infer<typeof restrictionHistoryItemSchema>;
export const restrictionHistoryAnswerSchema = z.object({
  restrictions: z.array(restrictionHistoryItemSchema),
});
export const restrictionAnswerSchema = z.object({ restriction: restrictionHistoryItemSchema });
