/**
 * When work ahead of need may run (issue 9): the shell's idle prefetch of the likely next pages and a remote's
 * preload of its own dialogs wait for the same moment, after the page's load has settled and the browser is idle,
 * so nothing fetched or run ahead competes with what the first screen needs (its largest paint, its blocking
 * time), and nothing at all when the browser asks to save data.
 */

/** The browser asks to save data (Save-Data, or a 2G connection): nothing is fetched ahead of need. */
export function saveData(): boolean {
  const c = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return Boolean(c?.saveData) || c?.effectiveType === '2g' || c?.effectiveType === 'slow-2g';
}

/** Quiet time after the load event before the first work ahead. */
export const SETTLE_MS = 1000;

/** Runs a task when the browser is idle (soon, where requestIdleCallback is missing). Answers a cancel. */
export function whenIdle(task: () => void, timeout = 4000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 1500);
  return () => window.clearTimeout(id);
}

/**
 * Runs a task once the page has loaded (the load event), a quiet SETTLE_MS has passed and the browser is idle;
 * never when the browser asks to save data. Answers a cancel.
 */
export function afterPageSettles(task: () => void): () => void {
  if (saveData()) return () => {};
  let cancel = () => {};
  const settle = () => {
    const t = window.setTimeout(() => {
      cancel = whenIdle(task);
    }, SETTLE_MS);
    cancel = () => window.clearTimeout(t);
  };
  if (document.readyState === 'complete') settle();
  else {
    window.addEventListener('load', settle, { once: true });
    cancel = () => window.removeEventListener('load', settle);
  }
  return () => cancel();
}
