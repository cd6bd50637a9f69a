import type { Notification } from '@arcade/contracts';
import {
  badgeText,
  clearRead,
  formatTimestamp,
  markAllRead,
  markRead,
  mergeLive,
  newestUnread,
  prepend,
  remindersFor,
  remove,
} from './inbox-model';

const n = (seq: number, read = false): Notification => ({
  id: `id-${seq}`,
  seq,
  type: 'coupon_redeemed',
  read,
  timestamp: '2026-01-05T15:04:00Z',
});
const inbox = (list: Notification[]) => ({
  notifications: list,
  unreadCount: list.filter((i) => !i.read).length,
  lastSeq: Math.max(0, ...list.map((i) => i.seq ?? 0)),
});

describe('the inbox model', () => {
  it('prepends a new id and leaves a known id alone (SPEC §4)', () => {
    const a = inbox([n(2), n(1, true)]);
    const b = prepend(a, n(3));
    expect(b.notifications.map((i) => i.id)).toEqual(['id-3', 'id-2', 'id-1']);
    expect(b).toMatchObject({ unreadCount: 2, lastSeq: 3 });
    expect(prepend(b, { ...n(3), read: false })).toBe(b);
    // A replayed burst with duplicates ends with each id once.
    const c = mergeLive(b, [n(2), n(3), n(4), n(4)]);
    expect(c.notifications.map((i) => i.id)).toEqual(['id-4', 'id-3', 'id-2', 'id-1']);
    expect(c.unreadCount).toBe(3);
  });

  it('accepts _id and notificationId as the id', () => {
    const a = prepend(inbox([]), {
      _id: 'x',
      type: 't',
      read: false,
      timestamp: 'x',
    } as unknown as Notification);
    expect(prepend(a, { notificationId: 'x', type: 't' } as unknown as Notification)).toBe(a);
  });

  it('marks one and all read, dismisses and clears read', () => {
    const a = inbox([n(3), n(2), n(1, true)]);
    const b = markRead(a, 'id-3');
    expect(b.unreadCount).toBe(1);
    expect(markRead(b, 'id-3')).toBe(b);
    expect(markAllRead(b)).toMatchObject({ unreadCount: 0 });
    expect(clearRead(b).notifications.map((i) => i.id)).toEqual(['id-2']);
    const c = remove(b, 'id-2');
    expect(c).toMatchObject({ unreadCount: 0 });
    expect(c.notifications.map((i) => i.id)).toEqual(['id-3', 'id-1']);
  });

  it('finds the newest unread', () => {
    expect(newestUnread([n(5, true), n(4), n(6), n(3)])?.id).toBe('id-6');
    expect(newestUnread([n(1, true)])).toBeNull();
  });

  it('formats the badge, the timestamp and the reminders (SPEC §9)', () => {
    expect([0, 9, 10, 99].map(badgeText)).toEqual(['0', '9', '9+', '9+']);
    const d = new Date(2026, 0, 5, 15, 4);
    expect(formatTimestamp(d.toISOString())).toBe('Jan 5, 3:04 PM');
    expect(remindersFor({ isEmailVerified: false, isPhoneVerified: false })).toHaveLength(2);
    expect(remindersFor({ isEmailVerified: true, isPhoneVerified: false })).toHaveLength(1);
    expect(remindersFor(null)).toEqual([]);
  });
});
