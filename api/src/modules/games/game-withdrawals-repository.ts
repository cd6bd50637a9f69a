import { ledgerMoney, type Currency, type GameWithdrawal } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { toInt, toIso } from '../ledger/amounts';

/** The SQL of game withdrawals (game_withdrawals) and what a withdrawal does to its game account. */

export interface WithdrawalRow {
  id: string;
  user_id: string;
  game_account_id: string;
  game_id: string;
  game_name: string;
  currency: Currency;
  requested_amount: string | null;
  amount: string;
  status: GameWithdrawal['status'];
  admin_notes: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  external_id: string;
  user_name: string;
  user_email: string;
}
const WITHDRAWAL_SELECT = `SELECT w.id, w.user_id, w.game_account_id, w.game_id, g.name AS game_name, w.currency,
  w.requested_amount, w.amount, w.status, w.admin_notes, w.created_at, w.decided_at, a.external_id,
  trim(u.first_name || ' ' || u.last_name) AS user_name, u.email AS user_email
  FROM game_withdrawals w JOIN games g ON g.id = w.game_id JOIN game_accounts a ON a.id = w.game_account_id
  JOIN users u ON u.id = w.user_id`;

export const toWithdrawal = (r: WithdrawalRow): GameWithdrawal => ({
  id: r.id,
  gameId: r.game_id,
  gameName: r.game_name,
  currency: r.currency,
  requestedAmount: r.requested_amount === null ? null : ledgerMoney(toInt(r.requested_amount), r.currency),
  amount: ledgerMoney(toInt(r.amount), r.currency),
  status: r.status,
  adminNotes: r.admin_notes,
  createdAt: toIso(r.created_at),
  decidedAt: r.decided_at === null ? null : toIso(r.decided_at),
});

export const toStaffWithdrawal = (r: WithdrawalRow) => ({
  ...toWithdrawal(r),
  userId: r.user_id,
  userName: r.user_name,
  userEmail: r.user_email,
});

export async function withdrawalById(db: Db, id: string, lock = false): Promise<WithdrawalRow | null> {
  const r = await db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} WHERE w.id = $1 ${lock ? 'FOR UPDATE OF w' : ''}`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** The withdrawal, locked for its decision. */
export const lockWithdrawal = (tx: Db, id: string) => withdrawalById(tx, id, true);

export async function insertWithdrawal(
  tx: Db,
  withdrawal: {
    id: string;
    userId: string;
    accountId: string;
    gameId: string;
    currency: Currency;
    requestedAmount: number | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO game_withdrawals (id, user_id, game_account_id, game_id, currency, requested_amount)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      withdrawal.id,
      withdrawal.userId,
      withdrawal.accountId,
      withdrawal.gameId,
      withdrawal.currency,
      withdrawal.requestedAmount,
    ],
  );
}

/**
 * A wagered total staff reported (manual platform), in the withdrawal's currency: totals never go down, and new SC
 * wagering plays the account's unplayed SC.
 */
export async function recordReportedWagering(
  tx: Db,
  accountId: string,
  currency: Currency,
  wagered: number,
): Promise<void> {
  await tx.query(
    `UPDATE game_accounts SET sc_unplayed = CASE WHEN $3 = 'SC' THEN GREATEST(0, sc_unplayed - GREATEST(0, $2::bigint - wagered_sc)) ELSE sc_unplayed END,
       wagered_sc = CASE WHEN $3 = 'SC' THEN GREATEST(wagered_sc, $2::bigint) ELSE wagered_sc END,
       wagered_gc = CASE WHEN $3 = 'GC' THEN GREATEST(wagered_gc, $2::bigint) ELSE wagered_gc END
     WHERE id = $1`,
    [accountId, wagered, currency],
  );
}

/**
 * Takes what was withdrawn out of the account's recorded credits; answers how much of the account's unplayed SC
 * comes back with it (it stays unplayed).
 */
export async function takeOutOfAccount(
  tx: Db,
  accountId: string,
  currency: Currency,
  amount: number,
): Promise<number> {
  const back = await tx.query<{ moved: string }>(
    `WITH old AS (SELECT sc_unplayed FROM game_accounts WHERE id = $1 FOR UPDATE)
     UPDATE game_accounts a SET sc_unplayed = a.sc_unplayed - LEAST(a.sc_unplayed, $2::bigint),
       credits_gc = GREATEST(0, credits_gc - $3::bigint), credits_sc = GREATEST(0, credits_sc - $2::bigint)
     FROM old WHERE a.id = $1 RETURNING LEAST(old.sc_unplayed, $2::bigint) AS moved`,
    [accountId, currency === 'SC' ? amount : 0, currency === 'GC' ? amount : 0],
  );
  return toInt(back.rows[0]?.moved ?? 0);
}

export async function markWithdrawalClosed(
  tx: Db,
  id: string,
  decision: {
    status: 'approved' | 'rejected' | 'failed';
    amount: number;
    transferId: string | null;
    notes: string | null;
    decidedBy: string | null;
  },
): Promise<void> {
  await tx.query(
    `UPDATE game_withdrawals SET status = $2, amount = $3, transfer_id = $4, admin_notes = $5, decided_by = $6,
       decided_at = now() WHERE id = $1`,
    [id, decision.status, decision.amount, decision.transferId, decision.notes, decision.decidedBy],
  );
}

/**
 * What the records show for a game account in one currency (the bounds of a manual withdrawal): its credits
 * (loaded and not yet taken out) and the total of its approved loads.
 */
export async function accountRecords(
  db: Db,
  accountId: string,
  currency: Currency,
): Promise<{ credits: number; loaded: number }> {
  const { rows } = await db.query<{ credits: string; loaded: string }>(
    `SELECT CASE WHEN $2 = 'GC' THEN a.credits_gc ELSE a.credits_sc END AS credits,
       (SELECT COALESCE(SUM(r.amount), 0) FROM recharge_requests r
        WHERE r.game_account_id = a.id AND r.currency = $2 AND r.status = 'approved') AS loaded
     FROM game_accounts a WHERE a.id = $1`,
    [accountId, currency],
  );
  return { credits: toInt(rows[0]?.credits ?? 0), loaded: toInt(rows[0]?.loaded ?? 0) };
}

/** The player's game withdrawals, newest first. */
export async function withdrawalsOf(db: Db, userId: string): Promise<WithdrawalRow[]> {
  const r = await db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} WHERE w.user_id = $1 ORDER BY w.created_at DESC LIMIT 100`,
    [userId],
  );
  return r.rows;
}

/** Game withdrawals in a status ('all': every one), oldest first. */
export async function listWithdrawalRows(db: Db, status: string, limit: number): Promise<WithdrawalRow[]> {
  const r = await db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} WHERE ($1 = 'all' OR w.status = $1) ORDER BY w.created_at ASC LIMIT $2`,
    [status, limit],
  );
  return r.rows;
}

/** Game withdrawals still pending minAgeMs after they were made, oldest first (the retry job's). */
export async function unansweredWithdrawals(db: Db, minAgeMs: number): Promise<WithdrawalRow[]> {
  const r = await db.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} WHERE w.status = 'pending' AND w.created_at < now() - make_interval(secs => $1::double precision / 1000) ORDER BY w.created_at LIMIT 100`,
    [minAgeMs],
  );
  return r.rows;
}
