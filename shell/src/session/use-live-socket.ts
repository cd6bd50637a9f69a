import { useEffect } from 'react';
import { useAppStore } from '@arcade/platform';

/**
 * Opens the page's one socket while a user is signed in. socket.io-client and the socket code (live-socket.ts)
 * are loaded only then, behind this dynamic import: a visitor's page never downloads them.
 */
export function useLiveSocket(): void {
  const userId = useAppStore((s) => s.user?._id ?? null);
  const role = useAppStore((s) => s.user?.role ?? null);

  useEffect(() => {
    if (!userId) return undefined;
    let cancelled = false;
    let close: (() => void) | undefined;
    void import(/* webpackChunkName: "live-socket" */ './live-socket').then(({ startLiveSocket }) => {
      if (cancelled) return;
      close = startLiveSocket({ userId, role }).close;
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [userId, role]);
}
