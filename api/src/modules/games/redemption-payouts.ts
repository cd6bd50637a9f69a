import type { Db } from '../../db/db';
import { notFound } from '../../http/errors';
import { toInt } from '../ledger/amounts';
import { recordAudit } from '../staff/audit-repository';
import type { GamesContext } from './games-context';
import { payMove, redemptionNotice, returnRedemption } from './redemption-ledger';
import {
  firstPayoutEvent,
  lockRedemption,
  markPaid,
  markSent,
  redemptionIdByPayoutRef,
  type RedemptionRow,
} from './redemption-repository';
import { recordDecision, settle } from './request-lifecycle';

/** The payout of an approved redemption: sent once to the provider, settled or returned by its signed webhook. */

/**
 * Sends the payout (idempotent by redemption id at the provider); sent, or left approved when it fails. Sent is a
 * step of the player's tracker, so the player is told in the same transaction (issue 28 item 3: it moves live).
 */
export async function sendPayout(ctx: GamesContext, row: RedemptionRow): Promise<void> {
  let reference: string;
  try {
    reference = (
      await ctx.payouts!.send({
        redemptionId: row.id,
        method: row.method,
        amountCents: toInt(row.amount),
        details: JSON.parse(ctx.box.open(row.details_enc, row.id)) as Record<string, string>,
      })
    ).reference;
  } catch (err) {
    ctx.log.warn({ redemption: row.id, err: (err as Error).message }, 'payout not sent: left approved');
    return;
  }
  await ctx.db.transaction(async (tx) => {
    if (await markSent(tx, row.id, reference)) await recordDecision(tx, null, redemptionNotice(row, 'sent'));
  });
}

/** A verified payout webhook: paid moves the SC to the redemptions account once; failed returns them. */
export async function settlePayout(
  db: Db,
  event: { eventId: string; reference: string; status: 'paid' | 'failed'; reason?: string },
): Promise<{ redemptionId: string | null; status: string; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    if (!(await firstPayoutEvent(tx, event.eventId)))
      return { redemptionId: null, status: 'duplicate', duplicate: true };
    const id = await redemptionIdByPayoutRef(tx, event.reference);
    if (!id) throw notFound('Unknown payout');
    const row = (await lockRedemption(tx, id))!;
    if (row.status !== 'sent') return { redemptionId: row.id, status: row.status, duplicate: true };
    if (event.status === 'paid') {
      await markPaid(tx, row.id, await settle(tx, payMove(row, event.reference)));
      await recordDecision(tx, null, redemptionNotice(row, 'completed'));
    } else {
      await returnRedemption(tx, row, 'failed', event.reason ?? 'The payout failed', 'system');
    }
    await recordAudit(tx, {
      actor: 'system',
      action: `redemption.payout_${event.status}`,
      targetType: 'redemption',
      targetId: row.id,
      details: { reference: event.reference, reason: event.reason ?? null },
    });
    return { redemptionId: row.id, status: event.status, duplicate: false };
  });
}
