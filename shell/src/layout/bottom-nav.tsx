import { useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useAppStore } from '@arcade/platform';
import { goBuyCoins, walletHref } from './nav-actions';
import { useBarHeight } from './use-bar-height';

/**
 * Whether the Wallet item is the page shown: /profile with ?tab=wallet only. A NavLink compares the path alone, so
 * it lit Wallet on every /profile tab, Edit Profile included (issue 28 item 6); the profile and edit tabs have no
 * item of their own here, so nothing is lit on them.
 */
export function isWalletRoute(pathname: string, search: string): boolean {
  return pathname === '/profile' && new URLSearchParams(search).get('tab') === 'wallet';
}

/** Mobile bottom navigation: Menu, Wallet, Home, Games, Buy Coins. */
export function BottomNav({ onMenu }: { onMenu: () => void }) {
  const user = useAppStore((s) => s.user);
  const { pathname, search } = useLocation();
  const onWallet = Boolean(user) && isWalletRoute(pathname, search);
  const ref = useRef<HTMLElement>(null);
  useBarHeight(ref, '--shell-bottom-nav-h');
  return (
    <nav ref={ref} className="shell-bottom-nav" aria-label="Bottom navigation" data-testid="bottom-nav">
      <button type="button" onClick={onMenu}>
        Menu
      </button>
      {/* A plain Link: NavLink would add its own "active" on any /profile tab. */}
      <Link
        to={walletHref(Boolean(user))}
        className={onWallet ? 'active' : undefined}
        aria-current={onWallet ? 'page' : undefined}
      >
        Wallet
      </Link>
      <NavLink to="/" end>
        Home
      </NavLink>
      <NavLink to="/games">Games</NavLink>
      <button type="button" onClick={goBuyCoins}>
        Buy Coins
      </button>
    </nav>
  );
}
