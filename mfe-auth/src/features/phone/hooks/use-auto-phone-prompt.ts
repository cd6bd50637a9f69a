import { useEffect } from 'react';
import { consentPromptDue, isStaffRole, noPromptRoute, type User } from '@arcade/contracts';
import { appStore } from '@arcade/platform';
import { needsPhonePrompt } from '../phone-status';

/** How often the prompt checks whether it may open (and the pause after sign-in before it does). */
export const PROMPT_CHECK_MS = 1000;

/** True while the page is busy with something the prompt must not interrupt or queue behind. */
function pageBusy(): boolean {
  const state = appStore.getState();
  return state.modalRequests.length > 0 || state.holds.length > 0 || state.dialogsOnScreen > 0;
}

/**
 * Opens the phone and consent prompt by itself when the player lacks a verified phone or SMS opt-in, at most once
 * every 30 days: the server keeps when it last asked (User.consentPromptedAt, recorded when the popup shows or a
 * consent is chosen anywhere), so a new browser or session does not ask again. It never opens on checkout or play
 * routes, the auth and phone pages (contracts noPromptRoute), nor while another dialog is requested, a page holds
 * the prompts (a payment's outcome) or a component's own dialog is on screen: it waits, then asks the platform's
 * modal coordinator for the 'phone' slot. Staff and accounts that must first complete their profile are not asked.
 */
export function useAutoPhonePrompt(user: User | null, blocked: boolean): void {
  useEffect(() => {
    // Staff (contracts/src/staff.ts) are not players: no player prompts over their dashboard.
    if (!user || blocked || isStaffRole(user.role)) return undefined;
    if (!needsPhonePrompt(user) || !consentPromptDue(user.consentPromptedAt)) return undefined;
    const id = setInterval(() => {
      if (noPromptRoute(window.location.pathname, window.location.search) || pageBusy()) return;
      clearInterval(id);
      const state = appStore.getState();
      if (state.user?._id !== user._id) return;
      state.openModal('phone');
    }, PROMPT_CHECK_MS);
    return () => clearInterval(id);
  }, [user, blocked]);
}
