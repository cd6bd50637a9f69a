import type { AuditEntry, AuditQuery, Role } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { toIso } from '../ledger/amounts';

/** Who did it: a staff user (id and role at the time) or the system (a job, a verified provider callback). */
export type AuditActor = { id: string; role: Role } | 'system';

export interface AuditInput {
  actor: AuditActor;
  /** what was done, e.g. 'redemption.approve', 'payment_event.replay', 'game_account.reject' */
  action: string;
  targetType: string;
  targetId: string;
  /** what a reviewer needs (notes, amounts, before/after status); never secrets or credentials */
  details?: Record<string, unknown>;
}

interface AuditRow {
  id: string | number;
  at: Date | string;
  actor_id: string | null;
  actor_role: string;
  action: string;
  target_type: string;
  target_id: string;
  details: Record<string, unknown>;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: String(row.id),
  at: toIso(row.at),
  actorId: row.actor_id,
  actorRole: row.actor_role,
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id,
  details: row.details ?? {},
});

/**
 * Appends one entry to the audit log in the caller's transaction tx, so the record and the change it records
 * commit (or roll back) together. The table refuses UPDATE, DELETE and TRUNCATE (migration 0010).
 */
export async function recordAudit(tx: Db, input: AuditInput): Promise<AuditEntry> {
  const actor = input.actor === 'system' ? { id: null, role: 'system' } : input.actor;
  const r = await tx.query<AuditRow>(
    `INSERT INTO audit_log (actor_id, actor_role, action, target_type, target_id, details)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)
     RETURNING id, at, actor_id, actor_role, action, target_type, target_id, details`,
    [
      actor.id,
      actor.role,
      input.action,
      input.targetType,
      input.targetId,
      JSON.stringify(input.details ?? {}),
    ],
  );
  return toEntry(r.rows[0]!);
}

/** A page of the audit log, newest first, optionally for one target. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditEntry[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.targetType) where.push(`target_type = $${params.push(query.targetType)}`);
  if (query.targetId) where.push(`target_id = $${params.push(query.targetId)}`);
  const limit = `$${params.push(query.limit)}`;
  const offset = `$${params.push((query.page - 1) * query.limit)}`;
  const r = await db.query<AuditRow>(
    `SELECT id, at, actor_id, actor_role, action, target_type, target_id, details FROM audit_log
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  return r.rows.map(toEntry);
}
