import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMING, type Notification, type NotificationsAnswer } from '@arcade/contracts';
import { api, bus, queryKeys } from '@arcade/platform';
import { liveSince, mergeLive } from '../inbox-model';

/** The bell's page: the newest 50 (the badge counts all unread through unreadCount). */
export const NOTIFICATIONS_PAGE_SIZE = 50;

/** The list as the bell holds it (the server's answer with live arrivals merged in). */
export interface InboxData {
  notifications: Notification[];
  unreadCount: number;
  lastSeq: number;
}

/**
 * GET /user/notifications (first page, newest first). Notifications that arrived live while the request was on
 * its way and that the answer does not hold yet are kept (prepended unless the id is there). Tells the shell the
 * server's last seq (its socket's replay point).
 */
export async function getNotifications(): Promise<InboxData> {
  const startedAt = Date.now();
  const answer = await api.get<NotificationsAnswer>('user/notifications', {
    limit: NOTIFICATIONS_PAGE_SIZE,
  });
  bus.emit('notifications:synced', { lastSeq: answer.lastSeq });
  const base: InboxData = {
    notifications: answer.notifications as Notification[],
    unreadCount: answer.unreadCount,
    lastSeq: answer.lastSeq,
  };
  return mergeLive(base, liveSince(startedAt));
}

/** SPEC §7: refetched every 120 s, stale after 60 s, only when authenticated. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.notificationsList,
    queryFn: getNotifications,
    staleTime: TIMING.notificationsStaleMs,
    refetchInterval: TIMING.notificationsRefetchMs,
  });

export function useNotifications({ enabled }: { enabled: boolean }) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}
