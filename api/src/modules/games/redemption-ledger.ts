import { sweepCents, type Redemption } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { toInt } from '../ledger/amounts';
import type { TransferInput } from '../ledger/ledger-types';
import { markReturned, type RedemptionRow } from './redemption-repository';
import { methodWords } from './redemption-rules';
import { creditPlayer, decidedBy, recordDecision, type Decider } from './request-lifecycle';

/**
 * A redemption's coins over the request lifecycle: request = wallet -> redemptions_pending (key
 * redemption-hold:<id>); paid = redemptions_pending -> redemptions (key redemption-pay:<id>, once); cancelled,
 * rejected or failed = redemptions_pending -> wallet (key redemption-return:<id>, once). The SC returned were
 * played, so they stay redeemable.
 */

export const holdMove = (
  id: string,
  userId: string,
  amount: number,
  method: Redemption['method'],
): TransferInput => ({
  idempotencyKey: `redemption-hold:${id}`,
  from: { user: userId },
  to: { system: 'redemptions_pending' },
  amount,
  currency: 'SC',
  type: 'redemption',
  // No status in the line: the wallet shows the redemption's current one (wallet-repository.ts).
  description: `Sweep Coin redemption (${methodWords(method)})`,
  metadata: { redemptionId: id },
});

export const payMove = (row: RedemptionRow, payoutRef: string): TransferInput => ({
  idempotencyKey: `redemption-pay:${row.id}`,
  from: { system: 'redemptions_pending' },
  to: { system: 'redemptions' },
  amount: toInt(row.amount),
  currency: 'SC',
  type: 'redemption',
  description: 'Sweep Coin redemption paid',
  metadata: { redemptionId: row.id, payoutRef },
});

/** The player's notice of a redemption's new status. */
export const redemptionNotice = (
  row: RedemptionRow,
  status: 'pending' | 'approved' | 'sent' | 'completed' | 'cancelled' | 'rejected' | 'failed',
  adminNotes?: string | null,
) => ({
  recipients: row.user_id,
  type: 'withdrawal_status_updated' as const,
  payload: {
    requestId: row.id,
    kind: 'redemption' as const,
    amount: sweepCents(toInt(row.amount)),
    status,
    ...(adminNotes ? { adminNotes } : {}),
  },
});

/**
 * Returns the held SC to the player, closes the redemption (cancelled, rejected or failed) and tells the player,
 * once; a staff or system decision is audited by the caller after it.
 */
export async function returnRedemption(
  tx: Db,
  row: RedemptionRow,
  status: 'cancelled' | 'rejected' | 'failed',
  reason: string | null,
  actor: Decider,
): Promise<void> {
  const returnTransferId = await creditPlayer(
    tx,
    row.user_id,
    {
      idempotencyKey: `redemption-return:${row.id}`,
      from: { system: 'redemptions_pending' },
      to: { user: row.user_id },
      amount: toInt(row.amount),
      currency: 'SC',
      type: 'refund',
      description: `Sweep Coin redemption ${status}: returned`,
      metadata: { redemptionId: row.id },
    },
    { source: 'redemption_return' },
  );
  await markReturned(tx, row.id, { status, reason, returnTransferId, decidedBy: decidedBy(actor) });
  await recordDecision(tx, null, redemptionNotice(row, status, reason));
}
