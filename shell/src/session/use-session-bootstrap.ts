import { useEffect } from 'react';
import { bus, loadCurrentUser, loadSession } from '@arcade/platform';

/**
 * Loads the current user at start (a visitor without session cookies is not asked for /user/me; a failed load
 * leaves it null) and on request ('user:reload').
 */
export function useSessionBootstrap(): void {
  useEffect(() => {
    void loadSession();
    const reload = () => void loadCurrentUser();
    bus.on('user:reload', reload);
    return () => bus.off('user:reload', reload);
  }, []);
}
