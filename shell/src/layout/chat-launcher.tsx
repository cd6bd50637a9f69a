import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { NO_CHAT_ROUTES, SUPPORT_VISITOR_MARKER } from '@arcade/contracts';
import { useAppStore } from '@arcade/platform';
import { MessageCircle, keepTabInside } from '@arcade/shared-ui';
import { RemoteComponent } from '../federation/remote-component';
import { useIsDesktop } from '../hooks/use-media-query';

/** The place in a phone's top bar (mobile header, bare bar) where the Support button docks (decision 0108). */
export const CHAT_SLOT_ATTR = 'data-chat-slot';

// The slot on screen now: a header that mounts again (the picture's hand-over, a layout change, a session load)
// gives a new element, and the launcher moves into it, never staying in a detached one.
let slotNow: HTMLElement | null = null;
const slotListeners = new Set<() => void>();
const setSlotNow = (el: HTMLElement | null) => {
  slotNow = el;
  slotListeners.forEach((l) => l());
};
const subscribeSlot = (l: () => void) => {
  slotListeners.add(l);
  return () => slotListeners.delete(l);
};

/** The top bar's dock for the Support button, rendered by the mobile header and the bare bar. */
export function ChatSlot() {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    setSlotNow(el);
    return () => {
      if (slotNow === el) setSlotNow(null);
    };
  }, []);
  return <span ref={ref} className="shell-chat-slot" {...{ [CHAT_SLOT_ATTR]: '' }} />;
}

/**
 * Floating support button on every route but the five of SPEC §2.3; it opens the notifications remote's chat.
 * While the panel is open, Tab from the button moves into it and stays within the button and the panel; Escape
 * closes it and puts focus back on the button (issue 8 item 3).
 *
 * Below the desktop breakpoint it does not float: it docks in the top bar's ChatSlot and its panel drops down
 * from there, so on a phone it covers none of the page (issue 28 item 6, decision 0108).
 */
export function ChatLauncher() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Live support chat (issue 10 item 8): the remote's chat stays mounted while closed for a signed-in user or a
  // visitor who has chatted (a flag, the chat cookie is httpOnly), to report unread replies on the button.
  const signedIn = useAppStore((s) => s.user !== null);
  const [unread, setUnread] = useState(0);
  const watch = signedIn || readVisitorMarker();
  const desktop = useIsDesktop();
  const slotEl = useSyncExternalStore(
    subscribeSlot,
    () => slotNow,
    () => null,
  );
  const slot = desktop ? null : slotEl;

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if ((NO_CHAT_ROUTES as readonly string[]).includes(pathname)) return null;
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (open && boxRef.current) keepTabInside(boxRef.current, e);
  };
  const launcher = (
    // The button comes first in the DOM (Tab goes from it into the panel); CSS shows the panel above it (below it
    // when docked).
    <div className={`shell-chat${slot ? ' shell-chat--docked' : ''}`} ref={boxRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="ui-btn ui-btn--primary shell-chat__button"
        aria-label={unread > 0 ? `Support, ${unread} unread` : 'Support'}
        aria-expanded={open}
        aria-controls={open ? 'support-panel' : undefined}
        data-testid="chat-launcher"
        onClick={() => setOpen((o) => !o)}
      >
        {/* Docked on a narrow phone, the icon alone (the text stays for screen readers): the bar keeps one row. */}
        <MessageCircle className="shell-chat__icon" size={22} aria-hidden="true" />
        <span className="shell-chat__text">Support</span>
        {unread > 0 ? (
          <span className="shell-chat__badge" aria-hidden="true" data-testid="chat-unread">
            {unread > 9 ? '9+' : unread}
          </span>
        ) : null}
      </button>
      {open || watch ? (
        <div id="support-panel" className="shell-chat__panel" hidden={!open}>
          <RemoteComponent
            remote="mfe_notifications"
            module="./ChatLauncher"
            variant={open ? 'widget' : 'hidden'}
            props={{ open, onClose: close, onUnread: setUnread }}
          />
        </div>
      ) : null}
    </div>
  );
  return slot ? createPortal(launcher, slot) : launcher;
}

function readVisitorMarker(): boolean {
  try {
    return window.localStorage.getItem(SUPPORT_VISITOR_MARKER) === '1';
  } catch {
    return false;
  }
}
