import { z } from 'zod';
import { CURRENCIES } from './wallet-rules';

// The permission table and role helpers (zod-free: the shell imports them on every page) live in staff-roles.ts.
export * from './staff-roles';

/** One entry of the append-only audit log (GET /api/v1/admin/audit). */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorRole: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  targetType: z.string().min(1).max(60).optional(),
  targetId: z.string().min(1).max(120).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditAnswerSchema = z.object({ entries: z.array(auditEntrySchema) });
export type AuditAnswer = z.infer<typeof auditAnswerSchema>;

/** What staff read when a decision is refused by the bounds on staff power (api/src/modules/staff/staff-bounds.ts). */
export const STAFF_MESSAGES = {
  ownAccount: 'You cannot decide a request of your own player account. Ask another staff member.',
  aboveRequested: 'The amount is more than the player asked to withdraw',
  aboveCredits:
    'The amount is more than the credits the records show in this game account. Record the difference as a correction.',
  wageredAboveLoaded: 'The wagered total is more than was loaded into this game account',
  aboveReported: 'The amount is more than the game platform reported for this account',
  correctionRequested: 'Correction recorded. It waits for a second staff member to approve it.',
  correctionApplied: 'Correction applied',
  correctionRejected: 'Correction rejected',
  secondApproverRequired:
    'A second staff member must approve this correction; the one who asked for it cannot.',
  correctionNotFound: 'Correction not found',
  correctionDecided: 'This correction was already decided',
  reasonRequired: 'A correction needs a reason',
  reasonLength: 'The reason must be 5 to 500 characters',
  correctionAmount: 'amount must be a whole number other than zero (GC coins or SC cents)',
  correctionUnknownPlayer: 'Unknown player',
  correctionBelowZero:
    "This debit would take the player's balance below zero. Nothing was moved; correct a smaller amount.",
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Balance corrections (POST /api/v1/admin/corrections, its approve and reject; docs/ledger.md "Corrections")
// ---------------------------------------------------------------------------------------------------------------

export const CORRECTION_STATUSES = ['pending', 'applied', 'rejected'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** A correction of a player's balance, in the ledger's unit: GC whole coins, SC cents; positive credits. */
export const correctionBodySchema = z.object({
  userId: z.uuid({ error: STAFF_MESSAGES.correctionUnknownPlayer }),
  currency: z.enum(CURRENCIES, { error: 'currency must be GC or SC' }),
  amount: z
    .number({ error: STAFF_MESSAGES.correctionAmount })
    .int(STAFF_MESSAGES.correctionAmount)
    .refine((amount) => amount !== 0, STAFF_MESSAGES.correctionAmount),
  reason: z
    .string({ error: STAFF_MESSAGES.reasonRequired })
    .trim()
    .min(1, STAFF_MESSAGES.reasonRequired)
    .min(5, STAFF_MESSAGES.reasonLength)
    .max(500, STAFF_MESSAGES.reasonLength),
});
export type CorrectionBody = z.infer<typeof correctionBodySchema>;

export const correctionRejectBodySchema = z.object({
  note: z.string().trim().max(500, 'The note must be at most 500 characters').optional(),
});
export type CorrectionRejectBody = z.infer<typeof correctionRejectBodySchema>;

export const correctionIdParamsSchema = z.object({
  id: z.uuid({ error: STAFF_MESSAGES.correctionNotFound }),
});

export const correctionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  currency: z.enum(CURRENCIES),
  /** Signed, in the ledger's unit (GC coins, SC cents): positive credited the player, negative debited them. */
  amount: z.number().int(),
  reason: z.string(),
  status: z.enum(CORRECTION_STATUSES),
  /** Above the threshold when asked for: a second staff member (not the one who asked) must approve it. */
  needsSecondApprover: z.boolean(),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  note: z.string().nullable(),
  transferId: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Correction = z.infer<typeof correctionSchema>;

export const correctionAnswerSchema = z.object({ correction: correctionSchema });
export type CorrectionAnswer = z.infer<typeof correctionAnswerSchema>;

export const correctionsQuerySchema = z.object({
  status: z.enum([...CORRECTION_STATUSES, 'all'], { error: 'Unknown status' }).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type CorrectionsQuery = z.infer<typeof correctionsQuerySchema>;

export const correctionsAnswerSchema = z.object({
  corrections: z.array(correctionSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  /** Above these absolute amounts (GC coins, SC cents) a correction waits for a second staff member. */
  secondApproverAbove: z.object({ GC: z.number().int(), SC: z.number().int() }),
});
export type CorrectionsAnswer = z.infer<typeof correctionsAnswerSchema>;
