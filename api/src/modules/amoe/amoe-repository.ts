import type { AmoeRequest, AmoeStatus } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { toInt, toIso, toIsoOrNull } from '../ledger/amounts';

/** An amoe_requests row as read. */
export interface AmoeRow {
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

/** Pure: a row as the api answers it. */
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

/** Data access of mail-in free entry requests. Each function runs on the db it is given (a transaction is one). */

/** Inserts a request; null when the user already has one that day or the code is taken. */
export async function insertAmoeRequest(
  db: Db,
  input: { code: string; userId: string; day: string; amount: number; at: Date },
): Promise<AmoeRow | null> {
  const { rows } = await db.query<AmoeRow>(
    `INSERT INTO amoe_requests (code, user_id, request_day, amount, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [input.code, input.userId, input.day, input.amount, input.at.toISOString()],
  );
  return rows[0] ?? null;
}

export async function amoeRequestExistsForDay(db: Db, userId: string, day: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM amoe_requests WHERE user_id = $1 AND request_day = $2', [
    userId,
    day,
  ]);
  return rows.length > 0;
}

export async function listAmoeRequestsByUser(db: Db, userId: string, limit: number): Promise<AmoeRow[]> {
  const { rows } = await db.query<AmoeRow>(
    `SELECT ${COLUMNS} FROM amoe_requests WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows;
}

/** Locks a request by code (decisions on it run one after another); use inside a transaction. */
export async function lockAmoeRequestByCode(db: Db, code: string): Promise<AmoeRow | null> {
  const { rows } = await db.query<AmoeRow>(
    `SELECT ${COLUMNS} FROM amoe_requests WHERE code = $1 FOR UPDATE`,
    [code],
  );
  return rows[0] ?? null;
}

export async function markAmoeRequestRejected(
  db: Db,
  id: string | number,
  input: { reason: string; at: Date; processedBy: string },
): Promise<AmoeRow> {
  const { rows } = await db.query<AmoeRow>(
    `UPDATE amoe_requests SET status = 'rejected', reason = $2, received_at = $3, processed_by = $4
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, input.reason, input.at.toISOString(), input.processedBy],
  );
  return rows[0]!;
}

export async function markAmoeRequestCredited(
  db: Db,
  id: string | number,
  input: { transferId: string; at: Date; processedBy: string },
): Promise<AmoeRow> {
  const { rows } = await db.query<AmoeRow>(
    `UPDATE amoe_requests SET status = 'credited', reason = NULL, received_at = COALESCE(received_at, $2),
       credited_at = $2, transfer_id = $3, processed_by = $4
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, input.at.toISOString(), input.transferId, input.processedBy],
  );
  return rows[0]!;
}
