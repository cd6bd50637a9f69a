import type { Redemption } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { toInt } from '../ledger/amounts';

/** The SQL of Sweep Coin redemptions (redemptions, payout_webhook_events). */

export interface RedemptionRow {
  id: string;
  user_id: string;
  amount: string;
  method: Redemption['method'];
  destination: string;
  details_enc: string;
  status: Redemption['status'];
  reason: string | null;
  payout_ref: string | null;
  created_at: Date | string;
  review_started_at: Date | string | null;
  approved_at: Date | string | null;
  sent_at: Date | string | null;
  paid_at: Date | string | null;
  closed_at: Date | string | null;
  user_name: string;
  user_email: string;
}
const SELECT = `SELECT r.id, r.user_id, r.amount, r.method, r.destination, r.details_enc, r.status, r.reason, r.payout_ref,
  r.created_at, r.review_started_at, r.approved_at, r.sent_at, r.paid_at, r.closed_at,
  trim(u.first_name || ' ' || u.last_name) AS user_name, u.email AS user_email
  FROM redemptions r JOIN users u ON u.id = r.user_id`;

/** Statuses of a redemption in progress (one at a time per player). */
export const OPEN_REDEMPTION = ['pending', 'in_review', 'approved', 'sent'] as const;
/** Closed statuses that do not count toward the daily limit. */
const CLOSED_NOT_COUNTED = ['cancelled', 'rejected', 'failed'];

export async function redemptionById(db: Db, id: string, lock = false): Promise<RedemptionRow | null> {
  const r = await db.query<RedemptionRow>(`${SELECT} WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`, [id]);
  return r.rows[0] ?? null;
}

/** The redemption, locked for its decision. */
export const lockRedemption = (tx: Db, id: string) => redemptionById(tx, id, true);

/** The date of birth of the player's latest approved identity check (YYYY-MM-DD), or null. */
export async function verifiedDateOfBirth(db: Db, userId: string): Promise<string | null> {
  const dob = await db.query<{ date_of_birth: string | Date | null }>(
    `SELECT date_of_birth FROM kyc_sessions WHERE user_id = $1 AND status = 'approved' AND date_of_birth IS NOT NULL
     ORDER BY decided_at DESC NULLS LAST LIMIT 1`,
    [userId],
  );
  const value = dob.rows[0]?.date_of_birth ?? null;
  if (value === null) return null;
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** The amounts of the player's redemptions in progress. */
export async function openRedemptionAmounts(db: Db, userId: string): Promise<number[]> {
  const open = await db.query<{ amount: string }>(
    `SELECT amount FROM redemptions WHERE user_id = $1 AND status = ANY($2::text[])`,
    [userId, [...OPEN_REDEMPTION]],
  );
  return open.rows.map((r) => toInt(r.amount));
}

/** What the player asked to redeem since `since`, not counting cancelled, rejected or failed redemptions. */
export async function redeemedSince(db: Db, userId: string, since: Date): Promise<number> {
  const today = await db.query<{ total: string | null }>(
    `SELECT sum(amount)::text AS total FROM redemptions
     WHERE user_id = $1 AND created_at > $2 AND NOT (status = ANY($3::text[]))`,
    [userId, since, CLOSED_NOT_COUNTED],
  );
  return toInt(today.rows[0]?.total ?? 0);
}

/** A new pending redemption (a partial UNIQUE index refuses a second open one: 23505). */
export async function insertRedemption(
  tx: Db,
  r: {
    id: string;
    userId: string;
    amount: number;
    method: Redemption['method'];
    destination: string;
    detailsEnc: string;
    holdTransferId: string | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO redemptions (id, user_id, amount, method, destination, details_enc, hold_transfer_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [r.id, r.userId, r.amount, r.method, r.destination, r.detailsEnc, r.holdTransferId],
  );
}

export async function markInReview(tx: Db, id: string): Promise<void> {
  await tx.query(`UPDATE redemptions SET status = 'in_review', review_started_at = now() WHERE id = $1`, [
    id,
  ]);
}

export async function markApproved(tx: Db, id: string, decidedBy: string | null): Promise<void> {
  await tx.query(
    `UPDATE redemptions SET status = 'approved', approved_at = now(), review_started_at = COALESCE(review_started_at, now()),
       decided_by = $2 WHERE id = $1`,
    [id, decidedBy],
  );
}

/** The payout went out: sent, with the provider's reference (only from approved); false when it was not approved. */
export async function markSent(db: Db, id: string, payoutRef: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE redemptions SET status = 'sent', sent_at = now(), payout_ref = $2 WHERE id = $1 AND status = 'approved'`,
    [id, payoutRef],
  );
  return rowCount === 1;
}

/** Paid: closed, the payout details erased. */
export async function markPaid(tx: Db, id: string, payTransferId: string): Promise<void> {
  await tx.query(
    `UPDATE redemptions SET status = 'paid', paid_at = now(), closed_at = now(), pay_transfer_id = $2,
       details_enc = '' WHERE id = $1`,
    [id, payTransferId],
  );
}

/** Closed with the SC returned (cancelled, rejected or failed), the payout details erased. */
export async function markReturned(
  tx: Db,
  id: string,
  close: {
    status: 'cancelled' | 'rejected' | 'failed';
    reason: string | null;
    returnTransferId: string;
    decidedBy: string | null;
  },
): Promise<void> {
  await tx.query(
    `UPDATE redemptions SET status = $2, reason = $3, closed_at = now(), return_transfer_id = $4,
       decided_by = COALESCE($5, decided_by), details_enc = '' WHERE id = $1`,
    [id, close.status, close.reason, close.returnTransferId, close.decidedBy],
  );
}

/** Records a payout webhook event id; false when it was seen before. */
export async function firstPayoutEvent(tx: Db, eventId: string): Promise<boolean> {
  const seen = await tx.query(
    `INSERT INTO payout_webhook_events (event_id) VALUES ($1) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
    [eventId],
  );
  return Boolean(seen.rowCount);
}

/** The redemption a payout reference belongs to, or null. */
export async function redemptionIdByPayoutRef(db: Db, reference: string): Promise<string | null> {
  const found = await db.query<{ id: string }>(`SELECT id FROM redemptions WHERE payout_ref = $1`, [
    reference,
  ]);
  return found.rows[0]?.id ?? null;
}

/** The payout reference of a redemption (sandbox settle tool). */
export async function payoutRefOf(db: Db, id: string): Promise<string | null> {
  const r = await db.query<{ payout_ref: string | null }>(
    `SELECT payout_ref FROM redemptions WHERE id = $1`,
    [id],
  );
  return r.rows[0]?.payout_ref ?? null;
}

/** The player's redemptions, newest first. */
export async function redemptionsOf(db: Db, userId: string): Promise<RedemptionRow[]> {
  const r = await db.query<RedemptionRow>(
    `${SELECT} WHERE r.user_id = $1 ORDER BY r.created_at DESC LIMIT 100`,
    [userId],
  );
  return r.rows;
}

/** Redemptions in a status ('all': every one), oldest first. */
export async function listRedemptionRows(db: Db, status: string, limit: number): Promise<RedemptionRow[]> {
  const r = await db.query<RedemptionRow>(
    `${SELECT} WHERE ($1 = 'all' OR r.status = $1) ORDER BY r.created_at ASC LIMIT $2`,
    [status, limit],
  );
  return r.rows;
}
