import { z } from 'zod';
import { CURRENCIES } from './wallet-rules';
import { moneySchema } from './notifications';

// The permission table and role helpers (zod-free: the shell imports them on every page) live in staff-roles.ts.
export * from './staff-roles';

/** One entry of the append-only audit log (GET /api/v1/admin/audit): who, when, from where, what, why, before/after. */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  /** the actor's e-mail when a staff user (null for the system) */
  actorEmail: z.string().nullable(),
  actorRole: z.string(),
  /** the address the staff request came from (null for the system and for entries before migration 0024) */
  ip: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** the player the action concerns, when there is one */
  targetUserId: z.string().nullable(),
  /** why (the staff member's reason or note), when given */
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const auditDate = z.iso.datetime({ offset: true, error: 'Use a date and time such as 2026-11-28T00:00:00Z' });

/** The audit log's filters (the list and the CSV export take the same). */
export const auditFilterSchema = z.object({
  targetType: z.string().min(1).max(60).optional(),
  targetId: z.string().min(1).max(120).optional(),
  actorId: z.uuid({ error: 'actorId must be a staff user id' }).optional(),
  /** an action, e.g. player.lock, or a prefix ending in a dot, e.g. player. */
  action: z.string().trim().min(1).max(80).optional(),
  /** the player the actions concern */
  userId: z.uuid({ error: 'userId must be a player id' }).optional(),
  /** from (inclusive) and to (exclusive), ISO date-times */
  from: auditDate.optional(),
  to: auditDate.optional(),
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditQuerySchema = auditFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditAnswerSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type AuditAnswer = z.infer<typeof auditAnswerSchema>;

/** The back office's audit filter form (days, not date-times; each field may be left empty). */
const emptyOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);
export const auditFilterFormSchema = z.object({
  actor: emptyOr(z.uuid({ error: 'Enter a staff member id (a UUID)' })),
  action: z.string().trim().max(80, 'At most 80 characters'),
  player: emptyOr(z.uuid({ error: 'Enter a player id (a UUID)' })),
  from: emptyOr(z.iso.date({ error: 'Enter a day' })),
  to: emptyOr(z.iso.date({ error: 'Enter a day' })),
});
export type AuditFilterForm = z.infer<typeof auditFilterFormSchema>;

/** The CSV export's columns, in order (GET /api/v1/admin/audit.csv). */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'at',
  'actor_id',
  'actor_email',
  'actor_role',
  'ip',
  'action',
  'target_type',
  'target_id',
  'target_user_id',
  'reason',
  'before',
  'after',
  'details',
] as const;

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
  /** Signed Money in the ledger's unit (GC scale 0, SC scale 2): positive credits the player, negative debits them. */
  amount: moneySchema,
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
  /** Above these absolute amounts a correction waits for a second staff member. */
  secondApproverAbove: z.object({ GC: moneySchema, SC: moneySchema }),
});
export type CorrectionsAnswer = z.infer<typeof correctionsAnswerSchema>;
