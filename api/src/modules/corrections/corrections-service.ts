import crypto from 'node:crypto';
import {
  ledgerMoney,
  type Correction,
  type CorrectionBody,
  type Currency,
  type Role,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { getBalances } from '../ledger/balances';
import type { AccountRef } from '../ledger/ledger-types';
import { transfer } from '../ledger/transfer';
import { InsufficientFundsError } from '../ledger/transfer-errors';
import { recordAudit } from '../staff/audit-repository';
import { refuseOwnAccount } from '../staff/staff-bounds';
import { decisionRefusal, needsSecondApprover, type SecondApproverAbove } from './correction-rules';
import {
  belowZero,
  correctionDecided,
  correctionNotFound,
  secondApproverRequired,
  unknownPlayer,
} from './corrections-errors';
import * as repo from './corrections-repository';

/** The staff member acting (after app.requireStaff('balances.correct')). */
export interface StaffActor {
  id: string;
  role: Role;
  /** the address the request came from (the audit log's "from where") */
  ip?: string | null;
}

const TARGET = 'balance_correction';

/** The player's balance in the correction's currency (the audit entry's before and after). */
async function balanceIn(tx: Db, userId: string, currency: Currency) {
  const held = await getBalances(tx, userId);
  return ledgerMoney(currency === 'GC' ? held.gold : held.sweep, currency);
}

/**
 * Moves a correction through the ledger in the caller's transaction: against the corrections system account, type
 * adjustment, key balance-correction:<id> (so it moves at most once), the correction, requester and approver in
 * its metadata. The player reads the description in their history; the reason stays with staff.
 */
async function applyInLedger(
  tx: Db,
  c: Pick<repo.CorrectionRecord, 'id' | 'userId' | 'currency' | 'amount' | 'reason' | 'requestedBy'>,
  approvedBy: string,
): Promise<string> {
  const player: AccountRef = { user: c.userId };
  const corrections: AccountRef = { system: 'corrections' };
  try {
    const moved = await transfer(tx, {
      idempotencyKey: `balance-correction:${c.id}`,
      from: c.amount > 0 ? corrections : player,
      to: c.amount > 0 ? player : corrections,
      amount: Math.abs(c.amount),
      currency: c.currency,
      type: 'adjustment',
      description: 'Balance correction',
      metadata: { correctionId: c.id, requestedBy: c.requestedBy, approvedBy, reason: c.reason },
    });
    return moved.transfer.id;
  } catch (err) {
    if (err instanceof InsufficientFundsError) throw belowZero();
    throw err;
  }
}

/**
 * A staff member asks for a correction of a player's balance. At or below the threshold it is applied at once
 * (status applied); above it, it is stored pending and nothing moves until a second staff member approves. Never on
 * the actor's own player account; a debit that would take the player below zero is refused and nothing is stored.
 */
export async function requestCorrection(
  db: Db,
  above: SecondApproverAbove,
  actor: StaffActor,
  body: CorrectionBody,
): Promise<Correction> {
  refuseOwnAccount(actor, body.userId);
  const needsSecond = needsSecondApprover(body, above);
  return db.transaction(async (tx) => {
    if (!(await repo.userExists(tx, body.userId))) throw unknownPlayer();
    const base = { id: crypto.randomUUID(), ...body, requestedBy: actor.id };
    const balanceBefore = await balanceIn(tx, body.userId, body.currency);
    let correction: repo.CorrectionRecord;
    if (needsSecond) {
      // Told now rather than at approval; the approval's transfer checks again under the account's lock.
      const held = await getBalances(tx, body.userId);
      if (body.amount < 0 && (body.currency === 'GC' ? held.gold : held.sweep) < -body.amount)
        throw belowZero();
      correction = await repo.insertCorrection(tx, { ...base, needsSecondApprover: true });
    } else {
      const transferId = await applyInLedger(tx, base, actor.id);
      correction = await repo.insertCorrection(tx, {
        ...base,
        needsSecondApprover: false,
        applied: { transferId },
      });
    }
    await recordAudit(tx, {
      actor,
      action: needsSecond ? 'balance_correction.request' : 'balance_correction.apply',
      targetType: TARGET,
      targetId: correction.id,
      before: { status: null, balance: balanceBefore },
      after: { status: correction.status, balance: await balanceIn(tx, body.userId, body.currency) },
      details: {
        userId: body.userId,
        amount: ledgerMoney(body.amount, body.currency),
        reason: body.reason,
        requestedBy: actor.id,
        approvedBy: needsSecond ? null : actor.id,
        threshold: ledgerMoney(above[body.currency], body.currency),
        transferId: correction.transferId,
      },
    });
    return repo.correctionAnswer(correction);
  });
}

/** Locks a pending correction for a decision, or refuses it (404, 403 own_account, 409, 403 second approver). */
async function lockForDecision(
  tx: Db,
  decision: 'approve' | 'reject',
  actor: StaffActor,
  id: string,
): Promise<repo.CorrectionRecord> {
  const correction = await repo.findCorrection(tx, id, true);
  if (!correction) throw correctionNotFound();
  refuseOwnAccount(actor, correction.userId);
  const refusal = decisionRefusal(decision, correction, actor.id);
  if (refusal === 'decided') throw correctionDecided();
  if (refusal === 'same_approver') throw secondApproverRequired();
  return correction;
}

/**
 * A second staff member approves a pending correction: the row is locked, the coins move and the row is marked
 * applied in one transaction, so a second approval (or racing ones) finds it decided and moves nothing.
 */
export async function approveCorrection(db: Db, actor: StaffActor, id: string): Promise<Correction> {
  return db.transaction(async (tx) => {
    const pending = await lockForDecision(tx, 'approve', actor, id);
    const balanceBefore = await balanceIn(tx, pending.userId, pending.currency);
    const transferId = await applyInLedger(tx, pending, actor.id);
    const applied = await repo.markApplied(tx, id, actor.id, transferId);
    await recordAudit(tx, {
      actor,
      action: 'balance_correction.approve',
      targetType: TARGET,
      targetId: id,
      before: { status: 'pending', balance: balanceBefore },
      after: { status: 'applied', balance: await balanceIn(tx, pending.userId, pending.currency) },
      details: {
        userId: pending.userId,
        amount: ledgerMoney(pending.amount, pending.currency),
        reason: pending.reason,
        requestedBy: pending.requestedBy,
        approvedBy: actor.id,
        transferId,
      },
    });
    return repo.correctionAnswer(applied);
  });
}

/** Rejects a pending correction (nothing moves); the one who asked may withdraw it. */
export async function rejectCorrection(
  db: Db,
  actor: StaffActor,
  id: string,
  note: string | undefined,
): Promise<Correction> {
  return db.transaction(async (tx) => {
    const pending = await lockForDecision(tx, 'reject', actor, id);
    const rejected = await repo.markRejected(tx, id, actor.id, note || null);
    await recordAudit(tx, {
      actor,
      action: 'balance_correction.reject',
      targetType: TARGET,
      targetId: id,
      before: { status: 'pending' },
      after: { status: 'rejected' },
      details: {
        userId: pending.userId,
        amount: ledgerMoney(pending.amount, pending.currency),
        requestedBy: pending.requestedBy,
        rejectedBy: actor.id,
        note: note || null,
      },
    });
    return repo.correctionAnswer(rejected);
  });
}
