import { useEffect } from 'react';
import { bus } from './bus';
import { appStore } from './store';
import { queryClient } from './query-client';

/** A random id of this platform instance: a page with two copies would show two ids. */
export const PLATFORM_INSTANCE_ID = Math.random().toString(36).slice(2);

declare global {
  interface Window {
    __ARCADE_INSTANCES__?: Record<
      string,
      { platform: string; react: unknown; store: unknown; bus: unknown; queryClient: unknown }
    >;
  }
}

/** Each bundle reports the React, store, bus and query client it sees, so QA can prove they are one per page. */
export function usePageInstanceProbe(bundle: string, react: unknown): void {
  useEffect(() => {
    window.__ARCADE_INSTANCES__ ??= {};
    window.__ARCADE_INSTANCES__[bundle] = {
      platform: PLATFORM_INSTANCE_ID,
      react,
      store: appStore,
      bus,
      queryClient,
    };
  }, [bundle, react]);
}
