import { ledgerMoney, type Correction, type CorrectionsQuery, type Currency } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { toInt, toIso, toIsoOrNull } from '../ledger/amounts';

interface CorrectionRow {
  id: string;
  user_id: string;
  currency: Currency;
  amount: string | number;
  reason: string;
  status: Correction['status'];
  needs_second_approver: boolean;
  requested_by: string;
  decided_by: string | null;
  note: string | null;
  transfer_id: string | number | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  user_name: string | null;
  user_email: string | null;
}

const COLUMNS = `c.id, c.user_id, c.currency, c.amount, c.reason, c.status, c.needs_second_approver, c.requested_by,
  c.decided_by, c.note, c.transfer_id, c.created_at, c.decided_at,
  trim(concat_ws(' ', u.first_name, u.last_name)) AS user_name, u.email AS user_email`;

/** A correction as the service works with it: the amount a signed integer in the ledger's unit of its currency. */
export type CorrectionRecord = Omit<Correction, 'amount'> & { amount: number };

/** What the api sends: the amount as a Money. */
export const correctionAnswer = (c: CorrectionRecord): Correction => ({
  ...c,
  amount: ledgerMoney(c.amount, c.currency),
});

const toCorrection = (r: CorrectionRow): CorrectionRecord => ({
  id: r.id,
  userId: r.user_id,
  userName: r.user_name ?? '',
  userEmail: r.user_email ?? '',
  currency: r.currency,
  amount: toInt(r.amount),
  reason: r.reason,
  status: r.status,
  needsSecondApprover: r.needs_second_approver,
  requestedBy: r.requested_by,
  decidedBy: r.decided_by,
  note: r.note,
  transferId: r.transfer_id === null ? null : String(r.transfer_id),
  createdAt: toIso(r.created_at),
  decidedAt: toIsoOrNull(r.decided_at),
});

/** Runs a statement that writes one balance_corrections row (WITH c AS (... RETURNING *)) and reads it back. */
async function writeOne(tx: Db, write: string, params: unknown[]): Promise<CorrectionRecord> {
  const { rows } = await tx.query<CorrectionRow>(
    `WITH c AS (${write} RETURNING *) SELECT ${COLUMNS} FROM c JOIN users u ON u.id = c.user_id`,
    params,
  );
  return toCorrection(rows[0]!);
}

export async function userExists(db: Db, userId: string): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM users WHERE id = $1`, [userId])).rowCount !== 0;
}

export interface NewCorrection {
  id: string;
  userId: string;
  currency: Currency;
  amount: number;
  reason: string;
  needsSecondApprover: boolean;
  requestedBy: string;
  /** Applied at once: by the one who asked (at or below the threshold only), with the ledger transfer. */
  applied?: { transferId: string };
}

export function insertCorrection(tx: Db, c: NewCorrection): Promise<CorrectionRecord> {
  return writeOne(
    tx,
    `INSERT INTO balance_corrections
       (id, user_id, currency, amount, reason, status, needs_second_approver, requested_by, decided_by, transfer_id,
        decided_at)
     VALUES ($1, $2, $3, $4::bigint, $5, $6, $7, $8, $9, $10::bigint, CASE WHEN $6::text = 'applied' THEN now() END)`,
    [
      c.id,
      c.userId,
      c.currency,
      c.amount,
      c.reason,
      c.applied ? 'applied' : 'pending',
      c.needsSecondApprover,
      c.requestedBy,
      c.applied ? c.requestedBy : null,
      c.applied?.transferId ?? null,
    ],
  );
}

/** One correction; with lock, its row is locked (FOR UPDATE) until the caller's transaction ends. */
export async function findCorrection(db: Db, id: string, lock = false): Promise<CorrectionRecord | null> {
  const { rows } = await db.query<CorrectionRow>(
    `SELECT ${COLUMNS} FROM balance_corrections c JOIN users u ON u.id = c.user_id WHERE c.id = $1
     ${lock ? 'FOR UPDATE OF c' : ''}`,
    [id],
  );
  return rows[0] ? toCorrection(rows[0]) : null;
}

export function markApplied(
  tx: Db,
  id: string,
  decidedBy: string,
  transferId: string,
): Promise<CorrectionRecord> {
  return writeOne(
    tx,
    `UPDATE balance_corrections SET status = 'applied', decided_by = $2, transfer_id = $3::bigint, decided_at = now()
     WHERE id = $1 AND status = 'pending'`,
    [id, decidedBy, transferId],
  );
}

export function markRejected(
  tx: Db,
  id: string,
  decidedBy: string,
  note: string | null,
): Promise<CorrectionRecord> {
  return writeOne(
    tx,
    `UPDATE balance_corrections SET status = 'rejected', decided_by = $2, note = $3, decided_at = now()
     WHERE id = $1 AND status = 'pending'`,
    [id, decidedBy, note],
  );
}

/** A page of corrections, newest first, with the number of all that match. */
export async function listCorrections(
  db: Db,
  query: CorrectionsQuery,
): Promise<{ corrections: Correction[]; total: number }> {
  const status = query.status === 'all' ? null : query.status;
  const { rows } = await db.query<CorrectionRow & { total: string | number }>(
    `SELECT ${COLUMNS}, count(*) OVER () AS total
     FROM balance_corrections c JOIN users u ON u.id = c.user_id
     WHERE $1::text IS NULL OR c.status = $1
     ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [status, query.limit, (query.page - 1) * query.limit],
  );
  // A page past the end has no rows to carry the count: count on its own then.
  const total = rows[0]
    ? toInt(rows[0].total)
    : toInt(
        (
          await db.query<{ n: string | number }>(
            `SELECT count(*) AS n FROM balance_corrections WHERE $1::text IS NULL OR status = $1`,
            [status],
          )
        ).rows[0]!.n,
      );
  return { corrections: rows.map((r) => correctionAnswer(toCorrection(r))), total };
}
