import type { Db } from '../../db/db';

export interface RealityCheckRow {
  interval_hours: number | null;
  limit_offered_at: Date | string | null;
  session_started_at: Date | string;
  acknowledged_at: Date | string | null;
  purchases_cents: string | number;
  redemptions_cents: string | number;
  /** A purchase limit is set (or pending) or the player has paid for an order before. */
  limit_or_purchase: boolean;
}

/**
 * One read: the player's setting, the session's start and last acknowledgement, and the purchases and redemptions
 * paid since the session started (orders by when made, redemptions by when paid, as the spending dashboard counts).
 */
export async function readRealityCheck(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<RealityCheckRow | null> {
  const r = await db.query<RealityCheckRow>(
    `SELECT st.interval_hours, st.limit_offered_at, s.created_at AS session_started_at, a.acknowledged_at,
       (SELECT COALESCE(SUM(price_cents), 0) FROM orders
         WHERE user_id = $1 AND status = 'paid' AND created_at >= s.created_at) AS purchases_cents,
       (SELECT COALESCE(SUM(amount), 0) FROM redemptions
         WHERE user_id = $1 AND status = 'paid' AND paid_at >= s.created_at) AS redemptions_cents,
       (EXISTS (SELECT 1 FROM purchase_limits WHERE user_id = $1 AND kind = 'purchase')
         OR EXISTS (SELECT 1 FROM orders WHERE user_id = $1 AND status IN ('paid', 'refunded')))
         AS limit_or_purchase
     FROM sessions s
     LEFT JOIN reality_check_settings st ON st.user_id = s.user_id
     LEFT JOIN reality_check_acks a ON a.session_id = s.id
     WHERE s.id = $2 AND s.user_id = $1`,
    [userId, sessionId],
  );
  return r.rows[0] ?? null;
}

export async function saveInterval(db: Db, userId: string, hours: number | null, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO reality_check_settings (user_id, interval_hours, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET interval_hours = EXCLUDED.interval_hours, updated_at = EXCLUDED.updated_at`,
    [userId, hours, now],
  );
}

export async function saveAck(db: Db, userId: string, sessionId: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO reality_check_acks (session_id, user_id, acknowledged_at) VALUES ($1, $2, $3)
     ON CONFLICT (session_id) DO UPDATE SET acknowledged_at = EXCLUDED.acknowledged_at`,
    [sessionId, userId, now],
  );
}

/** Records that the first-purchase limit offer was shown (once: a later call keeps the first time). */
export async function markLimitOffered(db: Db, userId: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO reality_check_settings (user_id, limit_offered_at, updated_at) VALUES ($1, $2, $2)
     ON CONFLICT (user_id) DO UPDATE SET
       limit_offered_at = COALESCE(reality_check_settings.limit_offered_at, EXCLUDED.limit_offered_at)`,
    [userId, now],
  );
}
