import { FREE_ENTRY, WALLET_MESSAGES, type AmoeRequest, type AmoeStatus } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { AppError, conflict, notFound, tooMany } from '../../http/errors';
import { toInt, toIso, toIsoOrNull } from '../ledger/amounts';
import { transfer } from '../ledger/transfer';
import { assertUnrestricted } from '../restrictions/restriction-service';
import { generateAmoeCode } from './amoe-code';

interface AmoeRow {
  id: string | number;
  code: string;
  user_id: string;
  status: AmoeStatus;
  reason: string | null;
  amount: string | number;
  created_at: Date | string;
  received_at: Date | string | null;
  credited_at: Date | string | null;
}

const COLUMNS = 'id, code, user_id, status, reason, amount, created_at, received_at, credited_at';

export function toAmoeRequest(row: AmoeRow): AmoeRequest {
  return {
    code: row.code,
    status: row.status,
    reason: row.reason,
    amount: toInt(row.amount),
    currency: 'SC',
    createdAt: toIso(row.created_at),
    receivedAt: toIsoOrNull(row.received_at),
    creditedAt: toIsoOrNull(row.credited_at),
  };
}

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
    const { rows } = await db.query<AmoeRow>(
      `INSERT INTO amoe_requests (code, user_id, request_day, amount, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
      [newCode(), userId, utcDay(now), FREE_ENTRY.mailInSweepCents, now.toISOString()],
    );
    if (rows[0]) return toAmoeRequest(rows[0]);
    const today = await db.query('SELECT 1 FROM amoe_requests WHERE user_id = $1 AND request_day = $2', [
      userId,
      utcDay(now),
    ]);
    if (today.rows.length > 0) throw tooMany(WALLET_MESSAGES.amoeDailyLimit);
    // Otherwise the random code collided with an existing one: draw again.
  }
  throw new AppError(500, 'Could not create a free entry request code');
}

export async function listAmoeRequests(db: Db, userId: string, limit = 50): Promise<AmoeRequest[]> {
  const { rows } = await db.query<AmoeRow>(
    `SELECT ${COLUMNS} FROM amoe_requests WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map(toAmoeRequest);
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
    const { rows } = await tx.query<AmoeRow>(
      `SELECT ${COLUMNS} FROM amoe_requests WHERE code = $1 FOR UPDATE`,
      [code],
    );
    const row = rows[0];
    if (!row) throw notFound(WALLET_MESSAGES.amoeUnknownCode);
    if (row.status === 'credited' || row.status === 'rejected') {
      throw conflict(WALLET_MESSAGES.amoeAlreadyProcessed, [
        { path: 'code', message: `Already ${row.status}` },
      ]);
    }
    if (!input.accept) {
      const reason = input.reason?.trim() || 'Rejected';
      const updated = await tx.query<AmoeRow>(
        `UPDATE amoe_requests SET status = 'rejected', reason = $2, received_at = $3, processed_by = $4
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [row.id, reason, now.toISOString(), input.processedBy],
      );
      return { request: toAmoeRequest(updated.rows[0]!), userId: row.user_id };
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
    const updated = await tx.query<AmoeRow>(
      `UPDATE amoe_requests SET status = 'credited', reason = NULL, received_at = COALESCE(received_at, $2),
         credited_at = $2, transfer_id = $3, processed_by = $4
       WHERE id = $1 RETURNING ${COLUMNS}`,
      [row.id, now.toISOString(), credit.id, input.processedBy],
    );
    return { request: toAmoeRequest(updated.rows[0]!), userId: row.user_id };
  });
}
