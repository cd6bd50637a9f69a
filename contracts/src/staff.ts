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
