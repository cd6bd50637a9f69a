import {
  STATE_NAMES,
  type EligibilityAnswer,
  type EligibilityChange,
  type SetStateEligibilityBody,
  type StateEligibility,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { badRequest } from '../../http/errors';
import { insertChange, listChanges, type EligibilityChangeRow } from '../protection/eligibility-repository';
import { stateStatus } from '../protection/eligibility-service';
import { recordAudit, type AuditActor } from '../staff/audit-repository';

/** The compliance role's side of the excluded states (issue 30 item 5): the list as it stands and its changes. */

const iso = (d: Date | string) => new Date(d).toISOString();

const changeDto = (row: EligibilityChangeRow): EligibilityChange => ({
  id: String(row.id),
  state: row.state,
  status: row.status,
  effectiveAt: iso(row.effective_at),
  reason: row.reason,
  createdBy: row.created_by,
  createdAt: iso(row.created_at),
});

/** Every state of SPEC §3 as it stands at `now`, with its next scheduled change, and the whole history. */
export async function eligibilityView(db: Db, now: Date): Promise<EligibilityAnswer> {
  const rows = await listChanges(db);
  const states: StateEligibility[] = STATE_NAMES.map((state) => {
    const own = rows.filter((r) => r.state === state); // newest first
    const current = own.find((r) => new Date(r.effective_at) <= now);
    const upcoming = own.filter((r) => new Date(r.effective_at) > now).at(-1);
    return {
      state,
      status: current?.status ?? 'eligible',
      since: current ? iso(current.effective_at) : null,
      next: upcoming ? { status: upcoming.status, effectiveAt: iso(upcoming.effective_at) } : null,
    };
  });
  return { states, changes: rows.map(changeDto) };
}

/**
 * Records one change (effective now when no time is given; never in the past, which would rewrite what players
 * were told), audited in the same transaction with the status before and after.
 */
export async function setStateEligibility(
  db: Db,
  actor: Exclude<AuditActor, 'system'>,
  body: SetStateEligibilityBody,
  now: Date,
): Promise<EligibilityChange> {
  const effectiveAt = body.effectiveAt ? new Date(body.effectiveAt) : now;
  if (effectiveAt.getTime() < now.getTime() - 60_000)
    throw badRequest('The effective date cannot be in the past', ['validation']);
  const at = effectiveAt < now ? now : effectiveAt;
  return db.transaction(async (tx) => {
    const before = await stateStatus(tx, body.state, at);
    const row = await insertChange(tx, {
      state: body.state,
      status: body.status,
      effectiveAt: at,
      reason: body.reason,
      createdBy: actor.id,
      now,
    });
    await recordAudit(tx, {
      actor,
      action: 'eligibility.set',
      targetType: 'state',
      targetId: body.state,
      reason: body.reason,
      before: { status: before.status },
      after: { status: body.status, effectiveAt: at.toISOString() },
    });
    return changeDto(row);
  });
}
