import type { Db } from '../../db/db';
import { toInt } from '../ledger/amounts';

/**
 * Sweep Coin playthrough (docs/decisions/0036). Every SC credit to a player's wallet is
 * a batch (sc_batches) whose `unplayed` part still needs play. Credits made by other modules (bonuses, free
 * entries, coupons, purchases) are imported from the ledger as fully unplayed batches when this module next looks
 * at the player; credits made here (game withdrawals, refunds of loads, returned redemptions) are tagged
 * metadata.scBatch and recorded with exactly the unplayed part they carry. A load takes the oldest unplayed SC
 * first into the game account (game_accounts.sc_unplayed); wagering on the platform plays them; a withdrawal brings
 * back what is still unplayed as an unplayed batch. Redeemable = balance minus what still needs play.
 */
export const SELF_BATCH = { scBatch: 'games' } as const;

/**
 * Locks the player's playthrough row (the order of every change to their batches), then their SC ledger account
 * (so every transfer into it is committed and visible), and imports new ledger credits as batches.
 */
export async function lockPlaythrough(tx: Db, userId: string): Promise<void> {
  const row = await tx.query<{ synced_transfer_id: string }>(
    `INSERT INTO sc_playthrough AS p (user_id) VALUES ($1)
     ON CONFLICT (user_id) DO UPDATE SET synced_transfer_id = p.synced_transfer_id RETURNING synced_transfer_id`,
    [userId],
  );
  const synced = toInt(row.rows[0]!.synced_transfer_id);
  await tx.query(
    `INSERT INTO ledger_accounts (kind, user_id, currency) VALUES ('user', $1, 'SC') ON CONFLICT (user_id, currency) DO NOTHING`,
    [userId],
    { changesUsers: [userId] },
  );
  await tx.query(`SELECT id FROM ledger_accounts WHERE user_id = $1 AND currency = 'SC' FOR UPDATE`, [
    userId,
  ]);
  const imported = await tx.query<{ max: string | null }>(
    `WITH credits AS (
       SELECT t.id, t.type, t.amount, t.metadata, t.created_at FROM ledger_transfers t
       JOIN ledger_accounts a ON a.id = t.to_account_id
       WHERE a.user_id = $1 AND a.currency = 'SC' AND t.id > $2
     ), ins AS (
       INSERT INTO sc_batches (user_id, transfer_id, source, amount, unplayed, created_at)
       SELECT $1, c.id, c.type, c.amount, c.amount, c.created_at FROM credits c
       WHERE NOT (c.metadata ? 'scBatch') ORDER BY c.id
     )
     SELECT max(id)::text AS max FROM credits`,
    [userId, synced],
    { changesUsers: [] }, // writes sc_batches only (it reads ledger_accounts)
  );
  const max = imported.rows[0]?.max;
  if (max)
    await tx.query(`UPDATE sc_playthrough SET synced_transfer_id = $2 WHERE user_id = $1`, [userId, max]);
}

/** Takes up to `amount` unplayed SC from the oldest batches; answers how much was taken. */
export async function takeUnplayed(tx: Db, userId: string, amount: number): Promise<number> {
  const r = await tx.query<{ taken: string | null }>(
    `WITH ordered AS (
       SELECT id, unplayed, sum(unplayed) OVER (ORDER BY id) - unplayed AS before
       FROM sc_batches WHERE user_id = $1 AND unplayed > 0
     ), upd AS (
       UPDATE sc_batches b SET unplayed = b.unplayed - LEAST(o.unplayed, $2::bigint - o.before)
       FROM ordered o WHERE b.id = o.id AND o.before < $2::bigint
       RETURNING LEAST(o.unplayed, $2::bigint - o.before) AS taken
     )
     SELECT sum(taken)::text AS taken FROM upd`,
    [userId, amount],
  );
  return toInt(r.rows[0]?.taken ?? 0);
}

/** Records an SC credit made by this module as a batch with its unplayed part. */
export async function addBatch(
  tx: Db,
  input: { userId: string; transferId: string; source: string; amount: number; unplayed: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO sc_batches (user_id, transfer_id, source, amount, unplayed) VALUES ($1, $2, $3, $4, $5)`,
    [input.userId, input.transferId, input.source, input.amount, Math.min(input.unplayed, input.amount)],
  );
}

export interface ScStanding {
  /** wallet SC balance (cents) */
  sweep: number;
  /** what of it still needs play (never more than the balance) */
  needsPlay: number;
  /** played SC: redeemable */
  redeemable: number;
}

/** The player's SC standing; call after lockPlaythrough for an up-to-date import. */
export async function scStanding(db: Db, userId: string): Promise<ScStanding> {
  const r = await db.query<{ balance: string | null; unplayed: string | null }>(
    `SELECT (SELECT balance FROM ledger_accounts WHERE user_id = $1 AND currency = 'SC') AS balance,
            (SELECT sum(unplayed) FROM sc_batches WHERE user_id = $1) AS unplayed`,
    [userId],
  );
  const sweep = toInt(r.rows[0]?.balance ?? 0);
  const needsPlay = Math.min(sweep, toInt(r.rows[0]?.unplayed ?? 0));
  return { sweep, needsPlay, redeemable: sweep - needsPlay };
}
