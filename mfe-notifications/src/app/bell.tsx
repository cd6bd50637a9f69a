import { useEffect, useRef, useState } from 'react';
import { useAppStore } from '@arcade/platform';
import { Button } from '@arcade/shared-ui';
import { badgeText, formatTimestamp, inbox, useInbox } from '../features/inbox/inbox-store';
import { useLiveInbox } from '../features/inbox/use-live-inbox';
import { useProbe } from '../lib/use-probe';

/** The notification bell: badge with unread count (+ reminders for unverified e-mail and phone), 9+ above 9. */
export default function Bell() {
  useProbe();
  useLiveInbox();
  const user = useAppStore((s) => s.user);
  const items = useInbox((s) => s.items);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const [panelTop, setPanelTop] = useState(0);
  const reminders = [
    ...(user && !user.isEmailVerified ? ['Verify your e-mail address to secure your account.'] : []),
    ...(user && !user.isPhoneVerified ? ['Verify your phone number to receive important updates.'] : []),
  ];
  const unread = items.filter((i) => !i.read).length + reminders.length;

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
  const toggle = () => {
    if (!open && items.some((i) => !i.read)) inbox.getState().markAllRead();
    if (!open) setPanelTop(Math.round(ref.current?.getBoundingClientRect().bottom ?? 0) + 6);
    setOpen((o) => !o);
  };
  return (
    <div ref={ref} style={{ position: 'relative' }} data-remote-widget="mfe_notifications">
      <Button
        variant="ghost"
        aria-label={`Notifications, ${unread} unread`}
        aria-expanded={open}
        onClick={toggle}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
          <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
        </svg>
        {unread > 0 ? (
          <span
            aria-hidden="true"
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
      {open ? (
        <div
          className="ui-card"
          role="region"
          aria-label="Notifications"
          // Fixed under the header at the screen's right edge: on a phone the panel fits the screen.
          style={{
            position: 'fixed',
            right: 12,
            top: panelTop,
            width: 'min(320px, calc(100vw - 24px))',
            maxHeight: `calc(100vh - ${panelTop + 12}px)`,
            overflow: 'auto',
            boxSizing: 'border-box',
            zIndex: 300,
          }}
        >
          <h2 style={{ fontSize: '1rem', marginTop: 0 }}>Notifications</h2>
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {reminders.map((r) => (
              <li key={r} style={{ padding: '6px 0', borderBottom: '1px solid var(--border)' }}>
                {r}
              </li>
            ))}
            {items.map((n) => (
              <li key={n.id} style={{ padding: '6px 0', borderBottom: '1px solid var(--border)' }}>
                <div>{String(n.message ?? n.type)}</div>
                <small className="ui-muted">{formatTimestamp(n.timestamp)}</small>
              </li>
            ))}
          </ul>
          {items.length === 0 && reminders.length === 0 ? (
            <p className="ui-muted">You are all caught up.</p>
          ) : null}
          {items.some((i) => i.read) ? (
            <Button variant="ghost" onClick={() => inbox.getState().clearRead()}>
              Clear read
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
