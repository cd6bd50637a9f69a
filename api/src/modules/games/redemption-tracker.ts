import { REDEMPTION_RULES, sweepCents, type Redemption } from '@arcade/contracts';
import { toInt, toIso } from '../ledger/amounts';
import { addBusinessDays, sinceWords } from './business-days';
import type { RedemptionRow } from './redemption-repository';

/** What a player and staff see of a redemption: its tracker (steps, expected date, what it waits for). */

const iso = (v: Date | string | null) => (v === null ? null : toIso(v));
const date = (v: Date | string) => new Date(v);

/** The tracker fields of a redemption at `now`. */
export function toRedemption(r: RedemptionRow, now = new Date()): Redemption {
  const s = r.status;
  const method = r.method === 'bank_transfer' ? 'Bank transfer' : 'Gift card';
  const payoutDays =
    r.method === 'bank_transfer' ? REDEMPTION_RULES.bankBusinessDays : REDEMPTION_RULES.giftCardBusinessDays;
  type Step = Redemption['steps'][number];
  const steps: Step[] = [{ step: 'requested', state: 'done', at: iso(r.created_at) }];
  const order = ['pending', 'in_review', 'approved', 'sent', 'paid'];
  const reached = order.indexOf(s);
  const stepState = (index: number): Step['state'] =>
    reached < 0 ? 'done' : index < reached ? 'done' : index === reached ? 'current' : 'upcoming';
  if (reached >= 0) {
    // pending: in review is the current step (waiting for a reviewer); in_review: still current.
    steps.push({
      step: 'in_review',
      state: s === 'pending' || s === 'in_review' ? 'current' : 'done',
      at: iso(r.review_started_at),
    });
    steps.push({ step: 'approved', state: s === 'approved' ? 'done' : stepState(2), at: iso(r.approved_at) });
    steps.push({
      step: 'sent',
      state: s === 'approved' ? 'current' : s === 'sent' ? 'done' : stepState(3),
      at: iso(r.sent_at),
    });
    steps.push({
      step: 'paid',
      state: s === 'paid' ? 'done' : s === 'sent' ? 'current' : 'upcoming',
      at: iso(r.paid_at),
    });
  } else {
    if (r.review_started_at) steps.push({ step: 'in_review', state: 'done', at: iso(r.review_started_at) });
    if (r.approved_at) steps.push({ step: 'approved', state: 'done', at: iso(r.approved_at) });
    if (r.sent_at) steps.push({ step: 'sent', state: 'done', at: iso(r.sent_at) });
    steps.push({ step: s as 'rejected' | 'cancelled' | 'failed', state: 'done', at: iso(r.closed_at) });
  }
  let expectedBy: string | null = null;
  let waitingFor: string | null = null;
  if (s === 'pending') {
    expectedBy = addBusinessDays(date(r.created_at), REDEMPTION_RULES.reviewBusinessDays + payoutDays);
    waitingFor = `Waiting for review (requested ${sinceWords(date(r.created_at), now)})`;
  } else if (s === 'in_review') {
    expectedBy = addBusinessDays(date(r.created_at), REDEMPTION_RULES.reviewBusinessDays + payoutDays);
    waitingFor = `In review since ${sinceWords(date(r.review_started_at ?? r.created_at), now)}`;
  } else if (s === 'approved') {
    expectedBy = addBusinessDays(date(r.approved_at ?? r.created_at), payoutDays);
    waitingFor = `Approved ${sinceWords(date(r.approved_at ?? r.created_at), now)}: waiting for the ${method.toLowerCase()} to be sent`;
  } else if (s === 'sent') {
    expectedBy = addBusinessDays(date(r.approved_at ?? r.sent_at ?? r.created_at), payoutDays);
    waitingFor =
      r.method === 'bank_transfer'
        ? `Bank transfer sent ${sinceWords(date(r.sent_at!), now)}: waiting for your bank to confirm`
        : `Gift card sent ${sinceWords(date(r.sent_at!), now)}: waiting for delivery to confirm`;
  }
  return {
    id: r.id,
    amount: sweepCents(toInt(r.amount)),
    method: r.method,
    destination: r.destination,
    status: s,
    reason: r.reason,
    createdAt: toIso(r.created_at),
    reviewStartedAt: iso(r.review_started_at),
    approvedAt: iso(r.approved_at),
    sentAt: iso(r.sent_at),
    paidAt: iso(r.paid_at),
    closedAt: iso(r.closed_at),
    steps,
    expectedBy,
    waitingFor,
    canCancel: s === 'pending' || s === 'in_review',
  };
}

export const toStaffRedemption = (r: RedemptionRow) => ({
  ...toRedemption(r),
  userId: r.user_id,
  userName: r.user_name,
  userEmail: r.user_email,
});
