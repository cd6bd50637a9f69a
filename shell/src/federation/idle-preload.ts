import { useEffect } from 'react';
import { REMOTES, ROUTES, STAFF_ONLY_REMOTES, type RemoteName, type RouteDef } from '@arcade/contracts';
import { afterPageSettles, bus, saveData, useAppStore, whenIdle } from '@arcade/platform';
import { isRemoteModuleLoaded, loadRemoteModuleAhead } from './remote-component';
import { prefetchManifest, prefetchRemoteModule } from './prefetch';
import { isDeployed } from './registry';

/**
 * The likely next pages (issue 9 item 5): the targets of the header and the bottom navigation (Home, Games, the
 * wallet or login, Rewards). Guarded pages only for a player they would open for.
 */
export function likelyNextRoutes(signedIn: boolean): RouteDef[] {
  const paths = ['/', '/games', signedIn ? '/profile' : '/login', '/rewards'];
  return paths
    .map((p) => ROUTES.find((r) => r.path === p))
    .filter((r): r is RouteDef => Boolean(r))
    .filter((r) => r.guard === 'none' || (signedIn ? r.guard !== 'guest' : r.guard === 'guest'));
}

/** The route a link leads to, when its page may open for this visitor or player (else null). */
export function routeOfLink(href: string, signedIn: boolean): RouteDef | null {
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return null;
  const route = ROUTES.find((r) => r.path === url.pathname);
  if (!route || (STAFF_ONLY_REMOTES as readonly string[]).includes(route.remote)) return null;
  const opens = route.guard === 'none' || (signedIn ? route.guard === 'auth' : route.guard === 'guest');
  return opens ? route : null;
}

/** Marks a link that opens the auth dialog in place (nav-actions.ts openAuthInPlace) rather than its page. */
export const AUTH_DIALOG_LINK = 'data-auth-dialog';

/**
 * What an intent on `link` should warm: the auth dialog for a link that opens it in place (its page never
 * shows, so running the /login page's module would only cost the click its frames), else the page it opens.
 */
export function intentOf(
  link: Element,
  signedIn: boolean,
): { kind: 'auth-dialog' } | { kind: 'route'; route: RouteDef } | null {
  if (link.hasAttribute(AUTH_DIALOG_LINK)) return signedIn ? null : { kind: 'auth-dialog' };
  const route = routeOfLink(link.getAttribute('href') ?? '', signedIn);
  return route ? { kind: 'route', route } : null;
}

/**
 * Intent (issue 9 item 4): a pointer over a link, a touch on it or the keyboard's focus starts loading and
 * running its page's remote module, so the click that usually follows (100 ms or more later) renders at once.
 * Not when the browser asks to save data (a hover is not a click).
 */
export function useIntentPreload(): void {
  const signedIn = useAppStore((s) => s.user !== null);
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (saveData()) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link) return;
      const intent = intentOf(link, signedIn);
      if (intent?.kind === 'auth-dialog') bus.emit('auth:warm');
      else if (intent) loadRemoteModuleAhead(intent.route.remote, intent.route.module);
    };
    const options = { capture: true, passive: true };
    for (const type of ['pointerover', 'touchstart', 'focusin'] as const)
      document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of ['pointerover', 'touchstart', 'focusin'] as const)
        document.removeEventListener(type, onIntent, options);
    };
  }, [signedIn]);
}

/**
 * Once the session is known, prefetches the likely next pages' remote modules one at a time while the browser
 * is idle (files into the HTTP cache, nothing run: prefetch.ts), so a click on the header or the bottom
 * navigation needs no network; the route change keeps the current page until the next is ready (no fallback).
 */
export function useIdlePreload(): void {
  const sessionLoaded = useAppStore((s) => s.sessionLoaded);
  const signedIn = useAppStore((s) => s.user !== null);
  useEffect(() => {
    if (!sessionLoaded || saveData()) return undefined;
    const queue: (() => Promise<void>)[] = likelyNextRoutes(signedIn)
      .filter((r) => !isRemoteModuleLoaded(r.remote, r.module))
      .map((r) => () => prefetchRemoteModule(r.remote, r.module));
    // Then every other remote's manifest: a first click anywhere else waits on one round trip instead of two.
    for (const remote of Object.keys(REMOTES) as RemoteName[])
      if (isDeployed(remote) && !(STAFF_ONLY_REMOTES as readonly string[]).includes(remote))
        queue.push(() => prefetchManifest(remote));
    let cancel = () => {};
    let stopped = false;
    const next = () => {
      const task = queue.shift();
      if (!task || stopped) return;
      cancel = whenIdle(() => void task().then(next));
    };
    // After the page's own load has settled (load event, a quiet second, idle): preloads never compete with
    // what the first screen needs, and first-load figures (e2e budgets) count only that.
    cancel = afterPageSettles(next);
    return () => {
      stopped = true;
      cancel();
    };
  }, [sessionLoaded, signedIn]);
}
