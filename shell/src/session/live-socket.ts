import { io, type Socket } from 'socket.io-client';
import {
  LIVE_EVENTS,
  NOTIFICATIONS_SYNC_EVENT,
  NOTIFICATIONS_SYNCED_EVENT,
  SESSION_ENDED_EVENT,
  SOCKET_OPTIONS,
  type LiveEventName,
  type LivePayload,
  type Notification,
  RECENT_NOTIFICATIONS_KEY,
  type RecentNotification,
  type SessionEndedReason,
} from '@arcade/contracts';
import {
  appStore,
  bus,
  endSessionEndedElsewhere,
  queryClient,
  queryKeys,
  USER_STORAGE_PREFIX,
} from '@arcade/platform';

declare global {
  interface Window {
    __ARCADE_SOCKET__?: {
      connected: boolean;
      events: number;
      /** The last notification seq seen (the replay point sent on every (re)connect). */
      lastSeq: number | null;
      connects: number;
      /** True once the client gave up (session ended): it stays so until the next sign-in. */
      stopped: boolean;
    };
  }
}

/** Where the last seen seq is kept (under the user prefix: logout clears it). */
export const lastSeqKey = (userId: string) => `${USER_STORAGE_PREFIX}:notifications-seq:${userId}`;

function readSeq(userId: string): number | null {
  try {
    const raw = window.localStorage.getItem(lastSeqKey(userId));
    const n = raw === null ? NaN : Number(raw);
    return Number.isInteger(n) && n >= 0 ? n : null;
  } catch {
    return null;
  }
}

function writeSeq(userId: string, seq: number): void {
  try {
    window.localStorage.setItem(lastSeqKey(userId), String(seq));
  } catch {
    // Storage full or blocked: the replay point stays in memory.
  }
}

/**
 * Pure: the replay point after a notification with `seq` arrived (never goes back; a missing seq is no news).
 */
export function nextSeq(current: number | null, seq: unknown): number | null {
  if (typeof seq !== 'number' || !Number.isInteger(seq) || seq < 0) return current;
  return current === null || seq > current ? seq : current;
}

/** How many live notifications the store keeps for widgets that mount late. */
const RECENT_KEEP = 20;

export interface LiveSocketHandle {
  close: () => void;
  /** Test seam: the socket.io client. */
  socket: Socket;
}

/**
 * The page's one socket.io connection for a signed-in user (the server identifies the user from the session
 * cookie; the authenticate message carries no trust). Server events go onto the bus; balance_updated goes into
 * the store (the page's one holder of the balances) and marks the wallet's queries stale.
 *
 * Replay (issue 10): every (re)connect sends the last notification seq seen (`auth.afterSeq`, read anew on each
 * attempt), so the server replays what was missed; the bell drops duplicates by id. Until a seq is known (a
 * first visit on this device), the bell's list answers it ('notifications:synced') and the socket then asks for
 * anything newer (`notifications:sync`), so nothing falls between the list and the socket. Reconnection uses
 * SPEC §9's delays with randomisation 0.5 (a restart of every node does not bring every client back at once).
 * A session that ends (server `session_ended`, or the server disconnecting the socket) stops the client: it does
 * not reconnect until the user signs in again (a new socket is made then).
 */
export function startLiveSocket(user: { userId: string; role: string | null }): LiveSocketHandle {
  const { userId, role } = user;
  let lastSeq = readSeq(userId);
  const status = { connected: false, events: 0, lastSeq, connects: 0, stopped: false };
  window.__ARCADE_SOCKET__ = status;
  const socket: Socket = io({
    path: '/socket.io',
    withCredentials: true,
    ...SOCKET_OPTIONS,
    // Called before every connection attempt: the replay point is always the newest.
    auth: (cb: (data: object) => void) => cb(lastSeq === null ? {} : { afterSeq: lastSeq }),
  });

  const seen = (seq: unknown) => {
    const next = nextSeq(lastSeq, seq);
    if (next === lastSeq || next === null) return;
    lastSeq = next;
    status.lastSeq = next;
    writeSeq(userId, next);
  };
  let refusals = 0;
  const stop = () => {
    status.stopped = true;
    status.connected = false;
    socket.io.reconnection(false);
    socket.disconnect();
  };

  socket.on('connect', () => {
    refusals = 0;
    status.connected = true;
    status.connects += 1;
    socket.emit('authenticate', { userId, role });
    // balance_updated is live only (never replayed): after a reconnect the session load brings what was missed.
    if (status.connects > 1) bus.emit('user:reload');
  });
  // The server says why before it disconnects a session that ended elsewhere (password change, revocation).
  socket.on(SESSION_ENDED_EVENT, (info?: { reason?: SessionEndedReason }) => {
    stop();
    endSessionEndedElsewhere(info?.reason);
  });
  // socket.io does not reconnect after a disconnect by the server (a node shutting down, or the access token
  // expiring with no refreshable session): come back once after a randomised delay; a session that is gone is
  // then refused at the handshake (below), a live one is replayed from lastSeq.
  const jittered = () =>
    SOCKET_OPTIONS.reconnectionDelay * (1 + SOCKET_OPTIONS.randomizationFactor * (Math.random() * 2 - 1));
  const retryLater = () =>
    setTimeout(() => {
      if (!status.stopped && appStore.getState().user?._id === userId) socket.connect();
    }, jittered());
  socket.on('disconnect', (reason) => {
    status.connected = false;
    if (reason === 'io server disconnect' && !status.stopped) retryLater();
  });
  // A refused handshake (the access token expired, or the session is gone): the client does not retry by itself.
  // Reload the user through the api client (it refreshes the tokens, or signs the user out: the socket is closed
  // then); a live session reconnects. After SPEC §9's 5 attempts in a row it stops.
  socket.on('connect_error', () => {
    if (socket.active || status.stopped) return;
    refusals += 1;
    if (refusals > SOCKET_OPTIONS.reconnectionAttempts) return stop();
    bus.emit('user:reload');
    retryLater();
  });
  // After SPEC §9's 5 attempts socket.io gives up: the page tries again when the network or the tab comes back
  // (the replay point makes a late return lossless).
  let gaveUp = false;
  socket.io.on('reconnect_failed', () => {
    gaveUp = true;
  });
  const revive = () => {
    if (!gaveUp || status.stopped || socket.connected || document.visibilityState === 'hidden') return;
    gaveUp = false;
    socket.connect();
  };
  window.addEventListener('online', revive);
  document.addEventListener('visibilitychange', revive);
  socket.on(NOTIFICATIONS_SYNCED_EVENT, (info?: { lastSeq?: number }) => seen(info?.lastSeq));

  socket.onAny((event: string, payload: LivePayload) => {
    if (!(LIVE_EVENTS as readonly string[]).includes(event)) return;
    status.events += 1;
    bus.emit('live', { event: event as LiveEventName, payload: payload ?? {} });
    if (
      event === 'balance_updated' &&
      typeof payload?.gold === 'number' &&
      typeof payload?.sweep === 'number'
    ) {
      // The one way a pushed balance reaches the page: the store (docs/decisions/0100-one-balance-path.md).
      appStore.getState().setBalances({ gold: payload.gold, sweep: payload.sweep });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
    }
    if (event === 'notification') {
      const notification = payload as unknown as Notification;
      const store = appStore.getState();
      const recent = (store.shared[RECENT_NOTIFICATIONS_KEY] as RecentNotification[] | undefined) ?? [];
      store.setShared(RECENT_NOTIFICATIONS_KEY, [
        ...recent.slice(-(RECENT_KEEP - 1)),
        { at: Date.now(), notification },
      ]);
      bus.emit('notification:received', notification);
      seen(payload?.seq);
    }
  });

  // The bell's list knows the server's last seq: a first visit takes it as its replay point and asks for
  // anything newer that the list may have missed.
  const onListSynced = ({ lastSeq: listSeq }: { lastSeq: number }) => {
    const first = lastSeq === null;
    seen(listSeq);
    if (first && lastSeq !== null && socket.connected)
      socket.emit(NOTIFICATIONS_SYNC_EVENT, { afterSeq: lastSeq });
  };
  bus.on('notifications:synced', onListSynced);
  // What a notification makes out of date is refetched by the queries that name its type (platform's
  // live-queries.ts, mounted in the shell's effects), not here.

  return {
    socket,
    close: () => {
      window.removeEventListener('online', revive);
      document.removeEventListener('visibilitychange', revive);
      bus.off('notifications:synced', onListSynced);
      socket.close();
      status.connected = false;
    },
  };
}
