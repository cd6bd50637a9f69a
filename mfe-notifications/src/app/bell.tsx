import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Notification } from '@arcade/contracts';
import { bus, useAppStore } from '@arcade/platform';
import { Badge, Button, X } from '@arcade/shared-ui';
import { useNotifications } from '../features/inbox/api/get-notifications';
import { useMarkNotificationRead } from '../features/inbox/api/mark-notification-read';
import { useMarkAllNotificationsRead } from '../features/inbox/api/mark-all-notifications-read';
import { useClearReadNotifications } from '../features/inbox/api/clear-read-notifications';
import { useDismissNotification } from '../features/inbox/api/dismiss-notification';
import { badgeText, formatTimestamp, remindersFor } from '../features/inbox/inbox-model';
import { renderNotification } from '../features/inbox/render';
import { useAnnouncement } from '../features/inbox/use-live-inbox';
import { useProbe } from '../lib/use-probe';

function Item({
  n,
  fresh,
  onRead,
  onDismiss,
}: {
  n: Notification;
  fresh: boolean;
  onRead: (id: string) => void;
  onDismiss: (id: string) => void;
}) {
  const r = renderNotification(n);
  const titleId = useId();
  return (
    <li
      aria-labelledby={titleId}
      data-notification-id={n.id}
      data-read={n.read ? 'true' : 'false'}
      style={{ padding: '8px 0', borderBottom: '1px solid var(--border)', display: 'flex', gap: 8 }}
    >
      <div style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <div id={titleId} style={{ fontWeight: n.read && !fresh ? 400 : 700 }}>
          {n.read ? null : <span className="ui-sr-only">Unread: </span>}
          {r.title}
          {fresh ? (
            <>
              {' '}
              <Badge tone="purple">New</Badge>
            </>
          ) : null}
        </div>
        {r.status ? (
          <Badge tone={r.status.tone} data-status={r.status.tone}>
            {r.status.label}
          </Badge>
        ) : null}
        {r.lines.map((line) => (
          <div key={line} className="ui-muted" style={{ fontSize: 14 }}>
            {line}
          </div>
        ))}
        <small className="ui-muted">
          <time dateTime={n.timestamp}>{formatTimestamp(n.timestamp)}</time>
        </small>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        {n.read ? null : (
          <Button variant="ghost" aria-label={`Mark as read: ${r.title}`} onClick={() => onRead(n.id)}>
            Read
          </Button>
        )}
        <Button variant="ghost" aria-label={`Dismiss: ${r.title}`} onClick={() => onDismiss(n.id)}>
          <X aria-hidden="true" size={16} />
        </Button>
      </div>
    </li>
  );
}

/**
 * The notification bell (SPEC §2.6, §4, §9): the server's list (refetched every 120 s, stale after 60 s) merged
 * with live arrivals; badge of unread plus the reminders for an unverified e-mail and phone, 9+ above 9; opening
 * it with unread items marks them read; mark one, mark all, dismiss, clear read. Escape and an outside click close
 * it; a live region announces each new notification.
 */
export default function Bell() {
  useProbe();
  const announcement = useAnnouncement();
  const user = useAppStore((s) => s.user);
  const { data, isPending, isError } = useNotifications({ enabled: Boolean(user) });
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const clear = useClearReadNotifications();
  const dismiss = useDismissNotification();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const [panelTop, setPanelTop] = useState(0);
  const { mutate: readAll } = markAll;
  const items = data?.notifications ?? [];
  const reminders = remindersFor(user);
  const unread = (data?.unreadCount ?? 0) + reminders.length;

  const unreadRef = useRef(0);
  unreadRef.current = data?.unreadCount ?? 0;
  // Opening the bell with unread items marks them read (SPEC §4); those that arrive while it is open stay unread
  // (mark one, mark all) until the next opening. The ones unread at opening keep their emphasis until it closes.
  const [freshIds, setFreshIds] = useState<ReadonlySet<string>>(new Set());
  const itemsRef = useRef<Notification[]>([]);
  itemsRef.current = data?.notifications ?? [];
  const show = useCallback(() => {
    setPanelTop(Math.round(ref.current?.getBoundingClientRect().bottom ?? 0) + 6);
    setFreshIds(new Set(itemsRef.current.filter((n) => !n.read).map((n) => n.id)));
    setOpen(true);
    if (unreadRef.current > 0) readAll();
  }, [readAll]);

  // The popup's View Details opens the bell.
  useEffect(() => {
    const onOpen = () => show();
    bus.on('notifications:open', onOpen);
    return () => bus.off('notifications:open', onOpen);
  }, [show]);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: MouseEvent) =>
      ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    // Escape closes the panel and puts focus back on the bell (issue 8 item 3).
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      ref.current?.querySelector('button')?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) return null;
  const hasRead = items.some((i) => i.read);
  const hasUnread = items.some((i) => !i.read);
  return (
    <div ref={ref} style={{ position: 'relative' }} data-remote-widget="mfe_notifications">
      <Button
        variant="ghost"
        aria-label={`Notifications, ${unread} unread`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? setOpen(false) : show())}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
        </svg>
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="bell-badge"
            style={{
              background: 'var(--danger)',
              color: '#1a0005',
              borderRadius: 10,
              padding: '0 6px',
              fontSize: 12,
            }}
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </Button>
      <div className="ui-sr-only" role="status" aria-live="polite">
        {announcement}
      </div>
      {open ? (
        <div
          id={panelId}
          className="ui-card"
          role="region"
          aria-label="Notifications"
          // Fixed under the header at the screen's right edge: on a phone the panel fits the screen.
          style={{
            position: 'fixed',
            right: 12,
            top: panelTop,
            width: 'min(360px, calc(100vw - 24px))',
            maxHeight: `calc(100vh - ${panelTop + 12}px)`,
            overflow: 'auto',
            boxSizing: 'border-box',
            zIndex: 300,
          }}
        >
          <div style={{ display: 'flex', alignItems: 'center', gap: 4, flexWrap: 'wrap' }}>
            <h2 style={{ fontSize: '1rem', margin: 0, flex: 1 }}>Notifications</h2>
            {hasUnread ? (
              <Button variant="ghost" onClick={() => readAll()}>
                Mark all read
              </Button>
            ) : null}
            {hasRead ? (
              <Button variant="ghost" onClick={() => clear.mutate()}>
                Clear read
              </Button>
            ) : null}
          </div>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Notification list">
            {reminders.map((r) => (
              <li key={r} style={{ padding: '8px 0', borderBottom: '1px solid var(--border)' }}>
                {r}
              </li>
            ))}
            {items.map((n) => (
              <Item
                key={n.id}
                n={n}
                fresh={freshIds.has(n.id)}
                onRead={(id) => markOne.mutate(id)}
                onDismiss={(id) => dismiss.mutate(id)}
              />
            ))}
          </ul>
          {isPending ? <p className="ui-muted">Loading notifications…</p> : null}
          {isError && !data ? <p className="ui-muted">Notifications could not be loaded.</p> : null}
          {!isPending && items.length === 0 && reminders.length === 0 ? (
            <p className="ui-muted">You are all caught up.</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
