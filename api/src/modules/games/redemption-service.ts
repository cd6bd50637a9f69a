import {
  ERROR_CODES,
  formatMoney,
  GAMES_PLAY_MESSAGES,
  isEligibleState,
  MINIMUM_AGE,
  REDEMPTION_RULES,
  sweepCents,
  type Redeemable,
  type Redemption,
  type RedemptionBody,
  type StaffListQuery,
  REDEMPTION_BLOCKERS,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { refuseOwnAccount } from '../staff/staff-bounds';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { ageOn } from '../identity/kyc/kyc-service';
import { toInt, toIso } from '../ledger/amounts';
import { transfer } from '../ledger/transfer';
import { InsufficientFundsError } from '../ledger/transfer-errors';
import { notify } from '../notifications/notification-service';
import { recordAudit, type AuditActor } from '../staff/audit-repository';
import { alreadyDecided } from './game-errors';
import { playerInfo } from './game-lookup';
import { insufficientBalance } from './game-transfers-service';
import type { GamesContext } from './games-context';
import { addBusinessDays, sinceWords } from './business-days';
import { addBatch, lockPlaythrough, scStanding, SELF_BATCH } from './playthrough';

/**
 * Sweep Coin redemption (POST /wallet/withdraw) with the rules enforced here, the staff decisions, the payout and
 * its webhook, and the tracker. Ledger: request = wallet -> redemptions_pending (key redemption-hold:<id>); paid =
 * redemptions_pending -> redemptions (key redemption-pay:<id>, once); cancelled, rejected or failed =
 * redemptions_pending -> wallet (key redemption-return:<id>, once). The SC returned were played, so they stay
 * redeemable.
 */
type Blocker = (typeof REDEMPTION_BLOCKERS)[number];
const OPEN = ['pending', 'in_review', 'approved', 'sent'] as const;
const CLOSED_NOT_COUNTED = ['cancelled', 'rejected', 'failed'];

interface RedemptionRow {
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

const iso = (v: Date | string | null) => (v === null ? null : toIso(v));
const date = (v: Date | string) => new Date(v);
const sc = (cents: number) => formatMoney(sweepCents(cents));

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
    amount: toInt(r.amount),
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
const toStaff = (r: RedemptionRow) => ({
  ...toRedemption(r),
  userId: r.user_id,
  userName: r.user_name,
  userEmail: r.user_email,
});

async function byId(db: Db, id: string, lock = false): Promise<RedemptionRow | null> {
  const r = await db.query<RedemptionRow>(`${SELECT} WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`, [id]);
  return r.rows[0] ?? null;
}

const REFUSALS: Record<Blocker, () => AppError> = {
  kyc_required: () => forbidden(GAMES_PLAY_MESSAGES.kycRequired, [ERROR_CODES.kycRequired]),
  underage: () => forbidden(GAMES_PLAY_MESSAGES.underage, [ERROR_CODES.underage]),
  state_not_eligible: () => forbidden(GAMES_PLAY_MESSAGES.stateNotEligible, [ERROR_CODES.stateNotEligible]),
  below_minimum: () => badRequest(GAMES_PLAY_MESSAGES.belowMinimum, [ERROR_CODES.belowMinimum]),
  redemption_pending: () => conflict(GAMES_PLAY_MESSAGES.redemptionPending, [ERROR_CODES.redemptionPending]),
  daily_limit: () => badRequest(GAMES_PLAY_MESSAGES.dailyLimit, [ERROR_CODES.dailyLimit]),
};

/** Facts the rules need (inside the caller's transaction, after lockPlaythrough for fresh figures). */
async function facts(db: Db, userId: string, now: Date) {
  const player = await playerInfo(db, userId);
  const dob = await db.query<{ date_of_birth: string | Date | null }>(
    `SELECT date_of_birth FROM kyc_sessions WHERE user_id = $1 AND status = 'approved' AND date_of_birth IS NOT NULL
     ORDER BY decided_at DESC NULLS LAST LIMIT 1`,
    [userId],
  );
  const dobValue = dob.rows[0]?.date_of_birth ?? null;
  const dobText =
    dobValue === null
      ? null
      : typeof dobValue === 'string'
        ? dobValue.slice(0, 10)
        : dobValue.toISOString().slice(0, 10);
  const open = await db.query<{ amount: string }>(
    `SELECT amount FROM redemptions WHERE user_id = $1 AND status = ANY($2::text[])`,
    [userId, [...OPEN]],
  );
  const today = await db.query<{ total: string | null }>(
    `SELECT sum(amount)::text AS total FROM redemptions
     WHERE user_id = $1 AND created_at > $2 AND NOT (status = ANY($3::text[]))`,
    [userId, new Date(now.getTime() - 24 * 60 * 60 * 1000), CLOSED_NOT_COUNTED],
  );
  const standing = await scStanding(db, userId);
  return {
    player,
    underage: dobText !== null && ageOn(dobText, now) < MINIMUM_AGE,
    pending: open.rows.reduce((s, r) => s + toInt(r.amount), 0),
    hasOpen: open.rows.length > 0,
    usedToday: toInt(today.rows[0]?.total ?? 0),
    standing,
  };
}

function blockersOf(f: Awaited<ReturnType<typeof facts>>, amount: number | null): Blocker[] {
  const out: Blocker[] = [];
  if (!f.player.kycVerified) out.push('kyc_required');
  if (f.underage) out.push('underage');
  if (!f.player.state || !isEligibleState(f.player.state)) out.push('state_not_eligible');
  if ((amount ?? f.standing.redeemable) < REDEMPTION_RULES.minimumCents) out.push('below_minimum');
  if (f.hasOpen) out.push('redemption_pending');
  if (f.usedToday + (amount ?? REDEMPTION_RULES.minimumCents) > REDEMPTION_RULES.dailyLimitCents)
    out.push('daily_limit');
  return out;
}

/** GET /wallet/redeemable: redeemable now, still needs play, and what stands in the way. */
export async function redeemable(db: Db, userId: string, now = new Date()): Promise<Redeemable> {
  return db.transaction(async (tx) => {
    await lockPlaythrough(tx, userId);
    const f = await facts(tx, userId, now);
    return {
      sweep: f.standing.sweep,
      redeemable: f.standing.redeemable,
      needsPlay: f.standing.needsPlay,
      pendingRedemption: f.pending,
      dailyRemaining: Math.max(0, REDEMPTION_RULES.dailyLimitCents - f.usedToday),
      minimum: REDEMPTION_RULES.minimumCents,
      dailyLimit: REDEMPTION_RULES.dailyLimitCents,
      blockers: blockersOf(f, null),
    };
  });
}

function destinationOf(body: RedemptionBody): { destination: string; details: Record<string, string> } {
  if (body.method === 'bank_transfer')
    return {
      destination: `Bank account ••••${body.bank.accountNumber.slice(-4)}`,
      details: { ...body.bank },
    };
  const [local = '', domain = ''] = body.giftCard.email.split('@');
  const brand = body.giftCard.brand === 'amazon' ? 'Amazon' : 'Visa';
  return {
    destination: `${brand} gift card to ${local.slice(0, 1)}•••@${domain}`,
    details: { brand: body.giftCard.brand, email: body.giftCard.email },
  };
}

/** POST /wallet/withdraw: every rule, each with its own message; the SC leave the balance into the pending account. */
export async function requestRedemption(
  ctx: GamesContext,
  userId: string,
  body: RedemptionBody,
  now = new Date(),
) {
  const { destination, details } = destinationOf(body);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockPlaythrough(tx, userId);
      const f = await facts(tx, userId, now);
      const blockers = blockersOf(f, body.amount);
      if (blockers.length) throw REFUSALS[blockers[0]!]();
      if (body.amount > f.standing.sweep) throw insufficientBalance();
      if (body.amount > f.standing.redeemable)
        throw new AppError(
          400,
          `${GAMES_PLAY_MESSAGES.unplayed}: ${sc(f.standing.redeemable)} of your ${sc(f.standing.sweep)} can be redeemed now`,
          [ERROR_CODES.scUnplayed],
        );
      const id = (await tx.query<{ id: string }>(`SELECT gen_random_uuid() AS id`)).rows[0]!.id;
      const hold = await transfer(tx, {
        idempotencyKey: `redemption-hold:${id}`,
        from: { user: userId },
        to: { system: 'redemptions_pending' },
        amount: body.amount,
        currency: 'SC',
        type: 'redemption',
        // No status in the line: the wallet shows the redemption's current one (wallet-repository.ts).
        description: `Sweep Coin redemption (${body.method === 'bank_transfer' ? 'bank transfer' : 'gift card'})`,
        metadata: { redemptionId: id },
      });
      await tx.query(
        `INSERT INTO redemptions (id, user_id, amount, method, destination, details_enc, hold_transfer_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          id,
          userId,
          body.amount,
          body.method,
          destination,
          ctx.box.seal(JSON.stringify(details), id),
          hold.transfer.id,
        ],
      );
      await notify(tx, {
        recipients: 'staff',
        type: 'withdrawal_request',
        payload: {
          requestId: id,
          userId,
          userName: f.player.name,
          userEmail: f.player.email,
          kind: 'redemption',
          amount: sweepCents(body.amount),
          paymentGateway: `Sweep Coin redemption: ${body.method === 'bank_transfer' ? 'bank transfer' : 'gift card'}`,
        },
      });
      return toRedemption((await byId(tx, id))!, now);
    });
  } catch (err) {
    if (err instanceof InsufficientFundsError) throw insufficientBalance();
    // The one-open-redemption index decides between two racing requests.
    if ((err as { code?: string }).code === '23505') throw REFUSALS.redemption_pending();
    throw err;
  }
}

export async function myRedemptions(db: Db, userId: string): Promise<Redemption[]> {
  const r = await db.query<RedemptionRow>(
    `${SELECT} WHERE r.user_id = $1 ORDER BY r.created_at DESC LIMIT 100`,
    [userId],
  );
  return r.rows.map((row) => toRedemption(row));
}

export async function myRedemption(db: Db, userId: string, id: string): Promise<Redemption> {
  const row = await byId(db, id);
  if (!row || row.user_id !== userId) throw notFound(GAMES_PLAY_MESSAGES.requestNotFound);
  return toRedemption(row);
}

/** Returns the held SC to the player and closes the redemption (cancelled, rejected or failed), once. */
async function closeWithReturn(
  tx: Db,
  row: RedemptionRow,
  status: 'cancelled' | 'rejected' | 'failed',
  reason: string | null,
  actor: AuditActor | 'player',
) {
  await lockPlaythrough(tx, row.user_id);
  const amount = toInt(row.amount);
  const back = await transfer(tx, {
    idempotencyKey: `redemption-return:${row.id}`,
    from: { system: 'redemptions_pending' },
    to: { user: row.user_id },
    amount,
    currency: 'SC',
    type: 'refund',
    description: `Sweep Coin redemption ${status}: returned`,
    metadata: { redemptionId: row.id, ...SELF_BATCH },
  });
  await addBatch(tx, {
    userId: row.user_id,
    transferId: back.transfer.id,
    source: 'redemption_return',
    amount,
    unplayed: 0,
  });
  await tx.query(
    `UPDATE redemptions SET status = $2, reason = $3, closed_at = now(), return_transfer_id = $4,
       decided_by = COALESCE($5, decided_by), details_enc = '' WHERE id = $1`,
    [row.id, status, reason, back.transfer.id, actor === 'player' || actor === 'system' ? null : actor.id],
  );
  await notify(tx, {
    recipients: row.user_id,
    type: 'withdrawal_status_updated',
    payload: {
      requestId: row.id,
      kind: 'redemption',
      amount: sweepCents(amount),
      status,
      ...(reason ? { adminNotes: reason } : {}),
    },
  });
}

/** POST /wallet/redemptions/{id}/cancel: while pending or in review. */
export async function cancelRedemption(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    const row = await byId(tx, id, true);
    if (!row || row.user_id !== userId) throw notFound(GAMES_PLAY_MESSAGES.requestNotFound);
    if (row.status !== 'pending' && row.status !== 'in_review')
      throw conflict(GAMES_PLAY_MESSAGES.redemptionNotCancellable, [ERROR_CODES.alreadyDecided]);
    await closeWithReturn(tx, row, 'cancelled', null, 'player');
    return toRedemption((await byId(tx, id))!);
  });
}

// ----- staff -------------------------------------------------------------------------------------------------------

export async function listRedemptions(db: Db, query: StaffListQuery) {
  const r = await db.query<RedemptionRow>(
    `${SELECT} WHERE ($1 = 'all' OR r.status = $1) ORDER BY r.created_at ASC LIMIT $2`,
    [query.status, query.limit],
  );
  return r.rows.map(toStaff);
}

/** Staff open the review (tracker: "In review since ..."). */
export async function reviewRedemption(db: Db, actor: AuditActor, id: string) {
  return db.transaction(async (tx) => {
    const row = await byId(tx, id, true);
    if (!row) throw notFound(GAMES_PLAY_MESSAGES.requestNotFound);
    refuseOwnAccount(actor, row.user_id);
    if (row.status !== 'pending') throw alreadyDecided();
    await tx.query(`UPDATE redemptions SET status = 'in_review', review_started_at = now() WHERE id = $1`, [
      id,
    ]);
    await recordAudit(tx, {
      actor,
      action: 'redemption.review',
      targetType: 'redemption',
      targetId: id,
      details: {},
    });
    await notify(tx, {
      recipients: row.user_id,
      type: 'withdrawal_status_updated',
      payload: {
        requestId: id,
        kind: 'redemption',
        amount: sweepCents(toInt(row.amount)),
        status: 'pending',
        adminNotes: 'In review',
      },
    });
    return toStaff((await byId(tx, id))!);
  });
}

export async function rejectRedemption(db: Db, actor: AuditActor, id: string, reason: string) {
  return db.transaction(async (tx) => {
    const row = await byId(tx, id, true);
    if (!row) throw notFound(GAMES_PLAY_MESSAGES.requestNotFound);
    refuseOwnAccount(actor, row.user_id);
    if (row.status !== 'pending' && row.status !== 'in_review') throw alreadyDecided();
    await closeWithReturn(tx, row, 'rejected', reason, actor);
    await recordAudit(tx, {
      actor,
      action: 'redemption.reject',
      targetType: 'redemption',
      targetId: id,
      details: { reason, amount: toInt(row.amount) },
    });
    return toStaff((await byId(tx, id))!);
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
  const approved = await ctx.db.transaction(async (tx) => {
    const row = await byId(tx, id, true);
    if (!row) throw notFound(GAMES_PLAY_MESSAGES.requestNotFound);
    refuseOwnAccount(actor, row.user_id);
    if (row.status !== 'pending' && row.status !== 'in_review') throw alreadyDecided();
    await tx.query(
      `UPDATE redemptions SET status = 'approved', approved_at = now(), review_started_at = COALESCE(review_started_at, now()),
         decided_by = $2 WHERE id = $1`,
      [id, actor === 'system' ? null : actor.id],
    );
    await recordAudit(tx, {
      actor,
      action: 'redemption.approve',
      targetType: 'redemption',
      targetId: id,
      details: { amount: toInt(row.amount), method: row.method },
    });
    await notify(tx, {
      recipients: row.user_id,
      type: 'withdrawal_status_updated',
      payload: {
        requestId: id,
        kind: 'redemption',
        amount: sweepCents(toInt(row.amount)),
        status: 'approved',
      },
    });
    return row;
  });
  await sendPayout(ctx, approved);
  return toStaff((await byId(ctx.db, id))!);
}

async function sendPayout(ctx: GamesContext, row: RedemptionRow) {
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
  await ctx.db.query(
    `UPDATE redemptions SET status = 'sent', sent_at = now(), payout_ref = $2 WHERE id = $1 AND status = 'approved'`,
    [row.id, reference],
  );
}

/** A verified payout webhook: paid moves the SC to the redemptions account once; failed returns them. */
export async function settlePayout(
  db: Db,
  event: { eventId: string; reference: string; status: 'paid' | 'failed'; reason?: string },
): Promise<{ redemptionId: string | null; status: string; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const seen = await tx.query(
      `INSERT INTO payout_webhook_events (event_id) VALUES ($1) ON CONFLICT (event_id) DO NOTHING RETURNING event_id`,
      [event.eventId],
    );
    if (!seen.rowCount) return { redemptionId: null, status: 'duplicate', duplicate: true };
    const found = await tx.query<{ id: string }>(`SELECT id FROM redemptions WHERE payout_ref = $1`, [
      event.reference,
    ]);
    if (!found.rows[0]) throw notFound('Unknown payout');
    const row = (await byId(tx, found.rows[0].id, true))!;
    if (row.status !== 'sent') return { redemptionId: row.id, status: row.status, duplicate: true };
    if (event.status === 'paid') {
      const pay = await transfer(tx, {
        idempotencyKey: `redemption-pay:${row.id}`,
        from: { system: 'redemptions_pending' },
        to: { system: 'redemptions' },
        amount: toInt(row.amount),
        currency: 'SC',
        type: 'redemption',
        description: 'Sweep Coin redemption paid',
        metadata: { redemptionId: row.id, payoutRef: event.reference },
      });
      await tx.query(
        `UPDATE redemptions SET status = 'paid', paid_at = now(), closed_at = now(), pay_transfer_id = $2,
           details_enc = '' WHERE id = $1`,
        [row.id, pay.transfer.id],
      );
      await notify(tx, {
        recipients: row.user_id,
        type: 'withdrawal_status_updated',
        payload: {
          requestId: row.id,
          kind: 'redemption',
          amount: sweepCents(toInt(row.amount)),
          status: 'completed',
        },
      });
    } else {
      await closeWithReturn(tx, row, 'failed', event.reason ?? 'The payout failed', 'system');
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

/** The payout reference of a redemption (sandbox settle tool). */
export async function payoutRefOf(db: Db, id: string): Promise<string | null> {
  const r = await db.query<{ payout_ref: string | null }>(
    `SELECT payout_ref FROM redemptions WHERE id = $1`,
    [id],
  );
  return r.rows[0]?.payout_ref ?? null;
}
