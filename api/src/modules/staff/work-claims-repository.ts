import type { WorkClaim, WorkQueueFigures, WorkQueueKind } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { toIso } from '../ledger/amounts';

/** Where each kind of queue item lives and which of its statuses wait for a decision (what its list shows). */
const ITEMS: Record<WorkQueueKind, { table: string; waiting: string }> = {
  game_account: { table: 'game_account_requests', waiting: `status = 'pending'` },
  load: { table: 'recharge_requests', waiting: `status = 'pending'` },
  game_withdrawal: { table: 'game_withdrawals', waiting: `status = 'pending'` },
  // A redemption in review still waits for its approval or rejection (the reviewer keeps the claim).
  redemption: { table: 'redemptions', waiting: `status IN ('pending', 'in_review')` },
};

interface ClaimRow {
  kind: WorkQueueKind;
  item_id: string;
  staff_id: string;
  staff_name: string;
  claimed_at: Date | string;
  expires_at: Date | string;
}

const STAFF_NAME = `COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), u.email)`;

export const toClaim = (r: ClaimRow, viewerId: string): WorkClaim => ({
  kind: r.kind,
  id: r.item_id,
  staffId: r.staff_id,
  staffName: r.staff_name,
  mine: r.staff_id === viewerId,
  claimedAt: toIso(r.claimed_at),
  expiresAt: toIso(r.expires_at),
});

/** Whether the queue item exists (any status). */
export async function itemExists(db: Db, kind: WorkQueueKind, id: string): Promise<boolean> {
  return (await itemState(db, kind, id)) !== 'missing';
}

/** The queue item: missing, waiting for a decision, or decided. */
export async function itemState(
  db: Db,
  kind: WorkQueueKind,
  id: string,
): Promise<'missing' | 'waiting' | 'decided'> {
  const { table, waiting } = ITEMS[kind];
  const r = await db.query<{ waiting: boolean }>(
    `SELECT (${waiting}) AS waiting FROM ${table} WHERE id = $1`,
    [id],
  );
  if (!r.rows[0]) return 'missing';
  return r.rows[0].waiting ? 'waiting' : 'decided';
}

/**
 * Takes or renews the claim in one statement: a new claim, the holder's own renewal (claimed_at kept) or the
 * takeover of an expired claim; a live claim of someone else is left as it is. Answers the claim, and whether the
 * caller holds it (false: the row is the other holder's).
 */
export async function upsertClaim(
  db: Db,
  input: { kind: WorkQueueKind; id: string; staffId: string; now: Date; expiresAt: Date },
): Promise<{ row: ClaimRow; taken: boolean; renewed: boolean }> {
  const r = await db.query<ClaimRow & { renewed: boolean }>(
    `WITH c AS (
       INSERT INTO work_claims AS w (kind, item_id, staff_id, claimed_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (kind, item_id) DO UPDATE
         SET staff_id = EXCLUDED.staff_id,
             claimed_at = CASE WHEN w.staff_id = EXCLUDED.staff_id AND w.expires_at > $4 THEN w.claimed_at
                               ELSE EXCLUDED.claimed_at END,
             expires_at = EXCLUDED.expires_at
         WHERE w.staff_id = EXCLUDED.staff_id OR w.expires_at <= $4
       RETURNING w.*, (w.claimed_at <> $4) AS renewed)
     SELECT c.kind, c.item_id, c.staff_id, c.claimed_at, c.expires_at, c.renewed, ${STAFF_NAME} AS staff_name
       FROM c JOIN users u ON u.id = c.staff_id`,
    [input.kind, input.id, input.staffId, input.now, input.expiresAt],
  );
  if (r.rows[0]) return { row: r.rows[0], taken: true, renewed: r.rows[0].renewed };
  const held = await findClaim(db, input.kind, input.id);
  // The other holder released it between the two statements: try again (it is free now).
  if (!held || new Date(held.expires_at) <= input.now) return upsertClaim(db, input);
  return { row: held, taken: false, renewed: false };
}

export async function findClaim(db: Db, kind: WorkQueueKind, id: string): Promise<ClaimRow | null> {
  const r = await db.query<ClaimRow>(
    `SELECT w.kind, w.item_id, w.staff_id, w.claimed_at, w.expires_at, ${STAFF_NAME} AS staff_name
       FROM work_claims w JOIN users u ON u.id = w.staff_id WHERE w.kind = $1 AND w.item_id = $2`,
    [kind, id],
  );
  return r.rows[0] ?? null;
}

/** Deletes the caller's live claim; answers whether there was one. */
export async function deleteClaim(
  db: Db,
  input: { kind: WorkQueueKind; id: string; staffId: string; now: Date },
): Promise<boolean> {
  const r = await db.query(
    `DELETE FROM work_claims WHERE kind = $1 AND item_id = $2 AND staff_id = $3 AND expires_at > $4 RETURNING 1`,
    [input.kind, input.id, input.staffId, input.now],
  );
  return r.rows.length > 0;
}

/** Deletes every claim on the item (it was decided). */
export async function clearClaim(db: Db, kind: WorkQueueKind, id: string): Promise<void> {
  await db.query(`DELETE FROM work_claims WHERE kind = $1 AND item_id = $2`, [kind, id]);
}

/** The live claims of these kinds on items still waiting, oldest claim first. */
export async function liveClaims(db: Db, kinds: readonly WorkQueueKind[], now: Date): Promise<ClaimRow[]> {
  if (kinds.length === 0) return [];
  const waiting = kinds
    .map(
      (k) =>
        `(w.kind = '${k}' AND EXISTS (SELECT 1 FROM ${ITEMS[k].table} i WHERE i.id = w.item_id AND i.${ITEMS[k].waiting}))`,
    )
    .join(' OR ');
  const r = await db.query<ClaimRow>(
    `SELECT w.kind, w.item_id, w.staff_id, w.claimed_at, w.expires_at, ${STAFF_NAME} AS staff_name
       FROM work_claims w JOIN users u ON u.id = w.staff_id
      WHERE w.expires_at > $1 AND (${waiting})
      ORDER BY w.claimed_at, w.item_id`,
    [now],
  );
  return r.rows;
}

/** Each queue's count, oldest waiting item and live claims, over every waiting item (not one page). */
export async function queueFigures(
  db: Db,
  kinds: readonly WorkQueueKind[],
  now: Date,
): Promise<WorkQueueFigures[]> {
  const figures: WorkQueueFigures[] = [];
  for (const kind of kinds) {
    const { table, waiting } = ITEMS[kind];
    const r = await db.query<{ n: string | number; oldest: Date | string | null; claimed: string | number }>(
      `SELECT count(*) AS n, min(i.created_at) AS oldest,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM work_claims w
                                              WHERE w.kind = $1 AND w.item_id = i.id AND w.expires_at > $2)) AS claimed
         FROM ${table} i WHERE i.${waiting}`,
      [kind, now],
    );
    const row = r.rows[0]!;
    const oldestAt = row.oldest === null ? null : toIso(row.oldest);
    figures.push({
      kind,
      count: Number(row.n),
      oldestAt,
      oldestAgeSeconds:
        oldestAt === null
          ? null
          : Math.max(0, Math.floor((now.getTime() - new Date(oldestAt).getTime()) / 1000)),
      claimed: Number(row.claimed),
    });
  }
  return figures;
}
