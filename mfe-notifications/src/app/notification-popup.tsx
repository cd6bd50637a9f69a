import { useEffect, useState } from 'react';
import { TIMING, type Notification } from '@arcade/contracts';
import { bus } from '@arcade/platform';
import { Button } from '@arcade/shared-ui';
import { inbox } from '../features/inbox/inbox-store';

/** Shows the newest unread live notification for 10 s (SPEC §2.6). */
export default function NotificationPopup() {
  const [current, setCurrent] = useState<Notification | null>(null);
  useEffect(() => {
    const on = (n: Notification) => setCurrent(n);
    bus.on('notification:received', on);
    return () => bus.off('notification:received', on);
  }, []);
  useEffect(() => {
    if (!current) return undefined;
    const t = setTimeout(() => setCurrent(null), TIMING.notificationPopupMs);
    return () => clearTimeout(t);
  }, [current]);
  if (!current) return null;
  const dismiss = () => {
    inbox.getState().markRead(String(current.id));
    setCurrent(null);
  };
  return (
    <div
      className="ui-card"
      role="status"
      aria-live="polite"
      style={{ position: 'fixed', left: 16, bottom: 90, zIndex: 1500, maxWidth: 340 }}
    >
      <p style={{ marginTop: 0 }}>{String(current.message ?? current.type)}</p>
      <Button variant="ghost" onClick={dismiss}>
        Dismiss
      </Button>
    </div>
  );
}
