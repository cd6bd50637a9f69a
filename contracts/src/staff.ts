import { z } from 'zod';

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
} as const;
