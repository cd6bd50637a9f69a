import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';
import {
  LIVE_EVENTS,
  SESSION_ENDED_EVENT,
  type SessionEndedReason,
  SOCKET_OPTIONS,
  type LiveEventName,
  type LivePayload,
  type Notification,
} from '@arcade/contracts';
import { appStore, bus, endSessionEndedElsewhere, useAppStore } from '@arcade/platform';

declare global {
  interface Window {
    __ARCADE_SOCKET__?: { connected: boolean; events: number };
  }
}

/**
 * The page's one socket.io connection, open while a user is logged in. The server identifies the user
 * from the session cookie; the authenticate message carries no trust. Server events go onto the bus.
 */
export function useLiveSocket(): void {
  const userId = useAppStore((s) => s.user?._id ?? null);
  const role = useAppStore((s) => s.user?.role ?? null);

  useEffect(() => {
    if (!userId) return undefined;
    const socket: Socket = io({ path: '/socket.io', withCredentials: true, ...SOCKET_OPTIONS });
    const status = { connected: false, events: 0 };
    window.__ARCADE_SOCKET__ = status;
    socket.on('connect', () => {
      status.connected = true;
      socket.emit('authenticate', { userId, role });
    });
    // The server says why before it disconnects a session that ended elsewhere (password change, revocation).
    socket.on(SESSION_ENDED_EVENT, (info?: { reason?: SessionEndedReason }) => {
      endSessionEndedElsewhere(info?.reason);
    });
    socket.on('disconnect', () => {
      status.connected = false;
    });
    socket.onAny((event: string, payload: LivePayload) => {
      if (!(LIVE_EVENTS as readonly string[]).includes(event)) return;
      status.events += 1;
      bus.emit('live', { event: event as LiveEventName, payload: payload ?? {} });
      if (
        event === 'balance_updated' &&
        typeof payload?.gold === 'number' &&
        typeof payload?.sweep === 'number'
      ) {
        appStore.getState().setBalances({ gold: payload.gold, sweep: payload.sweep });
        bus.emit('balance:changed', { gold: payload.gold, sweep: payload.sweep });
      }
      if (event === 'notification') bus.emit('notification:received', payload as unknown as Notification);
    });
    return () => {
      socket.close();
      status.connected = false;
    };
  }, [userId, role]);
}
