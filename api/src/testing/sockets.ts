import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

/**
 * The socket.io client of the api tests (issue 10 item 7: one helper instead of a copy per test file).
 *
 *   const sockets = socketPool();            // afterEach(sockets.closeAll) is registered for you
 *   const s = sockets.open(urlOf(t.app), { cookies });
 *   await connected(s);
 */

/** `name=value; ...` of cookies as loginAs answers them. */
export const cookieHeader = (cookies: Record<string, string>): string =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

/** http://127.0.0.1:port of a listening app. */
export const urlOf = (app: FastifyInstance): string =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

export interface OpenOptions {
  /** Cookies to send (the session); or a raw Cookie header in `cookie`. */
  cookies?: Record<string, string>;
  cookie?: string;
  /** The Origin header of the handshake (a browser page's site). */
  origin?: string;
  /** Handshake auth (e.g. { afterSeq }), or a function asked before every (re)connect. */
  auth?: SocketOptions['auth'];
  /** Off by default: a test reconnects on purpose. */
  reconnection?: boolean;
  /** Other client options (reconnection delays...). */
  options?: Partial<ManagerOptions & SocketOptions>;
}

/** A websocket-only client on /socket.io; not yet connected when answered (see connected/refused). */
export function openSocket(url: string, o: OpenOptions = {}): Socket {
  const cookie = o.cookie ?? (o.cookies ? cookieHeader(o.cookies) : undefined);
  return io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: o.reconnection ?? false,
    extraHeaders: { ...(cookie ? { cookie } : {}), ...(o.origin ? { origin: o.origin } : {}) },
    ...(o.auth ? { auth: o.auth } : {}),
    ...o.options,
  });
}

/** Resolves on connect, rejects on connect_error. */
export const connected = (socket: Socket): Promise<Socket> =>
  new Promise((resolve, reject) => {
    if (socket.connected) return resolve(socket);
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });

/** Resolves with the refusal's message; rejects if the socket connects. */
export const refused = (socket: Socket): Promise<string> =>
  new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected without a session')));
    socket.once('connect_error', (err) => resolve(err.message));
  });

/** Polls check every 20 ms until it holds; throws after ms. */
export async function waitFor(check: () => boolean, ms = 3000, what = 'condition'): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Sockets of a test file, all disconnected after each test (registers the afterEach when inside jest). */
export function socketPool(): {
  open: (url: string, o?: OpenOptions) => Socket;
  closeAll: () => void;
} {
  const sockets: Socket[] = [];
  const closeAll = () => {
    for (const s of sockets.splice(0)) s.disconnect();
  };
  const jestAfterEach = (globalThis as { afterEach?: (fn: () => void) => void }).afterEach;
  if (typeof jestAfterEach === 'function') jestAfterEach(closeAll);
  return {
    open: (url, o) => {
      const s = openSocket(url, o);
      sockets.push(s);
      return s;
    },
    closeAll,
  };
}
