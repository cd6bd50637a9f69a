import { ERROR_CODES, GAMES_PLAY_MESSAGES, sweepCents, type StaffListQuery } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { AppError } from '../../http/errors';
import { toInt } from '../ledger/amounts';
import { recordAudit, type AuditActor } from '../staff/audit-repository';
import type { GamesContext } from './games-context';
import { redemptionNotice, returnRedemption } from './redemption-ledger';
import { sendPayout } from './redemption-payouts';
import {
  listRedemptionRows,
  lockRedemption,
  markApproved,
  markInReview,
  redemptionById,
} from './redemption-repository';
import { toStaffRedemption } from './redemption-tracker';
import { decide, decidedBy, recordDecision } from './request-lifecycle';

/** Staff decisions on redemptions (redemptions.decide, each audited): review, reject (SC returned), approve. */

const REVIEWABLE = { open: ['pending', 'in_review'] } as const;

export async function listRedemptions(db: Db, query: StaffListQuery) {
  return (await listRedemptionRows(db, query.status, query.limit)).map(toStaffRedemption);
}

/** Staff open the review (tracker: "In review since ..."). */
export async function reviewRedemption(db: Db, actor: AuditActor, id: string) {
  return decide(db, lockRedemption, id, actor, {}, async (tx, row) => {
    await markInReview(tx, id);
    await recordDecision(
      tx,
      { actor, action: 'redemption.review', targetType: 'redemption', targetId: id, details: {} },
      redemptionNotice(row, 'pending', 'In review'),
    );
    return toStaffRedemption((await redemptionById(tx, id))!);
  });
}

export async function rejectRedemption(db: Db, actor: AuditActor, id: string, reason: string) {
  return decide(db, lockRedemption, id, actor, REVIEWABLE, async (tx, row) => {
    await returnRedemption(tx, row, 'rejected', reason, actor);
    await recordAudit(tx, {
      actor,
      action: 'redemption.reject',
      targetType: 'redemption',
      targetId: id,
      details: { reason, amount: sweepCents(toInt(row.amount)) },
    });
    return toStaffRedemption((await redemptionById(tx, id))!);
  });
}

/**
 * Staff approve: one transaction moves the redemption to approved (a second approval, or any number racing, finds
 * it decided: 409, nothing more happens); then the payout is sent once (idempotent by the redemption id at the
 * provider) and the redemption is marked sent. The SC move to the redemptions account when the provider confirms.
 */
export async function approveRedemption(ctx: GamesContext, actor: AuditActor, id: string) {
  if (!ctx.payouts)
    throw new AppError(503, GAMES_PLAY_MESSAGES.payoutUnavailable, [ERROR_CODES.platformUnavailable]);
  const approved = await decide(ctx.db, lockRedemption, id, actor, REVIEWABLE, async (tx, row) => {
    await markApproved(tx, id, decidedBy(actor));
    await recordDecision(
      tx,
      {
        actor,
        action: 'redemption.approve',
        targetType: 'redemption',
        targetId: id,
        details: { amount: sweepCents(toInt(row.amount)), method: row.method },
      },
      redemptionNotice(row, 'approved'),
    );
    return row;
  });
  await sendPayout(ctx, approved);
  return toStaffRedemption((await redemptionById(ctx.db, id))!);
}
