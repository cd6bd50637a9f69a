import type { Notification } from '@arcade/contracts';

/** The part of the bell's list these pure updates touch. */
export interface InboxLike {
  notifications: Notification[];
  unreadCount: number;
  lastSeq: number;
}

/** The id of a notification as any producer spells it (SPEC §3: id, _id or notificationId). */
export function idOf(n: Partial<Notification> & Record<string, unknown>): string {
  return String(n.id ?? n._id ?? n.notificationId ?? `${String(n.type)}-${String(n.timestamp)}`);
}

/** A live payload as a notification of the list (id normalised, read false unless said, a timestamp). */
export function normalise(n: Partial<Notification> & Record<string, unknown>): Notification {
  return {
    ...n,
    id: idOf(n),
    type: String(n.type ?? 'notification'),
    read: Boolean(n.read),
    timestamp: typeof n.timestamp === 'string' ? n.timestamp : new Date().toISOString(),
  } as Notification;
}

/** SPEC §4: an incoming notification is prepended unless its id is already there (then nothing changes). */
export function prepend<T extends InboxLike>(inbox: T, incoming: Notification): T {
  const n = normalise(incoming);
  if (inbox.notifications.some((i) => i.id === n.id)) return inbox;
  return {
    ...inbox,
    notifications: [n, ...inbox.notifications],
    unreadCount: inbox.unreadCount + (n.read ? 0 : 1),
    lastSeq: typeof n.seq === 'number' && n.seq > inbox.lastSeq ? n.seq : inbox.lastSeq,
  };
}

/** Several live arrivals, oldest first, prepended one by one. */
export function mergeLive<T extends InboxLike>(inbox: T, live: readonly Notification[]): T {
  return live.reduce((acc, n) => prepend(acc, n), inbox);
}

export function markRead<T extends InboxLike>(inbox: T, id: string): T {
  const target = inbox.notifications.find((n) => n.id === id);
  if (!target || target.read) return inbox;
  return {
    ...inbox,
    notifications: inbox.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
    unreadCount: Math.max(0, inbox.unreadCount - 1),
  };
}

export function markAllRead<T extends InboxLike>(inbox: T): T {
  return { ...inbox, notifications: inbox.notifications.map((n) => ({ ...n, read: true })), unreadCount: 0 };
}

export function clearRead<T extends InboxLike>(inbox: T): T {
  return { ...inbox, notifications: inbox.notifications.filter((n) => !n.read) };
}

export function remove<T extends InboxLike>(inbox: T, id: string): T {
  const target = inbox.notifications.find((n) => n.id === id);
  if (!target) return inbox;
  return {
    ...inbox,
    notifications: inbox.notifications.filter((n) => n.id !== id),
    unreadCount: Math.max(0, inbox.unreadCount - (target.read ? 0 : 1)),
  };
}

/** The newest unread of a list (highest seq; else the first, the list being newest first). */
export function newestUnread(list: readonly Notification[]): Notification | null {
  let best: Notification | null = null;
  for (const n of list) {
    if (n.read) continue;
    if (!best || (typeof n.seq === 'number' && typeof best.seq === 'number' && n.seq > best.seq)) best = n;
  }
  return best;
}

// ---- Live arrivals of this page, kept briefly so a list request that was on its way does not drop them ----
const LIVE_KEEP = 200;
const live: Array<{ at: number; n: Notification }> = [];

export function rememberLive(n: Notification, at: number = Date.now()): void {
  live.push({ at, n: normalise(n) });
  if (live.length > LIVE_KEEP) live.splice(0, live.length - LIVE_KEEP);
}

/** Live arrivals since `since` (ms), oldest first. */
export function liveSince(since: number): Notification[] {
  return live.filter((e) => e.at >= since).map((e) => e.n);
}

/** Test seam. */
export function forgetLive(): void {
  live.length = 0;
}

/** Timestamp format like "Jan 5, 3:04 PM" (SPEC §9). */
export function formatTimestamp(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** Badge text: 9+ above 9. */
export function badgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** The synthetic reminders of SPEC §9 for an unverified user (they count in the badge). */
export function remindersFor(
  user: { isEmailVerified?: boolean; isPhoneVerified?: boolean } | null,
): string[] {
  if (!user) return [];
  return [
    ...(user.isEmailVerified ? [] : ['Verify your e-mail address to secure your account.']),
    ...(user.isPhoneVerified ? [] : ['Verify your phone number to receive important updates.']),
  ];
}
