import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import {
  RECENT_NOTIFICATIONS_KEY,
  TIMING,
  type Notification,
  type RecentNotification,
} from '@arcade/contracts';
import {
  appStore,
  bus,
  choosePlace,
  depositDialogDecision,
  navigate,
  popupDecision,
  primaryActionBoxes,
  queryClient,
  queryKeys,
  useAppStore,
  type PopupContext,
  type PopupPlace,
  type PopupTopic,
} from '@arcade/platform';
import { Badge, Button, Modal } from '@arcade/shared-ui';
import { useMarkNotificationRead } from '../features/inbox/api/mark-notification-read';
import { normalise, type InboxLike } from '../features/inbox/inbox-model';
import { renderNotification } from '../features/inbox/render';
import { useLiveInbox } from '../features/inbox/use-live-inbox';

const isNewer = (a: Notification, b: Notification | null) =>
  !b || (typeof a.seq === 'number' && typeof b.seq === 'number' ? a.seq > b.seq : true);

const PAYMENT_TYPES = ['payment_received', 'deposit_success'];
const topicOf = (n: Notification): PopupTopic => (PAYMENT_TYPES.includes(n.type) ? 'payment' : 'other');
/** The order a payment notification is about (its requestId), if it says. */
const orderOf = (n: Notification): string | null => (typeof n.requestId === 'string' ? n.requestId : null);

/**
 * How long a payment_received waits for the deposit_success of the same order (they are sent together): the
 * dialog then confirms the payment alone, with no popup flashing before it.
 */
export const PAYMENT_GRACE_MS = 1500;

/** The popup's box (px): a gap to the screen's sides, at most 360 wide, above the bottom navigation. */
const SIDE = 16;
const MAX_WIDTH = 360;
const ABOVE_BOTTOM = 90;
const UNDER_HEADER = 8;
/** Used when the popup has no height yet (not laid out). */
const MIN_HEIGHT = 120;
/** How often the placement is checked while a popup shows (content moves without scrolling too). */
const PLACE_CHECK_MS = 500;

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

/** Ids the popup has shown or set aside on this page (a replay or a late mount does not show one twice). */
const shownIds = new Set<string>();
/** Orders whose payment the player has seen confirmed on this page (by the dialog or a result page). */
const confirmedOrders = new Set<string>();
/** deposit_success ids acknowledged on the server (marked read) from this page. */
const acknowledged = new Set<string>();

/** Test seam. */
export function forgetShown(): void {
  shownIds.clear();
  confirmedOrders.clear();
  acknowledged.clear();
}

/** True when the bell's list (if loaded) holds the notification as read. */
function readInList(id: string): boolean {
  const list = queryClient.getQueryData<InboxLike>(queryKeys.notificationsList)?.notifications ?? [];
  return list.some((i) => i.id === id && i.read);
}

/** The bottom of the sticky header(s) at the top of the screen (0 when there is none). */
function headerBottom(): number {
  let bottom = 0;
  for (const header of document.querySelectorAll('header')) {
    const r = header.getBoundingClientRect();
    if (r.height > 0 && r.top <= 1) bottom = Math.max(bottom, r.bottom);
  }
  return bottom;
}

interface Shown {
  n: Notification;
  /** What is left of its 10 s (the clock runs only while it is on screen). */
  remaining: number;
}

interface Placement {
  place: PopupPlace | null;
  top: number;
}

/**
 * Where the popup sits now: above the bottom navigation, or under the header when that would cover one of the
 * page's primary actions, or nowhere (it waits) when both would. Checked on scroll, resize and every 500 ms.
 */
function usePlacement(ref: React.RefObject<HTMLElement | null>, active: boolean): Placement {
  const [placement, setPlacement] = useState<Placement>({ place: 'bottom', top: 0 });
  useLayoutEffect(() => {
    if (!active) return undefined;
    const measure = () => {
      const height = Math.max(ref.current?.getBoundingClientRect().height ?? 0, MIN_HEIGHT);
      const left = SIDE;
      const right = SIDE + Math.min(MAX_WIDTH, window.innerWidth - 2 * SIDE);
      const bottomEdge = window.innerHeight - ABOVE_BOTTOM;
      const top = headerBottom() + UNDER_HEADER;
      const place = choosePlace(
        {
          bottom: { top: bottomEdge - height, bottom: bottomEdge, left, right },
          top: { top, bottom: top + height, left, right },
        },
        primaryActionBoxes(),
      );
      setPlacement((p) => (p.place === place && p.top === top ? p : { place, top }));
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true, capture: true });
    window.addEventListener('resize', measure);
    const timer = setInterval(measure, PLACE_CHECK_MS);
    return () => {
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
      clearInterval(timer);
    };
  }, [ref, active]);
  return placement;
}

/**
 * The popup of SPEC §2.6: the newest unread notification that arrives, for 10 s on screen. The modal coordinator
 * (platform) decides when (issue 28 item 2): it waits while any dialog is on screen or requested and while a page
 * shows a payment's outcome, then shows for its full time; it never sits over the page's primary actions (it moves
 * under the header, or waits). A payment's popup where the page shows the outcome is set aside (the page is the
 * one confirmation).
 *
 * A deposit_success is a dialog (the coordinator's 'deposit-success' slot) that neither the backdrop, Escape nor a
 * close button dismisses; it offers only Go to Wallet (reloads the user, goes to /profile?tab=wallet). It shows once
 * per purchase: the notification is marked read on the server as it shows (or when a result page confirmed the
 * payment instead), so no replay or later visit opens it again, and leaving the page closes it. The payment_received
 * of the same order gives way to it. The other popups offer Dismiss (marks read) and View Details (marks read, opens
 * the bell).
 */
export default function NotificationPopup() {
  const [current, setCurrent] = useState<Shown | null>(null);
  const [deposit, setDeposit] = useState<Notification | null>(null);
  const modal = useAppStore((s) => s.modal);
  const dialogsOnScreen = useAppStore((s) => s.dialogsOnScreen);
  const holds = useAppStore((s) => s.holds);
  const path = useLocation().pathname;
  const pathRef = useRef(path);
  pathRef.current = path;
  const markRead = useMarkNotificationRead();
  const { mutate: mark } = markRead;
  // Keeps the bell's list up to date with live arrivals even where the bell is not mounted.
  useLiveInbox();

  const contextNow = useCallback((): PopupContext => {
    const s = appStore.getState();
    return { modal: s.modal, dialogsOnScreen: s.dialogsOnScreen, holds: s.holds, path: pathRef.current };
  }, []);

  /** The server-side acknowledgement of a purchase's confirmation: its deposit_success is read. */
  const acknowledge = useCallback(
    (n: Notification) => {
      if (acknowledged.has(n.id)) return;
      acknowledged.add(n.id);
      mark(n.id);
    },
    [mark],
  );

  const offer = useCallback((n: Notification, remaining: number) => {
    setCurrent((c) => (isNewer(n, c?.n ?? null) ? { n, remaining } : c));
  }, []);

  const graceTimers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = graceTimers.current;
    return () => {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    };
  }, []);

  const onArrival = useCallback(
    (raw: Notification, at: number) => {
      const n = normalise(raw);
      const age = Date.now() - at;
      if (n.read || shownIds.has(n.id) || readInList(n.id) || age >= TIMING.notificationPopupMs) return;
      shownIds.add(n.id);
      const order = orderOf(n);
      if (topicOf(n) === 'payment') {
        // Already confirmed on this page (the dialog, or a result page): nothing more about that order.
        if (order && confirmedOrders.has(order)) return;
        if (popupDecision(contextNow(), 'payment') === 'drop') {
          // The checkout or the result page shows the outcome: it is the one confirmation (acknowledged).
          if (n.type === 'deposit_success') {
            if (order) confirmedOrders.add(order);
            acknowledge(n);
          }
          return;
        }
      }
      if (n.type === 'deposit_success') {
        // The dialog confirms the order; it asks for its slot once no page holds (below).
        if (order) confirmedOrders.add(order);
        setCurrent((c) => (c && order && orderOf(c.n) === order ? null : c));
        setDeposit((d) => (isNewer(n, d) ? n : d));
        return;
      }
      if (n.type === 'payment_received' && order) {
        const timer = setTimeout(() => {
          graceTimers.current.delete(timer);
          if (!confirmedOrders.has(order)) offer(n, TIMING.notificationPopupMs);
        }, PAYMENT_GRACE_MS);
        graceTimers.current.add(timer);
        return;
      }
      offer(n, TIMING.notificationPopupMs - age);
    },
    [acknowledge, contextNow, offer],
  );

  useEffect(() => {
    const onLive = (n: Notification) => onArrival(n, Date.now());
    bus.on('notification:received', onLive);
    // Arrivals from before this module was mounted (it may load after the socket delivered them) still show,
    // for what is left of their 10 s, unless already read in the bell's list.
    const recent =
      (appStore.getState().shared[RECENT_NOTIFICATIONS_KEY] as RecentNotification[] | undefined) ?? [];
    for (const { at, notification } of recent) onArrival(notification, at);
    return () => bus.off('notification:received', onLive);
  }, [onArrival]);

  // The coordinator's word on the popup now; a payment's popup that waited is set aside on a payment page.
  const decision = current
    ? popupDecision({ modal, dialogsOnScreen, holds, path }, topicOf(current.n))
    : null;
  useEffect(() => {
    if (decision === 'drop') setCurrent(null);
  }, [decision]);

  const ref = useRef<HTMLElement>(null);
  const placement = usePlacement(ref, decision === 'show');
  const onScreen = current !== null && decision === 'show' && placement.place !== null;

  // Its 10 s run only while it is on screen: waiting (a dialog, a covered action) pauses them.
  useEffect(() => {
    if (!onScreen || !current) return undefined;
    const entry = current;
    const started = Date.now();
    const t = setTimeout(() => setCurrent((c) => (c === entry ? null : c)), entry.remaining);
    return () => {
      clearTimeout(t);
      entry.remaining = Math.max(0, entry.remaining - (Date.now() - started));
    };
  }, [onScreen, current]);

  // The deposit dialog asks for its slot once no page holds; where the page shows the outcome it is set aside.
  const depositDecision = deposit ? depositDialogDecision({ holds, path }) : null;
  useEffect(() => {
    if (!deposit || depositDecision === 'wait') return;
    if (depositDecision === 'open') {
      appStore.getState().openModal('deposit-success');
      return;
    }
    acknowledge(deposit);
    setDeposit(null);
    appStore.getState().releaseModal('deposit-success');
  }, [deposit, depositDecision, acknowledge]);

  // The deposit dialog is acknowledged on the server as soon as it is on screen.
  const depositShown = deposit !== null && modal === 'deposit-success';
  useEffect(() => {
    if (depositShown && deposit) acknowledge(deposit);
  }, [depositShown, deposit, acknowledge]);

  // Leaving the page closes the deposit dialog once shown (it was acknowledged when it showed).
  const shownRef = useRef(depositShown);
  shownRef.current = depositShown;
  const lastPath = useRef(path);
  useEffect(() => {
    if (lastPath.current === path) return;
    lastPath.current = path;
    if (!shownRef.current) return;
    setDeposit(null);
    appStore.getState().releaseModal('deposit-success');
  }, [path]);

  const dismiss = () => {
    if (!current) return;
    mark(current.n.id);
    setCurrent(null);
  };
  const details = () => {
    if (!current) return;
    mark(current.n.id);
    setCurrent(null);
    bus.emit('notifications:open');
  };
  const goToWallet = () => {
    if (!deposit) return;
    acknowledge(deposit);
    setDeposit(null);
    appStore.getState().releaseModal('deposit-success');
    bus.emit('user:reload');
    navigate('/profile?tab=wallet');
  };

  const rendered = current && decision === 'show' ? renderNotification(current.n) : null;
  const where: CSSProperties = placement.place === 'top' ? { top: placement.top } : { bottom: ABOVE_BOTTOM };
  return (
    <>
      {current && rendered ? (
        <section
          ref={ref}
          className="ui-card"
          aria-label="New notification"
          aria-hidden={onScreen ? undefined : true}
          data-testid="notification-popup"
          data-placement={placement.place ?? 'waiting'}
          style={{
            position: 'fixed',
            left: SIDE,
            right: SIDE,
            ...where,
            // Under any dialog's backdrop (1000), should one open before the popup steps aside.
            zIndex: 950,
            maxWidth: MAX_WIDTH,
            boxSizing: 'border-box',
            overflowWrap: 'anywhere',
            visibility: onScreen ? 'visible' : 'hidden',
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
      {deposit && depositShown ? (
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
