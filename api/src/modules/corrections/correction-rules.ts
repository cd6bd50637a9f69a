import type { Currency } from '@arcade/contracts';

/** Above these absolute amounts, in the ledger's unit (GC coins, SC cents), a second staff member must approve. */
export type SecondApproverAbove = Record<Currency, number>;

/** A correction whose absolute amount is above its currency's threshold waits for a second staff member. */
export const needsSecondApprover = (
  correction: { currency: Currency; amount: number },
  above: SecondApproverAbove,
): boolean => Math.abs(correction.amount) > above[correction.currency];

/** Why a staff member may not decide a correction (after the staff bound on their own player account). */
export type DecisionRefusal = 'decided' | 'same_approver';

/**
 * A correction is decided once, while pending. Approving applies the movement, and every pending correction is above
 * the threshold, so the staff member who asked for it may not approve it; rejecting moves nothing, so they may
 * withdraw their own request. Null when the actor may decide.
 */
export function decisionRefusal(
  decision: 'approve' | 'reject',
  correction: { requestedBy: string; status: string },
  actorId: string,
): DecisionRefusal | null {
  if (correction.status !== 'pending') return 'decided';
  if (decision === 'approve' && correction.requestedBy === actorId) return 'same_approver';
  return null;
}
