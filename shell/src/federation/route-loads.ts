import { useEffect, useSyncExternalStore } from 'react';

/**
 * Route page loads in flight and the layout fallbacks on screen (issue 9 item 4). A route change is a transition:
 * while the next page's remote loads, the current page stays, and the shell's progress bar says that something
 * is on its way. When a layout's fallback (the spinner) is on screen instead, it already says so: no bar.
 */
let pending = 0;
let fallbacks = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Counts a route page's load until it settles. Called from a lazy loader, that is during a render: deferred. */
export function trackRouteLoad(load: Promise<unknown>): void {
  queueMicrotask(() => {
    pending += 1;
    emit();
    const done = () => {
      pending -= 1;
      emit();
    };
    load.then(done, done);
  });
}

/** True while a route's page is loading behind the page still on screen. */
export function useRouteLoading(): boolean {
  return useSyncExternalStore(subscribe, () => pending > 0 && fallbacks === 0);
}

/** Mounted by a layout's route fallback: while it is on screen, the progress bar stays hidden. */
export function useFallbackShown(): void {
  useEffect(() => {
    fallbacks += 1;
    emit();
    return () => {
      fallbacks -= 1;
      emit();
    };
  }, []);
}
