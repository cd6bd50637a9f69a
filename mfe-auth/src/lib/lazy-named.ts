import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export, with a preload: the widgets on every page stay small and fetch
 * their dialogs (forms, libphonenumber) only when needed, or when the browser is idle.
 */
export function lazyNamed<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () => (pending ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(preload), { preload });
}

/**
 * Runs a preload when the browser is idle (or soon, where requestIdleCallback is missing); never when the browser
 * asks to save data (Save-Data or a 2G connection, as the shell's idle preloading, issue 9).
 */
export function whenIdle(task: () => void): () => void {
  const c = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  if (c?.saveData || c?.effectiveType === '2g' || c?.effectiveType === 'slow-2g') return () => {};
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 2000);
  return () => window.clearTimeout(id);
}
