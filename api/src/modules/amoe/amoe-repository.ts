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

/** Data access of mail-in free entry requests. Every method runs on tx when given, else on db. */
export function createAmoeRepository(db: Db) {
  return {
    /** Inserts a request; null when the user already has one that day or the code is taken. */
    async insert(
      input: { code: string; userId: string; day: string; amount: number; at: Date },
      tx: Db = db,
    ): Promise<AmoeRow | null> {
      const { rows } = await tx.query<AmoeRow>(
        `INSERT INTO amoe_requests (code, user_id, request_day, amount, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
        [input.code, input.userId, input.day, input.amount, input.at.toISOString()],
      );
      return rows[0] ?? null;
    },

    async existsForDay(userId: string, day: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query('SELECT 1 FROM amoe_requests WHERE user_id = $1 AND request_day = $2', [
        userId,
        day,
      ]);
      return rows.length > 0;
    },

    async listByUser(userId: string, limit: number, tx: Db = db): Promise<AmoeRow[]> {
      const { rows } = await tx.query<AmoeRow>(
        `SELECT ${COLUMNS} FROM amoe_requests WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
        [userId, limit],
      );
      return rows;
    },

    /** Locks a request by code (decisions on it run one after another); use inside a transaction. */
    async lockByCode(code: string, tx: Db = db): Promise<AmoeRow | null> {
      const { rows } = await tx.query<AmoeRow>(
        `SELECT ${COLUMNS} FROM amoe_requests WHERE code = $1 FOR UPDATE`,
        [code],
      );
      return rows[0] ?? null;
    },

    async markRejected(
      id: string | number,
      input: { reason: string; at: Date; processedBy: string },
      tx: Db = db,
    ): Promise<AmoeRow> {
      const { rows } = await tx.query<AmoeRow>(
        `UPDATE amoe_requests SET status = 'rejected', reason = $2, received_at = $3, processed_by = $4
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, input.reason, input.at.toISOString(), input.processedBy],
      );
      return rows[0]!;
    },

    async markCredited(
      id: string | number,
      input: { transferId: string; at: Date; processedBy: string },
      tx: Db = db,
    ): Promise<AmoeRow> {
      const { rows } = await tx.query<AmoeRow>(
        `UPDATE amoe_requests SET status = 'credited', reason = NULL, received_at = COALESCE(received_at, $2),
           credited_at = $2, transfer_id = $3, processed_by = $4
         WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, input.at.toISOString(), input.transferId, input.processedBy],
      );
      return rows[0]!;
    },
  };
}

export type AmoeRepository = ReturnType<typeof createAmoeRepository>;
