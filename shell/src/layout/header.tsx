import { useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useAppStore } from '@arcade/platform';
import { RemoteComponent } from '../federation/remote-component';
import { openAuthInPlace, walletHref } from './nav-actions';
import { useBarHeight } from './use-bar-height';
import logoUrl from '../logo.svg';

/** Desktop header (SPEC §2.3). Publishes its height as --shell-header-h: the toasts sit below it. */
export function Header({ onMenu }: { onMenu: () => void }) {
  const user = useAppStore((s) => s.user);
  const ref = useRef<HTMLElement>(null);
  useBarHeight(ref, '--shell-header-h');
  return (
    <header ref={ref} className="shell-header" data-testid="desktop-header">
      <button type="button" className="ui-btn ui-btn--ghost" aria-label="Open menu" onClick={onMenu}>
        ☰
      </button>
      <Link to="/" className="shell-logo">
        <img src={logoUrl} alt="Lucky Arcade home" width={172} height={44} />
      </Link>
      <nav aria-label="Main" className="shell-header__nav">
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/games">Games</NavLink>
        <Link to={walletHref(Boolean(user))}>Buy/Redeem</Link>
      </nav>
      <div className="shell-header__right">
        {user ? (
          <>
            <RemoteComponent remote="mfe_wallet" module="./BalanceWidget" variant="widget" />
            <RemoteComponent remote="mfe_notifications" module="./Bell" variant="widget" />
            <Link to="/profile" className="ui-btn">
              Profile
            </Link>
          </>
        ) : (
          <>
            <Link to="/register" className="ui-btn" onClick={openAuthInPlace('register')} data-auth-dialog="">
              Register
            </Link>
            <Link
              to="/login"
              className="ui-btn ui-btn--primary"
              onClick={openAuthInPlace('login')}
              data-auth-dialog=""
            >
              Login
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
