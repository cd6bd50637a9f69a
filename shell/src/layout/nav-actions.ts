import type { MouseEvent } from 'react';
import { MESSAGES } from '@arcade/contracts';
import { appStore, bus, navigate, toast } from '@arcade/platform';

/**
 * Buying needs a logged-in user, else the toast "Please login first" and /login (SPEC §5). Signed in, the bus's
 * 'shop:open' opens mfe-shop's Buy Gold Coins modal (issue 11).
 */
export function goBuyCoins(): void {
  if (!appStore.getState().user) {
    toast('warning', MESSAGES.pleaseLoginFirst);
    navigate('/login');
    return;
  }
  bus.emit('shop:open');
}

/** The wallet tab, or login when logged out. */
export function walletHref(loggedIn: boolean): string {
  return loggedIn ? '/profile?tab=wallet' : '/login';
}

/**
 * The header's Login and Register links open the auth modal over the page the visitor is on (the lobby's
 * buttons do the same), so closing it gives focus back to the link and leaves the visitor where they were.
 * The links keep their href (/login, /register: a new tab, a modified click, or no JavaScript still work).
 */
export function openAuthInPlace(mode: 'login' | 'register') {
  return (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    bus.emit('auth:open', { mode });
  };
}
