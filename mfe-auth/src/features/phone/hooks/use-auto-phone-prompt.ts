import { useEffect } from 'react';
import { isStaffRole, type User } from '@arcade/contracts';
import { appStore, USER_STORAGE_PREFIX } from '@arcade/platform';
import { needsPhonePrompt } from '../phone-status';

/** Pages where the popup would be in the way (the phone page itself, the geo block, the auth pages). */
const QUIET_PATHS = [
  '/phone-verification',
  '/not-available',
  '/login',
  '/register',
  '/reset-password',
  '/forgot-password',
];

/** How often the prompt checks whether it may open (and the pause after sign-in before it does). */
export const PROMPT_CHECK_MS = 1000;

/** Kept under the user-data prefix so logout clears it: the next login prompts again. */
export const promptKey = (userId: string) => `${USER_STORAGE_PREFIX}:phone-prompted:${userId}`;

function alreadyPrompted(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(promptKey(userId)) !== null;
  } catch {
    return false;
  }
}

function markPrompted(userId: string): void {
  try {
    window.sessionStorage.setItem(promptKey(userId), '1');
  } catch {
    // Storage unavailable (private mode): the popup may show again after a reload; harmless.
  }
}

/**
 * Opens the phone popup once per browser session after sign-in when the player lacks a verified phone
 * or SMS opt-in. It waits until the player is off the auth pages, then requests the phone slot from the
 * platform's modal coordinator (which shows it after profile completion and before the bonus), and skips
 * accounts that must first complete their profile (first Google sign-in).
 */
export function useAutoPhonePrompt(user: User | null, blocked: boolean): void {
  useEffect(() => {
    // Staff (contracts/src/staff.ts) are not players: no player prompts over their dashboard.
    if (!user || blocked || isStaffRole(user.role)) return undefined;
    if (!needsPhonePrompt(user) || alreadyPrompted(user._id)) return undefined;
    const id = setInterval(() => {
      if (QUIET_PATHS.includes(window.location.pathname)) return;
      clearInterval(id);
      const state = appStore.getState();
      if (state.user?._id !== user._id) return;
      markPrompted(user._id);
      state.openModal('phone');
    }, PROMPT_CHECK_MS);
    return () => clearInterval(id);
  }, [user, blocked]);
}
