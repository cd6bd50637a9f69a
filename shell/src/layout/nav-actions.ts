import { MESSAGES } from '@arcade/contracts';
import { appStore, navigate, toast } from '@arcade/platform';

/** Buying needs a logged-in user, else the toast "Please login first" and /login (SPEC §5). */
export function goBuyCoins(): void {
  if (!appStore.getState().user) {
    toast('warning', MESSAGES.pleaseLoginFirst);
    navigate('/login');
    return;
  }
  navigate('/buy-coins');
}

/** The wallet tab, or login when logged out. */
export function walletHref(loggedIn: boolean): string {
  return loggedIn ? '/profile?tab=wallet' : '/login';
}
