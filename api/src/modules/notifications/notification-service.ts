import {
  isStaffNotificationType,
  NOTIFICATION_MESSAGES,
  type NotificationDto,
  type NotificationPayloads,
  type NotificationsAnswer,
  type NotificationsQuery,
  type NotificationType,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { notFound } from '../../http/errors';
import { queueUserEvent } from '../../events/after-commit';
import type { SqlParams } from '../../db/sql-params';
import {
  countNotifications,
  deleteNotification,
  deleteReadNotifications,
  insertNextNotification,
  listNotificationPage,
  listNotificationsAfter,
  listNotifiedStaffIds,
  nextNotificationItems,
  setAllNotificationsRead,
  setNotificationRead,
  type NotificationRow,
  toNotificationDto,
} from './notification-repository';

/** Read notifications are deleted this long after they were read (by the recipient's next notification). */
export const NOTIFICATION_RETENTION_DAYS = 90;
const RETENTION_MS = NOTIFICATION_RETENTION_DAYS * 24 * 60 * 60 * 1000;
/** The live event every stored notification is pushed and replayed as. */
export const NOTIFICATION_EVENT = 'notification';
/** Rows per replay query (a replay sends them all, in batches). */
export const REPLAY_BATCH = 200;

/** Who gets a notification: user ids, or 'staff' (every ADMIN user at the time of notify). */
export type Recipients = 'staff' | string | readonly string[];

export interface NotifyInput<K extends NotificationType> {
  recipients: Recipients;
  type: K;
  payload: NotificationPayloads[K];
  now?: Date;
}

/**
 * Stores a notification for each recipient in the caller's transaction tx (the outbox) and queues its live
 * push for after COMMIT: a rolled-back transaction stores and pushes nothing. A committed one whose push is lost
 * (the process died between COMMIT and the push, the socket was away) is replayed from the recipient's seq when
 * the client reconnects (live plugin). Staff types (recharge_request, withdrawal_request, game_account_request)
 * may only go to 'staff'. Recipients are locked in id order, so two transactions notifying the same users
 * cannot deadlock on the counters. Answers the stored notifications.
 */
/** Payload keys that would carry a credential: refused (credentials are revealed once on their page, issue 12). */
const CREDENTIAL_KEY = /password|secret|credential|token|otp/i;

export async function notify<K extends NotificationType>(
  tx: Db,
  input: NotifyInput<K>,
): Promise<Array<NotificationDto & { userId: string }>> {
  checkNotification(input);
  const now = input.now ?? new Date();
  const userIds =
    input.recipients === 'staff'
      ? await listNotifiedStaffIds(tx)
      : [...new Set(typeof input.recipients === 'string' ? [input.recipients] : input.recipients)].sort();
  const stored: Array<NotificationDto & { userId: string }> = [];
  for (const userId of userIds) {
    const row = await insertNextNotification(tx, {
      userId,
      type: input.type,
      payload: input.payload,
      at: now,
      readBefore: new Date(now.getTime() - RETENTION_MS),
    });
    stored.push({ ...notificationWritten(tx, row), userId });
  }
  return stored;
}

function checkNotification<K extends NotificationType>(input: NotifyInput<K>): void {
  if (isStaffNotificationType(input.type) && input.recipients !== 'staff')
    throw new Error(`Notification type ${input.type} goes to staff only`);
  const secretKey = Object.keys(input.payload as object).find((k) => CREDENTIAL_KEY.test(k));
  if (secretKey) throw new Error(`A notification never carries credentials (${input.type}.${secretKey})`);
}

/**
 * A stored notification (notify's, or a statement's with notifyItems) as its DTO, its live push queued (after
 * COMMIT in a transaction, at once outside one).
 */
export function notificationWritten(db: Db, row: NotificationRow): NotificationDto {
  const dto = toNotificationDto(row);
  queueUserEvent(db, row.user_id, NOTIFICATION_EVENT, dto);
  return dto;
}

/**
 * notify() for one user as WITH items of a larger statement (a claim's one statement, issue 9), written only when
 * `gate` has a row; the statement answers the row (row_to_json of the NEXT_NOTIFICATION item),
 * which notificationWritten then takes. Same checks, seq and retention as notify().
 */
export function notifyItems<K extends NotificationType>(
  p: SqlParams,
  input: NotifyInput<K> & { recipients: string },
  gate: string,
): string {
  checkNotification(input);
  const now = input.now ?? new Date();
  return nextNotificationItems(
    p,
    {
      userId: input.recipients,
      type: input.type,
      payload: input.payload,
      at: now,
      readBefore: new Date(now.getTime() - RETENTION_MS),
    },
    gate,
  );
}

/** GET /user/notifications: a page, newest first; with afterSeq the ones after it, oldest first. */
export async function listNotifications(
  db: Db,
  userId: string,
  query: NotificationsQuery,
): Promise<NotificationsAnswer> {
  const rows =
    query.afterSeq === undefined
      ? await listNotificationPage(db, userId, query.limit, (query.page - 1) * query.limit)
      : await listNotificationsAfter(db, userId, query.afterSeq, query.limit);
  const counts = await countNotifications(db, userId);
  return {
    notifications: rows.map(toNotificationDto),
    unreadCount: counts.unread,
    lastSeq: counts.lastSeq,
    total: counts.total,
    page: query.page,
    limit: query.limit,
  };
}

/** Marks one of the caller's notifications read; 404 for another user's or an unknown id (nothing changed). */
export async function markNotificationRead(
  db: Db,
  userId: string,
  id: string,
  now: Date = new Date(),
): Promise<{ notification: NotificationDto; unreadCount: number }> {
  const row = await setNotificationRead(db, userId, id, now);
  if (!row) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return { notification: toNotificationDto(row), unreadCount: (await countNotifications(db, userId)).unread };
}

export async function markAllNotificationsRead(
  db: Db,
  userId: string,
  now: Date = new Date(),
): Promise<{ count: number; unreadCount: number }> {
  const count = await setAllNotificationsRead(db, userId, now);
  return { count, unreadCount: (await countNotifications(db, userId)).unread };
}

/** DELETE /user/notifications/{id}: removes one of the caller's notifications (dismiss); 404 when not theirs. */
export async function dismissNotification(
  db: Db,
  userId: string,
  id: string,
): Promise<{ count: number; unreadCount: number }> {
  const count = await deleteNotification(db, userId, id);
  if (count === 0) throw notFound(NOTIFICATION_MESSAGES.notFound);
  return { count, unreadCount: (await countNotifications(db, userId)).unread };
}

/** DELETE /user/notifications/read: removes the caller's read notifications. */
export async function clearReadNotifications(
  db: Db,
  userId: string,
): Promise<{ count: number; unreadCount: number }> {
  const count = await deleteReadNotifications(db, userId);
  return { count, unreadCount: (await countNotifications(db, userId)).unread };
}

/**
 * Sends every notification of the user with seq > afterSeq, in seq order, through send (in batches of
 * REPLAY_BATCH); answers how many and the last seq sent (afterSeq when none).
 */
export async function replayNotifications(
  db: Db,
  userId: string,
  afterSeq: number,
  send: (notification: NotificationDto) => void,
): Promise<{ count: number; lastSeq: number }> {
  let lastSeq = afterSeq;
  let count = 0;
  for (;;) {
    const rows = await listNotificationsAfter(db, userId, lastSeq, REPLAY_BATCH);
    for (const row of rows) {
      const dto = toNotificationDto(row);
      send(dto);
      lastSeq = dto.seq;
      count++;
    }
    if (rows.length < REPLAY_BATCH) return { count, lastSeq };
  }
}
