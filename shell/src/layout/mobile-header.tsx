import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { TIMING } from '@arcade/contracts';
import { logout, useAppStore } from '@arcade/platform';
import { RemoteComponent } from '../federation/remote-component';
import logoUrl from '../logo.svg';

/** Below 992 px: the mobile header with the profile dropdown (SPEC §2.3). */
export function MobileHeader() {
  const user = useAppStore((s) => s.user);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (e: MouseEvent | TouchEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onScroll = () => {
      if (window.scrollY > TIMING.mobileDropdownScrollPx) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
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
                type="button"
                className="ui-btn shell-profile-toggle"
                aria-haspopup="menu"
                aria-expanded={open}
                aria-controls="profile-dropdown"
                // The visible name starts the accessible name (axe label-content-name-mismatch).
                aria-label={`${user.name.first || 'Profile'}, open profile menu`}
                onClick={() => setOpen((o) => !o)}
              >
                <span className="shell-profile-toggle__name">{user.name.first || 'Profile'}</span>
                <span aria-hidden="true">▾</span>
              </button>
              {open ? (
                <ul
                  id="profile-dropdown"
                  className="shell-dropdown__menu"
                  role="menu"
                  aria-label="Profile menu"
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
          <Link to="/login" className="ui-btn ui-btn--primary">
            Login
          </Link>
        )}
      </div>
    </header>
  );
}
