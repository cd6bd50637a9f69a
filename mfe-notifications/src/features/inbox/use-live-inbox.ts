import { useEffect, useState } from 'react';
import type { Notification } from '@arcade/contracts';
import { bus, queryClient, queryKeys } from '@arcade/platform';
import { normalise, prepend, rememberLive, type InboxLike } from './inbox-model';
import { renderNotification } from './render';

type Listener = (n: Notification, at: number) => void;
const listeners = new Set<Listener>();
let subscribers = 0;

/**
 * One handler per page for live notifications (relayed by the shell onto the bus): prepended to the bell's list
 * unless the id is there (SPEC §4) and kept for a list request on its way. (What else a notification makes out of
 * date, e.g. the game-account data, refetches through platform's live queries.)
 */
function onNotification(raw: Notification): void {
  const n = normalise(raw);
  rememberLive(n);
  let fresh = true;
  queryClient.setQueryData<InboxLike>(queryKeys.notificationsList, (old) => {
    if (!old) return old;
    const next = prepend(old, n);
    fresh = next !== old;
    return next;
  });
  if (!fresh) return;
  const at = Date.now();
  for (const l of listeners) l(n, at);
}

/** Subscribes the page (once, however many components ask) and calls `listener` for each new notification. */
export function useLiveInbox(listener?: Listener): void {
  useEffect(() => {
    if (subscribers++ === 0) bus.on('notification:received', onNotification);
    if (listener) listeners.add(listener);
    return () => {
      if (listener) listeners.delete(listener);
      if (--subscribers === 0) bus.off('notification:received', onNotification);
    };
  }, [listener]);
}

/** The text a live region announces for the newest arrival ("" until one arrives). */
export function useAnnouncement(): string {
  const [text, setText] = useState('');
  const [listener] = useState<Listener>(() => (n: Notification) => {
    const r = renderNotification(n);
    setText(`New notification: ${[r.title, ...r.lines].join('. ')}`);
  });
  useLiveInbox(listener);
  return text;
}
