import { useCallback, useEffect, useState } from 'react';
import {
  RECENT_NOTIFICATIONS_KEY,
  TIMING,
  type Notification,
  type RecentNotification,
} from '@arcade/contracts';
import { appStore, bus, navigate, queryClient, queryKeys, useAppStore } from '@arcade/platform';
import { Badge, Button, Modal } from '@arcade/shared-ui';
import { useMarkNotificationRead } from '../features/inbox/api/mark-notification-read';
import { normalise, type InboxLike } from '../features/inbox/inbox-model';
import { renderNotification } from '../features/inbox/render';
import { useLiveInbox } from '../features/inbox/use-live-inbox';

const isNewer = (a: Notification, b: Notification | null) =>
  !b || (typeof a.seq === 'number' && typeof b.seq === 'number' ? a.seq > b.seq : true);

function Body({ n }: { n: Notification }) {
  const r = renderNotification(n);
  return (
    <>
      {r.status ? <Badge tone={r.status.tone}>{r.status.label}</Badge> : null}
      {r.lines.map((line) => (
        <p key={line} style={{ margin: '4px 0' }}>
          {line}
        </p>
      ))}
    </>
  );
}

/**
 * The popup of SPEC §2.6: the newest unread notification that arrives, for 10 s. A deposit_success is a modal
 * (through the modal coordinator) that neither the backdrop, Escape nor a close button dismisses; it offers
 * only Go to Wallet (reloads the user, goes to /profile?tab=wallet). The others offer Dismiss (marks read) and
 * View Details (marks read, opens the bell).
 */
/** Routes that show a payment's outcome themselves (SPEC §2.5): /success, /failed, /deposit-success. */
const PAYMENT_RESULT_PATHS = ['/success', '/failed', '/deposit-success'];

/** Ids the popup has shown on this page (a replay or a late mount does not show one twice). */
const shownIds = new Set<string>();

/** Test seam. */
export function forgetShown(): void {
  shownIds.clear();
}

export default function NotificationPopup() {
  const [current, setCurrent] = useState<{ n: Notification; until: number } | null>(null);
  const [deposit, setDeposit] = useState<Notification | null>(null);
  const modal = useAppStore((s) => s.modal);
  const markRead = useMarkNotificationRead();
  // Keeps the bell's list up to date with live arrivals even where the bell is not mounted.
  useLiveInbox();

  const onArrival = useCallback((raw: Notification, at: number) => {
    const n = normalise(raw);
    if (n.read || shownIds.has(n.id) || Date.now() - at >= TIMING.notificationPopupMs) return;
    shownIds.add(n.id);
    if (n.type === 'deposit_success') {
      // The payment result pages, and the checkout itself while it is open (it shows "Payment successful!" and
      // goes to /deposit-success), already show the outcome: no modal over them (it stays unread in the bell).
      if (PAYMENT_RESULT_PATHS.includes(window.location.pathname.replace(/\/+$/, ''))) return;
      if (appStore.getState().modal === 'shop') return;
      setDeposit((d) => (isNewer(n, d) ? n : d));
      appStore.getState().openModal('deposit-success');
      return;
    }
    setCurrent((c) => (isNewer(n, c?.n ?? null) ? { n, until: at + TIMING.notificationPopupMs } : c));
  }, []);

  useEffect(() => {
    const onLive = (n: Notification) => onArrival(n, Date.now());
    bus.on('notification:received', onLive);
    // Arrivals from before this module was mounted (it may load after the socket delivered them) still show,
    // for what is left of their 10 s, unless already read in the bell's list.
    const cached = queryClient.getQueryData<InboxLike>(queryKeys.notificationsList)?.notifications ?? [];
    const readIds = new Set(cached.filter((i) => i.read).map((i) => i.id));
    const recent =
      (appStore.getState().shared[RECENT_NOTIFICATIONS_KEY] as RecentNotification[] | undefined) ?? [];
    for (const { at, notification } of recent)
      if (!readIds.has(normalise(notification).id)) onArrival(notification, at);
    return () => bus.off('notification:received', onLive);
  }, [onArrival]);

  // Each newly shown notification gets its own 10 s.
  useEffect(() => {
    if (!current) return undefined;
    const t = setTimeout(() => setCurrent(null), Math.max(0, current.until - Date.now()));
    return () => clearTimeout(t);
  }, [current]);

  const dismiss = () => {
    if (!current) return;
    markRead.mutate(current.n.id);
    setCurrent(null);
  };
  const details = () => {
    if (!current) return;
    markRead.mutate(current.n.id);
    setCurrent(null);
    bus.emit('notifications:open');
  };
  const goToWallet = () => {
    if (!deposit) return;
    markRead.mutate(deposit.id);
    setDeposit(null);
    appStore.getState().releaseModal('deposit-success');
    bus.emit('user:reload');
    navigate('/profile?tab=wallet');
  };

  const rendered = current ? renderNotification(current.n) : null;
  return (
    <>
      {current && rendered ? (
        <section
          className="ui-card"
          aria-label="New notification"
          data-testid="notification-popup"
          style={{
            position: 'fixed',
            left: 16,
            right: 16,
            bottom: 90,
            zIndex: 1500,
            maxWidth: 360,
            boxSizing: 'border-box',
            overflowWrap: 'anywhere',
          }}
        >
          <h2 style={{ fontSize: '1rem', marginTop: 0 }}>{rendered.title}</h2>
          <Body n={current.n} />
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 8 }}>
            <Button variant="ghost" onClick={dismiss}>
              Dismiss
            </Button>
            <Button variant="primary" onClick={details}>
              View Details
            </Button>
          </div>
        </section>
      ) : null}
      {deposit && modal === 'deposit-success' ? (
        <Modal title={renderNotification(deposit).title} dismissible={false}>
          <Body n={deposit} />
          <p>Your coins are in your wallet.</p>
          <Button variant="primary" onClick={goToWallet}>
            Go to Wallet
          </Button>
        </Modal>
      ) : null}
    </>
  );
}
