import { NavLink } from 'react-router-dom';
import { useAppStore } from '@arcade/platform';
import { goBuyCoins, walletHref } from './nav-actions';

/** Mobile bottom navigation: Menu, Wallet, Home, Games, Buy Coins. */
export function BottomNav({ onMenu }: { onMenu: () => void }) {
  const user = useAppStore((s) => s.user);
  return (
    <nav className="shell-bottom-nav" aria-label="Bottom navigation" data-testid="bottom-nav">
      <button type="button" onClick={onMenu}>
        Menu
      </button>
      <NavLink to={walletHref(Boolean(user))}>Wallet</NavLink>
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
