import { rolesWith, type NotificationDto } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { SqlParams } from '../../db/sql-params';
import { toInt, toIso } from '../ledger/amounts';

/** A notifications row as read. */
export interface NotificationRow {
  id: string;
  user_id: string;
  seq: string | number;
  type: string;
  payload: Record<string, unknown> | string | null;
  read: boolean;
  created_at: Date | string;
}

const COLUMNS = 'id, user_id, seq, type, payload, read, created_at';

/** Pure: a row as the client sees it; the payload's fields are merged in under the fixed ones. */
export function toNotificationDto(row: NotificationRow): NotificationDto {
  const payload =
    typeof row.payload === 'string'
      ? (JSON.parse(row.payload) as Record<string, unknown>)
      : (row.payload ?? {});
  return {
    ...payload,
    id: row.id,
    seq: toInt(row.seq),
    type: row.type,
    read: row.read,
    timestamp: toIso(row.created_at),
  };
}

export interface NextNotificationInput {
  userId: string;
  type: string;
  payload: unknown;
  at: Date;
  /** Retention: the recipient's notifications read before this are deleted. */
  readBefore: Date;
}

/** The name the stored notification's WITH item has (its columns are COLUMNS). */
export const NEXT_NOTIFICATION = 'next_notification';

/**
 * The WITH items that store a notification under the recipient's next seq, with retention, inside a larger
 * statement (insertNext, and a claim's one statement). Nothing is written unless `gate` (an earlier WITH item)
 * has a row.
 */
export function nextNotificationItems(p: SqlParams, input: NextNotificationInput, gate: string): string {
  const user = p.add(input.userId, 'uuid');
  return `notification_counter AS (
      INSERT INTO notification_counters (user_id, last_seq) SELECT ${user}, 1 FROM ${gate}
      ON CONFLICT (user_id) DO UPDATE SET last_seq = notification_counters.last_seq + 1
      RETURNING last_seq
    ), notification_retention AS (
      DELETE FROM notifications WHERE user_id = ${user} AND read AND read_at < ${p.add(input.readBefore.toISOString(), 'timestamptz')}
        AND EXISTS (SELECT 1 FROM ${gate})
    ), ${NEXT_NOTIFICATION} AS (
      INSERT INTO notifications (user_id, seq, type, payload, created_at)
      SELECT ${user}, c.last_seq, ${p.add(input.type, 'text')}, ${p.add(JSON.stringify(input.payload ?? {}), 'jsonb')},
        ${p.add(input.at.toISOString(), 'timestamptz')}
      FROM notification_counter c
      RETURNING ${COLUMNS}
    )`;
}

/* Data access of notifications. Each function runs on the db it is given (a transaction is one). */

/** The staff whose role holds 'staff.notifications' (the 'staff' recipients), in id order. */
export async function listNotifiedStaffIds(db: Db): Promise<string[]> {
  const r = await db.query<{ id: string }>(`SELECT id FROM users WHERE role = ANY($1::text[]) ORDER BY id`, [
    rolesWith('staff.notifications'),
  ]);
  return r.rows.map((row) => row.id);
}

/**
 * Stores a notification under the recipient's next seq and, in the same statement, applies retention (the
 * recipient's read notifications read before `readBefore` are deleted): one round trip (issue 9). The counter
 * row stays locked until the transaction ends, so concurrent notifications to one recipient get strictly
 * increasing seqs and commit in that order.
 */
export async function insertNextNotification(db: Db, input: NextNotificationInput): Promise<NotificationRow> {
  const p = new SqlParams();
  const r = await db.query<NotificationRow>(
    `WITH notification_gate AS (SELECT 1), ${nextNotificationItems(p, input, 'notification_gate')}
     SELECT ${COLUMNS} FROM ${NEXT_NOTIFICATION}`,
    p.values,
    { prepare: 'notification_insert' },
  );
  return r.rows[0]!;
}

/** Newest first. */
export async function listNotificationPage(
  db: Db,
  userId: string,
  limit: number,
  offset: number,
): Promise<NotificationRow[]> {
  const r = await db.query<NotificationRow>(
    `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 ORDER BY seq DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  return r.rows;
}

/** Those with seq > afterSeq, oldest first (replay). */
export async function listNotificationsAfter(
  db: Db,
  userId: string,
  afterSeq: number,
  limit: number,
): Promise<NotificationRow[]> {
  const r = await db.query<NotificationRow>(
    `SELECT ${COLUMNS} FROM notifications WHERE user_id = $1 AND seq > $2 ORDER BY seq ASC LIMIT $3`,
    [userId, afterSeq, limit],
  );
  return r.rows;
}

export async function countNotifications(
  db: Db,
  userId: string,
): Promise<{ total: number; unread: number; lastSeq: number }> {
  const r = await db.query<{
    total: string | number;
    unread: string | number;
    last_seq: string | number;
  }>(
    `SELECT count(*) AS total, count(*) FILTER (WHERE NOT read) AS unread,
            COALESCE((SELECT last_seq FROM notification_counters WHERE user_id = $1), 0) AS last_seq
       FROM notifications WHERE user_id = $1`,
    [userId],
  );
  const row = r.rows[0]!;
  return { total: toInt(row.total), unread: toInt(row.unread), lastSeq: toInt(row.last_seq) };
}

/** Marks one of the user's notifications read; null when it is not theirs or does not exist. */
export async function setNotificationRead(
  db: Db,
  userId: string,
  id: string,
  at: Date,
): Promise<NotificationRow | null> {
  const r = await db.query<NotificationRow>(
    `UPDATE notifications SET read = true, read_at = COALESCE(read_at, $3)
      WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId, at.toISOString()],
  );
  return r.rows[0] ?? null;
}

export async function setAllNotificationsRead(db: Db, userId: string, at: Date): Promise<number> {
  const r = await db.query(
    `UPDATE notifications SET read = true, read_at = $2 WHERE user_id = $1 AND NOT read`,
    [userId, at.toISOString()],
  );
  return r.rowCount;
}

/** Deletes one of the user's notifications (the bell's dismiss); 0 when it is not theirs or does not exist. */
export async function deleteNotification(db: Db, userId: string, id: string): Promise<number> {
  const r = await db.query(`DELETE FROM notifications WHERE id = $1 AND user_id = $2`, [id, userId]);
  return r.rowCount;
}

export async function deleteReadNotifications(db: Db, userId: string): Promise<number> {
  const r = await db.query(`DELETE FROM notifications WHERE user_id = $1 AND read`, [userId]);
  return r.rowCount;
}
