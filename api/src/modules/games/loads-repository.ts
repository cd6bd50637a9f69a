import type { Currency, Money, RechargeRequest } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { toInt, toIso } from '../ledger/amounts';

/** The SQL of loads (recharge_requests) and what a load does to its game account. */

export interface LoadRow {
  id: string;
  user_id: string;
  game_account_id: string;
  game_id: string;
  game_name: string;
  currency: Currency;
  amount_cents: string;
  amount: string;
  status: RechargeRequest['status'];
  sc_unplayed_moved: string;
  admin_notes: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  external_id: string;
  user_name: string;
  user_email: string;
}
const LOAD_SELECT = `SELECT r.id, r.user_id, r.game_account_id, r.game_id, g.name AS game_name, r.currency, r.amount_cents,
  r.amount, r.status, r.sc_unplayed_moved, r.admin_notes, r.created_at, r.decided_at, a.external_id,
  trim(u.first_name || ' ' || u.last_name) AS user_name, u.email AS user_email
  FROM recharge_requests r JOIN games g ON g.id = r.game_id JOIN game_accounts a ON a.id = r.game_account_id
  JOIN users u ON u.id = r.user_id`;

export const toLoad = (r: LoadRow): RechargeRequest => ({
  id: r.id,
  gameId: r.game_id,
  gameName: r.game_name,
  currency: r.currency,
  // Hundredths of the currency (SPEC §9: shown ÷100), as a Money.
  amount: { amount: toInt(r.amount_cents), currency: r.currency, scale: 2 } satisfies Money,
  status: r.status,
  adminNotes: r.admin_notes,
  createdAt: toIso(r.created_at),
  decidedAt: r.decided_at === null ? null : toIso(r.decided_at),
});

export const toStaffLoad = (r: LoadRow) => ({
  ...toLoad(r),
  userId: r.user_id,
  userName: r.user_name,
  userEmail: r.user_email,
});

export async function loadById(db: Db, id: string, lock = false): Promise<LoadRow | null> {
  const r = await db.query<LoadRow>(`${LOAD_SELECT} WHERE r.id = $1 ${lock ? 'FOR UPDATE OF r' : ''}`, [id]);
  return r.rows[0] ?? null;
}

/** The load, locked for its decision. */
export const lockLoad = (tx: Db, id: string) => loadById(tx, id, true);

export async function insertLoad(
  tx: Db,
  load: {
    id: string;
    userId: string;
    accountId: string;
    gameId: string;
    currency: Currency;
    amountCents: number;
    amount: number;
    unplayedMoved: number;
    escrowTransferId: string | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO recharge_requests (id, user_id, game_account_id, game_id, currency, amount_cents, amount,
       sc_unplayed_moved, escrow_transfer_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      load.id,
      load.userId,
      load.accountId,
      load.gameId,
      load.currency,
      load.amountCents,
      load.amount,
      load.unplayedMoved,
      load.escrowTransferId,
    ],
  );
}

/** A settled load's credits arrive in the game account, with the unplayed SC they carry. */
export async function creditGameAccount(tx: Db, row: LoadRow, amount: number): Promise<void> {
  await tx.query(
    `UPDATE game_accounts SET sc_unplayed = sc_unplayed + $2,
       credits_gc = credits_gc + $3, credits_sc = credits_sc + $4 WHERE id = $1`,
    [
      row.game_account_id,
      toInt(row.sc_unplayed_moved),
      row.currency === 'GC' ? amount : 0,
      row.currency === 'SC' ? amount : 0,
    ],
  );
}

export async function markLoadApproved(
  tx: Db,
  id: string,
  decision: { settleTransferId: string; notes: string | null; decidedBy: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE recharge_requests SET status = 'approved', settle_transfer_id = $2, admin_notes = $3, decided_by = $4,
       decided_at = now() WHERE id = $1`,
    [id, decision.settleTransferId, decision.notes, decision.decidedBy],
  );
}

export async function markLoadRefunded(
  tx: Db,
  id: string,
  decision: {
    status: 'rejected' | 'failed';
    refundTransferId: string;
    notes: string | null;
    decidedBy: string | null;
  },
): Promise<void> {
  await tx.query(
    `UPDATE recharge_requests SET status = $2, refund_transfer_id = $3, admin_notes = $4, decided_by = $5,
       decided_at = now() WHERE id = $1`,
    [id, decision.status, decision.refundTransferId, decision.notes, decision.decidedBy],
  );
}

/** The player's loads, newest first. */
export async function loadsOf(db: Db, userId: string): Promise<LoadRow[]> {
  const r = await db.query<LoadRow>(
    `${LOAD_SELECT} WHERE r.user_id = $1 ORDER BY r.created_at DESC LIMIT 100`,
    [userId],
  );
  return r.rows;
}

/** Loads in a status ('all': every one), oldest first. */
export async function listLoadRows(db: Db, status: string, limit: number): Promise<LoadRow[]> {
  const r = await db.query<LoadRow>(
    `${LOAD_SELECT} WHERE ($1 = 'all' OR r.status = $1) ORDER BY r.created_at ASC LIMIT $2`,
    [status, limit],
  );
  return r.rows;
}

/** Loads still pending minAgeMs after they were made, oldest first (the retry job's). */
export async function unansweredLoads(db: Db, minAgeMs: number): Promise<LoadRow[]> {
  const r = await db.query<LoadRow>(
    `${LOAD_SELECT} WHERE r.status = 'pending' AND r.created_at < now() - make_interval(secs => $1::double precision / 1000) ORDER BY r.created_at LIMIT 100`,
    [minAgeMs],
  );
  return r.rows;
}
