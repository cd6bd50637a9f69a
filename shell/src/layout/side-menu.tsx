import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { logout, useAppStore } from '@arcade/platform';
import { keepTabInside, rememberFocus } from '@arcade/shared-ui';
import { goBuyCoins } from './nav-actions';

/** The side menu (SPEC §2.3), signed-in and signed-out variants. */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useAppStore((s) => s.user);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const restore = rememberFocus();
    ref.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      // A modal drawer: Tab stays inside while it is open (issue 8 item 3).
      else if (ref.current) keepTabInside(ref.current, e);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      restore();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="shell-drawer__backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <nav
        ref={ref}
        tabIndex={-1}
        className="shell-drawer"
        aria-label="Side menu"
        data-testid="side-menu"
        onClick={(e) => (e.target as HTMLElement).closest('a') && onClose()}
      >
        <button
          type="button"
          className="ui-btn ui-btn--ghost shell-drawer__close"
          aria-label="Close menu"
          onClick={onClose}
        >
          ×
        </button>
        <ul>
          <li>
            <Link to="/games?type=exclusive">Exclusive Games</Link>
          </li>
          <li>
            <Link to="/games?type=bonus">Bonus Games</Link>
          </li>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/terms-and-conditions">Terms</Link>
          </li>
          <li>
            <Link to="/contact-us">Support</Link>
          </li>
        </ul>
        {user ? (
          <ul>
            <li>
              <Link to="/profile">Profile</Link>
            </li>
            <li>
              <Link to="/profile?tab=wallet">Your Loot</Link>
            </li>
            <li>
              <Link to="/profile?tab=wallet&subtab=coupon">Redeem Coupon</Link>
            </li>
            <li>
              <button
                type="button"
                className="shell-drawer__link"
                onClick={() => {
                  onClose();
                  goBuyCoins();
                }}
              >
                Buy Coins
              </button>
            </li>
            <li>
              <button
                type="button"
                className="shell-drawer__link"
                onClick={() => {
                  onClose();
                  void logout();
                }}
              >
                Logout
              </button>
            </li>
          </ul>
        ) : (
          <div className="shell-drawer__auth">
            <Link to="/login" className="ui-btn ui-btn--primary">
              Log In
            </Link>
            <Link to="/register" className="ui-btn">
              Register
            </Link>
          </div>
        )}
      </nav>
    </div>
  );
}
