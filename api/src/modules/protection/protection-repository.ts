import type { LimitKind, LimitPeriod } from '@arcade/contracts';
import type { Db } from '../../db/db';

export interface LimitRow {
  user_id: string;
  kind: LimitKind;
  period: LimitPeriod;
  amount_cents: string | number | null;
  pending_amount_cents: string | number | null;
  pending_at: Date | string | null;
  updated_at: Date | string;
}

export interface BlockRow {
  id: string;
  user_id: string;
  kind: 'break' | 'exclusion';
  duration: string;
  started_at: Date | string;
  ends_at: Date | string | null;
  revoke_requested_at: Date | string | null;
}

/** The player's limit rows (one per kind and period set); `lock` holds them until the transaction ends. */
export async function listLimits(db: Db, userId: string, lock = false): Promise<LimitRow[]> {
  const r = await db.query<LimitRow>(
    `SELECT * FROM purchase_limits WHERE user_id = $1 ORDER BY kind, period${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return r.rows;
}

/** Writes one limit as it now stands (a row with neither a limit nor a pending change is deleted). */
export async function saveLimit(
  db: Db,
  input: {
    userId: string;
    kind: LimitKind;
    period: LimitPeriod;
    amountCents: number | null;
    pendingAmountCents: number | null;
    pendingAt: Date | null;
    now: Date;
  },
): Promise<void> {
  if (input.amountCents === null && input.pendingAt === null) {
    await db.query('DELETE FROM purchase_limits WHERE user_id = $1 AND kind = $2 AND period = $3', [
      input.userId,
      input.kind,
      input.period,
    ]);
    return;
  }
  await db.query(
    `INSERT INTO purchase_limits (user_id, kind, period, amount_cents, pending_amount_cents, pending_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, kind, period) DO UPDATE SET amount_cents = EXCLUDED.amount_cents,
       pending_amount_cents = EXCLUDED.pending_amount_cents, pending_at = EXCLUDED.pending_at,
       updated_at = EXCLUDED.updated_at`,
    [
      input.userId,
      input.kind,
      input.period,
      input.amountCents,
      input.pendingAmountCents,
      input.pendingAt,
      input.now,
    ],
  );
}

/** The amounts of the player's purchases that still count, started after `since`, oldest first. */
export async function listSpendSince(
  db: Db,
  userId: string,
  since: Date,
): Promise<{ amount_cents: string | number; at: Date | string }[]> {
  const r = await db.query<{ amount_cents: string | number; at: Date | string }>(
    `SELECT s.amount_cents, s.at FROM purchase_limit_spend s JOIN orders o ON o.id = s.order_id
      WHERE s.user_id = $1 AND s.at > $2 AND o.status NOT IN ('failed', 'expired')
      ORDER BY s.at`,
    [userId, since],
  );
  return r.rows;
}

/** Redemptions paid out to the player after `since` (their amount in cents: 1 SC is $1), oldest first. */
export async function listPaidOutSince(
  db: Db,
  userId: string,
  since: Date,
): Promise<{ amount_cents: string | number; at: Date | string }[]> {
  const r = await db.query<{ amount_cents: string | number; at: Date | string }>(
    `SELECT amount AS amount_cents, paid_at AS at FROM redemptions
      WHERE user_id = $1 AND status = 'paid' AND paid_at > $2 ORDER BY paid_at`,
    [userId, since],
  );
  return r.rows;
}

/** Paid purchases (cents, by when the order was made) after `since`, oldest first: the spending dashboard. */
export async function listPaidPurchasesSince(
  db: Db,
  userId: string,
  since: Date,
): Promise<{ amount_cents: string | number; at: Date | string }[]> {
  const r = await db.query<{ amount_cents: string | number; at: Date | string }>(
    `SELECT price_cents AS amount_cents, created_at AS at FROM orders
      WHERE user_id = $1 AND status = 'paid' AND created_at > $2 ORDER BY created_at`,
    [userId, since],
  );
  return r.rows;
}

/**
 * The player's signed-in spans that end after `since`: from a session's start to its last token refresh plus one
 * access token's life (a tab open renews it every 15 minutes), cut at the session's end and at `now`. The time
 * played of the spending dashboard.
 */
export async function listSessionSpansSince(
  db: Db,
  userId: string,
  since: Date,
  now: Date,
  accessSeconds: number,
): Promise<{ start: Date | string; end: Date | string }[]> {
  const r = await db.query<{ start: Date | string; end: Date | string }>(
    `SELECT s.created_at AS start,
       LEAST(COALESCE(s.revoked_at, $3), $3,
             GREATEST(s.created_at, COALESCE(MAX(rt.created_at), s.created_at)) + make_interval(secs => $4)) AS "end"
     FROM sessions s LEFT JOIN refresh_tokens rt ON rt.session_id = s.id
     WHERE s.user_id = $1 AND s.created_at < $3
     GROUP BY s.id
     HAVING LEAST(COALESCE(s.revoked_at, $3), $3,
             GREATEST(s.created_at, COALESCE(MAX(rt.created_at), s.created_at)) + make_interval(secs => $4)) > $2`,
    [userId, since, now, accessSeconds],
  );
  return r.rows;
}

/** Records that an order's payment started (its price now counts against the limits); once per order. */
export async function insertSpend(
  db: Db,
  input: { orderId: string; userId: string; amountCents: number; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO purchase_limit_spend (order_id, user_id, amount_cents, at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (order_id) DO NOTHING`,
    [input.orderId, input.userId, input.amountCents, input.at],
  );
}

/** The break or exclusion in force at `now`: started, not ended, the one that ends latest (indefinite first). */
export async function findActiveBlock(db: Db, userId: string, now: Date): Promise<BlockRow | null> {
  const r = await db.query<BlockRow>(
    `SELECT * FROM protection_blocks
      WHERE user_id = $1 AND started_at <= $2 AND (ends_at IS NULL OR ends_at > $2)
      ORDER BY ends_at DESC NULLS FIRST, id DESC LIMIT 1`,
    [userId, now],
  );
  return r.rows[0] ?? null;
}

/** Holds the player's protection changes in order (two requests at once cannot both pass the checks). */
export async function lockPlayer(db: Db, userId: string): Promise<void> {
  await db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

export async function insertBlock(
  db: Db,
  input: {
    userId: string;
    kind: 'break' | 'exclusion';
    duration: string;
    startedAt: Date;
    endsAt: Date | null;
  },
): Promise<BlockRow> {
  const r = await db.query<BlockRow>(
    `INSERT INTO protection_blocks (user_id, kind, duration, started_at, ends_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING *`,
    [input.userId, input.kind, input.duration, input.startedAt, input.endsAt],
  );
  return r.rows[0]!;
}

/** Sets the end of an indefinite exclusion (its revocation): once. */
export async function setBlockRevoked(db: Db, id: string, endsAt: Date, now: Date): Promise<BlockRow | null> {
  const r = await db.query<BlockRow>(
    `UPDATE protection_blocks SET ends_at = $2, revoke_requested_at = $3
      WHERE id = $1 AND ends_at IS NULL AND revoke_requested_at IS NULL RETURNING *`,
    [id, endsAt, now],
  );
  return r.rows[0] ?? null;
}
