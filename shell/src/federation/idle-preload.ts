import { useEffect } from 'react';
import { ROUTES, type RouteDef } from '@arcade/contracts';
import { useAppStore } from '@arcade/platform';
import { preloadRemoteModule } from './remote-component';

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

/** The browser asks to save data (Save-Data, or a 2G connection): nothing is fetched ahead of need. */
export function saveData(): boolean {
  const c = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return Boolean(c?.saveData) || c?.effectiveType === '2g' || c?.effectiveType === 'slow-2g';
}

/** Quiet time after the load event before the first preload. */
export const SETTLE_MS = 1000;

/** Runs a task when the browser is idle (soon, where requestIdleCallback is missing). */
export function whenIdle(task: () => void, timeout = 4000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1500);
  return () => window.clearTimeout(id);
}

/**
 * Once the session is known, preloads the likely next pages' remote modules one at a time while the browser is
 * idle, so a click on the header or the bottom navigation renders at once.
 */
export function useIdlePreload(): void {
  const sessionLoaded = useAppStore((s) => s.sessionLoaded);
  const signedIn = useAppStore((s) => s.user !== null);
  useEffect(() => {
    if (!sessionLoaded || saveData()) return undefined;
    const queue = likelyNextRoutes(signedIn).map((r) => ({ remote: r.remote, module: r.module }));
    let cancel = () => {};
    let stopped = false;
    const next = () => {
      const item = queue.shift();
      if (!item || stopped) return;
      cancel = whenIdle(() => void preloadRemoteModule(item.remote, item.module).then(next));
    };
    // After the page's own load has settled (load event, then a quiet second): preloads never compete with
    // what the first screen needs, and first-load figures (e2e budgets) count only that.
    const start = () => {
      const t = window.setTimeout(next, SETTLE_MS);
      cancel = () => window.clearTimeout(t);
    };
    if (document.readyState === 'complete') start();
    else {
      window.addEventListener('load', start, { once: true });
      cancel = () => window.removeEventListener('load', start);
    }
    return () => {
      stopped = true;
      cancel();
    };
  }, [sessionLoaded, signedIn]);
}
