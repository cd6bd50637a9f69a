import { useEffect } from 'react';
import { bus, loadCurrentUser } from '@arcade/platform';

/** Loads the current user at start (a failed load leaves it null) and on request ('user:reload'). */
export function useSessionBootstrap(): void {
  useEffect(() => {
    void loadCurrentUser();
    const reload = () => void loadCurrentUser();
    bus.on('user:reload', reload);
    return () => bus.off('user:reload', reload);
  }, []);
}
