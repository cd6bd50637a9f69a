import {
  ACCOUNT_RESTRICTED_CODE,
  RESTRICTION_MESSAGES,
  type AccountRestriction,
  type RestrictionReason,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { AppError, notFound } from '../../http/errors';
import { assertStateOpen } from '../protection/eligibility-service';
import { assertNoBlock } from '../protection/protection-service';
import {
  findActiveRestriction,
  insertRestriction,
  liftActiveRestriction,
  type RestrictionRow,
} from './restriction-repository';

export const toAccountRestriction = (row: RestrictionRow): AccountRestriction => ({
  reason: row.reason,
  message: row.message,
});

/** The 403 of a restricted account: its message, the machine code in errors and the restriction in data. */
export function accountRestricted(restriction: AccountRestriction): AppError {
  return new AppError(403, restriction.message, [ACCOUNT_RESTRICTED_CODE], { restriction });
}

/** The active restriction of a user as the DTO shows it, or null. */
export async function activeRestriction(db: Db, userId: string): Promise<AccountRestriction | null> {
  const row = await findActiveRestriction(db, userId);
  return row ? toAccountRestriction(row) : null;
}

/**
 * Throws the 403 when the user is restricted. Every way to gain money calls it (the requireUnrestricted
 * preHandler, and services reachable other than through a guarded route, such as the mail-in receive CLI).
 * Pass the transaction that is about to credit so the check and the credit see the same data. A break or
 * self-exclusion the player took (the protection module) refuses the same way, measured at `now`, and so does a
 * state the compliance role has closed (the excluded states, issue 30 item 5).
 */
export async function assertUnrestricted(db: Db, userId: string, now: Date = new Date()): Promise<void> {
  const restriction = await activeRestriction(db, userId);
  if (restriction) throw accountRestricted(restriction);
  await assertNoBlock(db, userId, now);
  await assertStateOpen(db, userId, now);
}

/**
 * Restricts an account (idempotent: when one is already active, nothing changes and null is returned). Run it in
 * the transaction of the decision that causes it.
 */
export function restrictAccount(
  db: Db,
  input: {
    userId: string;
    reason: RestrictionReason;
    source: string;
    createdBy: string;
    now: Date;
    message?: string;
  },
): Promise<RestrictionRow | null> {
  return insertRestriction(db, {
    userId: input.userId,
    reason: input.reason,
    message: input.message ?? RESTRICTION_MESSAGES[input.reason],
    source: input.source,
    createdBy: input.createdBy,
    now: input.now,
  });
}

/** Staff lift the active restriction of a user (404 when there is none); the history row records who and why. */
export async function liftRestriction(
  db: Db,
  input: { userId: string; liftedBy: string; note: string; now: Date },
): Promise<RestrictionRow> {
  const lifted = await liftActiveRestriction(db, input);
  if (!lifted) throw notFound('This account has no active restriction');
  return lifted;
}
