import type { User } from '@arcade/contracts';
import {
  EARLY_SESSION_GLOBAL,
  SESSION_MESSAGES,
  TIMING,
  type BootData,
  type SessionEndedReason,
} from '@arcade/contracts';
import { toast } from './toast';
import { appStore } from './store';
import { bus } from './bus';
import { queryClient } from './query-client';
import { navigate } from './navigation';
import { request } from './api-client';
import { bootData, resetBootDataCache } from './boot-data';

/** Keys of local and session storage that hold user data. */
export const USER_STORAGE_PREFIX = 'arcade:user';

let lastLogoutAt = 0;

function clearUserStorage(): void {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (const key of Object.keys(storage)) if (key.startsWith(USER_STORAGE_PREFIX)) storage.removeItem(key);
  }
}

/**
 * Logs out (SPEC §4): server call, clear storage, reset queries, go to /login.
 * Repeated calls within 1 s are ignored.
 */
export async function logout(
  options: {
    redirectDelayMs?: number;
    reason?: 'user' | 'expired' | 'refresh-failed' | 'unauthorized' | 'ended-elsewhere';
  } = {},
): Promise<boolean> {
  const now = Date.now();
  if (now - lastLogoutAt < TIMING.logoutGuardMs) return false;
  lastLogoutAt = now;
  try {
    await request('POST', 'user/logout', { isRetry: true });
  } catch {
    // The session ends locally whatever the server says.
  }
  clearUserStorage();
  queryClient.clear();
  // With a delayed redirect the guarded page must not send the player to /login at once (SPEC: after 1.5 s).
  if (options.redirectDelayMs) appStore.setState({ sessionEnding: true });
  appStore.getState().setUser(null);
  appStore.getState().clearModals();
  bus.emit('session:logout', { reason: options.reason ?? 'user' });
  const go = () => {
    appStore.setState({ sessionEnding: false });
    navigate('/login');
  };
  if (options.redirectDelayMs) setTimeout(go, options.redirectDelayMs);
  else go();
  return true;
}

/** Loads the current user (GET /user/me); a failed load leaves the user null. */
export async function loadCurrentUser(): Promise<User | null> {
  try {
    const res = await request<{ user: User }>('GET', 'user/me');
    const user = res.data?.user ?? null;
    appStore.getState().setUser(user);
    bus.emit('user:changed', user);
    return user;
  } catch {
    appStore.getState().setUser(null);
    return null;
  } finally {
    appStore.getState().setSessionLoaded(true);
  }
}

/** Test seam: lets unit tests reset the logout guard. */
export function resetLogoutGuard(): void {
  lastLogoutAt = 0;
}

/**
 * The session ended elsewhere (password changed on another device, session revoked): say why, then log out
 * and go to /login like an expired session does (issue 8 item 5).
 */
export function endSessionEndedElsewhere(reason: SessionEndedReason | undefined): void {
  if (!appStore.getState().user) return;
  toast(
    'error',
    reason === 'password_changed'
      ? SESSION_MESSAGES.sessionEndedPasswordChanged
      : SESSION_MESSAGES.sessionEnded,
    TIMING.sessionEndedToastMs,
    'session-ended',
  );
  void logout({ redirectDelayMs: TIMING.sessionExpiredRedirectMs, reason: 'ended-elsewhere' });
}

let bootRead = false;

/** Test seam: the next session load reads the page's boot data again. */
export function resetBootData(): void {
  bootRead = false;
  resetBootDataCache();
}

/** The page's boot data for the first session load only (its session hint ages). */
function readBootData(): Partial<BootData> | null {
  if (bootRead) return null;
  bootRead = true;
  return bootData();
}

/** The answer of the GET /user/me the page's inline script started (taken once); null if none or not a 200. */
async function takeEarlyUser(): Promise<User | null> {
  const w = window as unknown as Record<string, Promise<Response | null> | undefined>;
  const pending = w[EARLY_SESSION_GLOBAL];
  if (!pending) return null;
  delete w[EARLY_SESSION_GLOBAL];
  try {
    const res = await pending;
    if (!res || res.status !== 200) return null;
    const body = (await res.json()) as { data?: { user?: User } };
    return body.data?.user ?? null;
  } catch {
    return null;
  }
}

/**
 * The first load of a page: asks GET /user/session whether this browser holds session cookies at all, and only
 * then loads the user (GET /user/me, with its 401-refresh-retry of SPEC §7). A visitor costs one 200 answer and
 * no 401 in the console (issue 8 item 7). If the hint cannot be had, it falls back to GET /user/me.
 */
export async function loadSession(): Promise<User | null> {
  // The page the server made says whether this browser holds a session cookie (issue 9, flat first load).
  const boot = readBootData();
  if (boot?.signedIn === false) {
    appStore.getState().setUser(null);
    appStore.getState().setSessionLoaded(true);
    return null;
  }
  if (boot?.signedIn === true) {
    const early = await takeEarlyUser();
    if (early) {
      appStore.getState().setUser(early);
      bus.emit('user:changed', early);
      appStore.getState().setSessionLoaded(true);
      return early;
    }
    // No early answer, or not a 200 (an expired access token): the SPEC call with its refresh and retry.
    return loadCurrentUser();
  }
  try {
    const hint = await request<{ signedIn: boolean }>('GET', 'user/session');
    if (hint.data?.signedIn === false) {
      appStore.getState().setUser(null);
      appStore.getState().setSessionLoaded(true);
      return null;
    }
  } catch {
    // Older server or network trouble: the SPEC call below decides.
  }
  return loadCurrentUser();
}
