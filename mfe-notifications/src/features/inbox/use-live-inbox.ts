import { useEffect } from 'react';
import type { Notification } from '@arcade/contracts';
import { bus } from '@arcade/platform';
import { inbox } from './inbox-store';

/** Incoming live notifications (relayed by the shell onto the bus) are prepended unless a duplicate id exists. */
export function useLiveInbox(): void {
  useEffect(() => {
    const onNotification = (n: Notification) => {
      const id = String(n.id ?? n._id ?? n.notificationId ?? `${n.type}-${n.timestamp}`);
      inbox
        .getState()
        .add({ ...n, id, read: Boolean(n.read), timestamp: n.timestamp ?? new Date().toISOString() });
    };
    bus.on('notification:received', onNotification);
    return () => bus.off('notification:received', onNotification);
  }, []);
}
