import type { AuditEntry, AuditFilter, AuditQuery, Role } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { isUuid } from '../../db/uuid';
import { toInt, toIso } from '../ledger/amounts';

/**
 * Who did it: a staff user (id, role at the time and the address the request came from) or the system (a job, a
 * verified provider callback).
 */
export type AuditActor = { id: string; role: Role; ip?: string | null } | 'system';

export interface AuditInput {
  actor: AuditActor;
  /** what was done, e.g. 'redemption.approve', 'payment_event.replay', 'game_account.reject' */
  action: string;
  targetType: string;
  targetId: string;
  /** the player the action concerns; defaults to details.userId (or the target, when it is a user) */
  targetUserId?: string | null;
  /** why: the staff member's reason or note; defaults to details.reason (or details.note) */
  reason?: string | null;
  /** what changed: the state before and after the action (never secrets or credentials) */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** what a reviewer needs (notes, amounts, before/after status); never secrets or credentials */
  details?: Record<string, unknown>;
}

interface AuditRow {
  id: string | number;
  at: Date | string;
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string;
  ip: string | null;
  action: string;
  target_type: string;
  target_id: string;
  target_user_id: string | null;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  details: Record<string, unknown>;
}

const toEntry = (row: AuditRow): AuditEntry => ({
  id: String(row.id),
  at: toIso(row.at),
  actorId: row.actor_id,
  actorEmail: row.actor_email ?? null,
  actorRole: row.actor_role,
  ip: row.ip ?? null,
  action: row.action,
  targetType: row.target_type,
  targetId: row.target_id,
  targetUserId: row.target_user_id ?? null,
  reason: row.reason ?? null,
  before: row.before ?? null,
  after: row.after ?? null,
  details: row.details ?? {},
});

const COLUMNS = `a.id, a.at, a.actor_id, u.email AS actor_email, a.actor_role, a.ip, a.action, a.target_type,
  a.target_id, a.target_user_id, a.reason, a.before, a.after, a.details`;
const FROM = `audit_log a LEFT JOIN users u ON u.id = a.actor_id`;

const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim().slice(0, 2000) : null;

/** The player an entry concerns: given, else details.userId, else the target when it is a user. */
function targetUserOf(input: AuditInput): string | null {
  const candidates = [
    input.targetUserId,
    input.details?.userId,
    input.targetType === 'user' ? input.targetId : null,
  ];
  for (const c of candidates) if (typeof c === 'string' && isUuid(c)) return c;
  return null;
}

/**
 * Appends one entry to the audit log in the caller's transaction tx, so the record and the change it records
 * commit (or roll back) together. The table refuses UPDATE, DELETE and TRUNCATE (migration 0010).
 */
export async function recordAudit(tx: Db, input: AuditInput): Promise<AuditEntry> {
  const actor = input.actor === 'system' ? { id: null, role: 'system', ip: null } : input.actor;
  const reason = text(input.reason) ?? text(input.details?.reason) ?? text(input.details?.note);
  const json = (v: Record<string, unknown> | null | undefined) => (v ? JSON.stringify(v) : null);
  const r = await tx.query<AuditRow>(
    `WITH a AS (
       INSERT INTO audit_log (actor_id, actor_role, ip, action, target_type, target_id, target_user_id, reason,
                              before, after, details)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11::jsonb)
       RETURNING *)
     SELECT ${COLUMNS} FROM a LEFT JOIN users u ON u.id = a.actor_id`,
    [
      actor.id,
      actor.role,
      actor.ip ? actor.ip.slice(0, 64) : null,
      input.action,
      input.targetType,
      input.targetId,
      targetUserOf(input),
      reason,
      json(input.before),
      json(input.after),
      JSON.stringify(input.details ?? {}),
    ],
  );
  return toEntry(r.rows[0]!);
}

/** The WHERE clause of the filters (the list and the CSV export read the same), with its parameters. */
function whereOf(filter: AuditFilter): { where: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.targetType) where.push(`a.target_type = $${params.push(filter.targetType)}`);
  if (filter.targetId) where.push(`a.target_id = $${params.push(filter.targetId)}`);
  if (filter.actorId) where.push(`a.actor_id = $${params.push(filter.actorId)}::uuid`);
  if (filter.action) {
    // "player." matches every player action; anything else is one action.
    if (filter.action.endsWith('.'))
      where.push(`left(a.action, $${params.push(filter.action.length)}) = $${params.push(filter.action)}`);
    else where.push(`a.action = $${params.push(filter.action)}`);
  }
  if (filter.userId) where.push(`a.target_user_id = $${params.push(filter.userId)}::uuid`);
  if (filter.from) where.push(`a.at >= $${params.push(filter.from)}::timestamptz`);
  if (filter.to) where.push(`a.at < $${params.push(filter.to)}::timestamptz`);
  return { where: where.length ? `WHERE ${where.join(' AND ')}` : '', params };
}

/** A page of the audit log, newest first, with the number of all entries that match the filters. */
export async function searchAudit(
  db: Db,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const { where, params } = whereOf(query);
  const limit = `$${params.push(query.limit)}`;
  const offset = `$${params.push((query.page - 1) * query.limit)}`;
  const r = await db.query<AuditRow>(
    `SELECT ${COLUMNS} FROM ${FROM} ${where} ORDER BY a.id DESC LIMIT ${limit} OFFSET ${offset}`,
    params,
  );
  const counted = whereOf(query);
  const total = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM audit_log a ${counted.where}`,
    counted.params,
  );
  return { entries: r.rows.map(toEntry), total: toInt(total.rows[0]!.n) };
}

/** A page of the audit log, newest first (as searchAudit, without the count). */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditEntry[]> {
  return (await searchAudit(db, query)).entries;
}

/**
 * Every entry that matches the filters, newest first, read in batches by id (keyset), so an export of any size
 * holds one batch in memory. Stops after max entries.
 */
export async function* auditBatches(
  db: Db,
  filter: AuditFilter,
  batch = 500,
  max = 100_000,
): AsyncGenerator<AuditEntry[]> {
  let before: string | null = null;
  let sent = 0;
  while (sent < max) {
    const { where, params } = whereOf(filter);
    const keyset =
      before === null ? '' : `${where ? ' AND' : 'WHERE'} a.id < $${params.push(before)}::bigint`;
    const size = Math.min(batch, max - sent);
    const r: { rows: AuditRow[] } = await db.query<AuditRow>(
      `SELECT ${COLUMNS} FROM ${FROM} ${where}${keyset} ORDER BY a.id DESC LIMIT $${params.push(size)}`,
      params,
    );
    if (!r.rows.length) return;
    const entries = r.rows.map(toEntry);
    yield entries;
    sent += entries.length;
    if (entries.length < size) return;
    before = entries.at(-1)!.id;
  }
}
