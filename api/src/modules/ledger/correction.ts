import type { Currency } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { toInt } from './amounts';
import type { AccountRef, SystemAccount, TransferResult } from './ledger-types';
import { transfer } from './transfer';
import { invalidCorrection, unknownTransfer } from './transfer-errors';

export interface CorrectTransferInput {
  transferId: string;
  reason: string;
  /** Part of the original amount to give back; the whole amount when omitted. */
  amount?: number;
  actorId?: string;
  now?: Date;
}

/**
 * Fixes a mistaken transfer with a correcting transfer in the opposite direction (entries are never
 * edited). One correction per transfer: its idempotency key is correction:<transferId>. Refused, and
 * nothing moves, when it would take a user account below zero.
 */
export async function correctTransfer(db: Db, input: CorrectTransferInput): Promise<TransferResult> {
  const { rows } = await db.query<{
    amount: string | number;
    currency: Currency;
    from_user_id: string | null;
    from_system_code: SystemAccount | null;
    to_user_id: string | null;
    to_system_code: SystemAccount | null;
  }>(
    `SELECT t.amount, t.currency, fa.user_id AS from_user_id, fa.system_code AS from_system_code,
            ta.user_id AS to_user_id, ta.system_code AS to_system_code
     FROM ledger_transfers t
     JOIN ledger_accounts fa ON fa.id = t.from_account_id
     JOIN ledger_accounts ta ON ta.id = t.to_account_id
     WHERE t.id = $1`,
    [input.transferId],
  );
  const original = rows[0];
  if (!original) throw unknownTransfer();
  const amount = input.amount ?? toInt(original.amount);
  if (amount > toInt(original.amount))
    throw invalidCorrection('A correction cannot exceed the original amount');
  if (!input.reason.trim()) throw invalidCorrection('A correction needs a reason');
  const ref = (userId: string | null, system: SystemAccount | null): AccountRef =>
    userId ? { user: userId } : { system: system! };
  return transfer(db, {
    idempotencyKey: `correction:${input.transferId}`,
    from: ref(original.to_user_id, original.to_system_code),
    to: ref(original.from_user_id, original.from_system_code),
    amount,
    currency: original.currency,
    type: 'correction',
    description: `Correction of transaction #${input.transferId}: ${input.reason.trim()}`,
    metadata: { reason: input.reason.trim(), actorId: input.actorId ?? null },
    correctsTransferId: input.transferId,
    now: input.now,
  });
}

export interface AdjustInput {
  idempotencyKey: string;
  userId: string;
  currency: Currency;
  /** Signed: positive credits the user, negative debits them (never below zero). */
  amount: number;
  reason: string;
  actorId?: string;
  now?: Date;
}

/** An operator's manual adjustment against the corrections system account. */
export async function adjustBalance(db: Db, input: AdjustInput): Promise<TransferResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0)
    throw invalidCorrection('amount must be a non-zero whole number');
  const user: AccountRef = { user: input.userId };
  const corrections: AccountRef = { system: 'corrections' };
  return transfer(db, {
    idempotencyKey: input.idempotencyKey,
    from: input.amount > 0 ? corrections : user,
    to: input.amount > 0 ? user : corrections,
    amount: Math.abs(input.amount),
    currency: input.currency,
    type: 'adjustment',
    description: `Balance adjustment: ${input.reason}`,
    metadata: { reason: input.reason, actorId: input.actorId ?? null },
    now: input.now,
  });
}
