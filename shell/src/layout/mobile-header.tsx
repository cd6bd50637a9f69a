import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { TIMING } from '@arcade/contracts';
import { logout, useAppStore } from '@arcade/platform';
import { RemoteComponent } from '../federation/remote-component';
import { openAuthInPlace } from './nav-actions';
import { ChatSlot } from './chat-launcher';
import logoUrl from '../logo.svg';

/**
 * The name on the phone header's profile button: the first name whole, never cut (issue 28 item 6). A first name
 * longer than this does not fit beside the logo, the Support button and the bell at 320 px, so the button says
 * "Profile" instead (the name is on the profile page).
 */
export const HEADER_NAME_MAX_CHARS = 12;

export function headerName(first: string | undefined): string {
  const name = (first ?? '').trim();
  return name && [...name].length <= HEADER_NAME_MAX_CHARS ? name : 'Profile';
}

/** Below 992 px: the mobile header with the profile dropdown (SPEC §2.3). */
export function MobileHeader() {
  const user = useAppStore((s) => s.user);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: MouseEvent | TouchEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    // "Closes when the page is scrolled past 70 px": scrolled by more than 70 px since it opened. (Measured from
    // 0 it closed at once when opened lower on the page, e.g. after tabbing back up to the sticky header.)
    const openedAt = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - openedAt) > TIMING.mobileDropdownScrollPx) setOpen(false);
    };
    // Escape closes and gives focus back to the toggle (issue 8 closing work: keyboard journeys).
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    // The menu takes focus on its first item when it opens (WAI-ARIA menu button).
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    document.addEventListener('mousedown', onDown);
    document.addEventListener('touchstart', onDown);
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('touchstart', onDown);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  /** Arrow keys, Home and End move between the items; Tab leaves the menu and closes it. */
  const onMenuKey = (e: ReactKeyboardEvent<HTMLUListElement>) => {
    const items = Array.from(e.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    const at = items.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => {
      e.preventDefault();
      items[(i + items.length) % items.length]?.focus();
    };
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(items.length - 1);
    else if (e.key === 'Tab') setOpen(false);
  };

  return (
    <header className="shell-mobile-header" data-testid="mobile-header">
      <Link to="/" className="shell-logo">
        <img src={logoUrl} alt="Lucky Arcade home" width={137} height={35} />
      </Link>
      {user ? (
        // Its own flex item so that on narrow phones it takes a second row instead of widening the page.
        <div className="shell-mobile-header__balance">
          <RemoteComponent remote="mfe_wallet" module="./BalanceWidget" variant="widget" />
        </div>
      ) : null}
      <div className="shell-header__right">
        {user ? (
          <>
            <RemoteComponent remote="mfe_notifications" module="./Bell" variant="widget" />
            <div className="shell-dropdown" ref={ref}>
              <button
                ref={toggleRef}
                type="button"
                className="ui-btn shell-profile-toggle"
                aria-haspopup="menu"
                aria-expanded={open}
                aria-controls="profile-dropdown"
                // The visible name starts the accessible name (axe label-content-name-mismatch).
                aria-label={`${headerName(user.name.first)}, open profile menu`}
                onClick={() => setOpen((o) => !o)}
              >
                <span className="shell-profile-toggle__name">{headerName(user.name.first)}</span>
                <span aria-hidden="true">▾</span>
              </button>
              {open ? (
                <ul
                  id="profile-dropdown"
                  className="shell-dropdown__menu"
                  role="menu"
                  aria-label="Profile menu"
                  onKeyDown={onMenuKey}
                >
                  <li role="none">
                    <Link role="menuitem" to="/profile?tab=profile">
                      Profile
                    </Link>
                  </li>
                  <li role="none">
                    <Link role="menuitem" to="/profile?tab=edit">
                      Edit Profile
                    </Link>
                  </li>
                  <li role="none">
                    <Link role="menuitem" to="/profile?tab=wallet">
                      Wallet
                    </Link>
                  </li>
                  <li role="none">
                    <button role="menuitem" type="button" onClick={() => void logout()}>
                      Logout
                    </button>
                  </li>
                </ul>
              ) : null}
            </div>
          </>
        ) : (
          <Link
            to="/login"
            className="ui-btn ui-btn--primary"
            onClick={openAuthInPlace('login')}
            data-auth-dialog=""
          >
            Login
          </Link>
        )}
        {/* On a phone the Support button docks here, last, so its panel opens from the right edge. */}
        <ChatSlot />
      </div>
    </header>
  );
}
