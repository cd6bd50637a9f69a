import { FREE_ENTRY, WALLET_MESSAGES, sweepCents, type AmoeRequest } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { refuseOwnAccount } from '../staff/staff-bounds';
import { AppError, conflict, notFound, tooMany } from '../../http/errors';
import { toInt } from '../ledger/amounts';
import { transfer } from '../ledger/transfer';
import { notify } from '../notifications/notification-service';
import { assertUnrestricted } from '../restrictions/restriction-service';
import { generateAmoeCode } from './amoe-code';
import {
  amoeRequestExistsForDay,
  insertAmoeRequest,
  listAmoeRequestsByUser,
  lockAmoeRequestByCode,
  markAmoeRequestCredited,
  markAmoeRequestRejected,
  toAmoeRequest,
} from './amoe-repository';

/** The UTC calendar day of a date, as YYYY-MM-DD. */
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Creates a single-use mail-in request code. One request per user per UTC day (a UNIQUE (user_id,
 * request_day) index decides, also under concurrent calls).
 */
export async function createAmoeRequest(
  db: Db,
  userId: string,
  now: Date = new Date(),
  newCode: () => string = generateAmoeCode,
): Promise<AmoeRequest> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await insertAmoeRequest(db, {
      code: newCode(),
      userId,
      day: utcDay(now),
      amount: FREE_ENTRY.mailInSweepCents,
      at: now,
    });
    if (row) return toAmoeRequest(row);
    if (await amoeRequestExistsForDay(db, userId, utcDay(now))) throw tooMany(WALLET_MESSAGES.amoeDailyLimit);
    // Otherwise the random code collided with an existing one: draw again.
  }
  throw new AppError(500, 'Could not create a free entry request code');
}

export async function listAmoeRequests(db: Db, userId: string, limit = 50): Promise<AmoeRequest[]> {
  return (await listAmoeRequestsByUser(db, userId, limit)).map(toAmoeRequest);
}

export interface ReceiveInput {
  code: string;
  accept: boolean;
  reason?: string;
  /** Who recorded the card: an admin's user id, or "cli". */
  processedBy: string;
  now?: Date;
}

/**
 * Records a received mail-in card. Accepted: credits the entry exactly once (idempotency key amoe:<code>)
 * and marks the request credited, unless the account is restricted (403 account_restricted, nothing changed).
 * Rejected: stores the reason. A request is processed once; a second
 * decision on it is refused (409) and changes nothing.
 */
export function receiveAmoeRequest(
  db: Db,
  input: ReceiveInput,
): Promise<{ request: AmoeRequest; userId: string }> {
  const now = input.now ?? new Date();
  const code = input.code.trim().toUpperCase();
  return db.transaction(async (tx) => {
    const row = await lockAmoeRequestByCode(tx, code);
    if (!row) throw notFound(WALLET_MESSAGES.amoeUnknownCode);
    // Nobody records a mail-in card of their own player account (the CLI passes no staff id).
    if (input.processedBy) refuseOwnAccount({ id: input.processedBy }, row.user_id);
    if (row.status === 'credited' || row.status === 'rejected') {
      throw conflict(WALLET_MESSAGES.amoeAlreadyProcessed, [
        { path: 'code', message: `Already ${row.status}` },
      ]);
    }
    if (!input.accept) {
      const reason = input.reason?.trim() || 'Rejected';
      const updated = await markAmoeRequestRejected(tx, row.id, {
        reason,
        at: now,
        processedBy: input.processedBy,
      });
      await notify(tx, {
        recipients: row.user_id,
        type: 'mail_in_processed',
        payload: {
          code,
          status: 'rejected',
          amount: sweepCents(toInt(row.amount)),
          reason,
          message: `Your mail-in free entry ${code} was rejected: ${reason}`,
        },
        now,
      });
      return { request: toAmoeRequest(updated), userId: row.user_id };
    }
    // A restricted account gains nothing, whoever records the card (admin endpoint or CLI); the card stays
    // pending (staff may reject it, or credit it after lifting the restriction).
    await assertUnrestricted(tx, row.user_id);
    const { transfer: credit } = await transfer(tx, {
      idempotencyKey: `amoe:${code}`,
      from: { system: 'promotions' },
      to: { user: row.user_id },
      amount: toInt(row.amount),
      currency: 'SC',
      type: 'amoe_mail_in',
      description: `Free entry by mail (${code})`,
      metadata: { code, processedBy: input.processedBy },
      now,
    });
    const updated = await markAmoeRequestCredited(tx, row.id, {
      transferId: credit.id,
      at: now,
      processedBy: input.processedBy,
    });
    await notify(tx, {
      recipients: row.user_id,
      type: 'mail_in_processed',
      payload: {
        code,
        status: 'credited',
        amount: sweepCents(toInt(row.amount)),
        reason: null,
        message: `Your mail-in free entry ${code} was credited`,
      },
      now,
    });
    return { request: toAmoeRequest(updated), userId: row.user_id };
  });
}
