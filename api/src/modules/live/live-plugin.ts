import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type Socket } from 'socket.io';
import { SESSION_ENDED_EVENT, SESSION_MESSAGES, type ClientToServerEvents } from '@arcade/contracts';
import type { AuthContext } from '../../http/auth-types';
import type { LiveChannel } from '../../http/app-types';
import { authenticateAccessToken } from '../session/authenticate';
import { ACCESS_COOKIE } from '../session/cookies';

export const userRoom = (userId: string) => `user:${userId}`;
export const ADMIN_ROOM = 'role:ADMIN';
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** True without an Origin header (non-browser clients) or when Origin's host is the host the request was sent to. */
export function isSameOrigin(headers: IncomingHttpHeaders, trustForwarded: boolean): boolean {
  const origin = headers.origin;
  if (!origin) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  const forwarded = trustForwarded ? headers['x-forwarded-host'] : undefined;
  const hosts = [headers.host, ...(typeof forwarded === 'string' ? forwarded.split(',') : [])]
    .filter((h): h is string => typeof h === 'string')
    .map((h) => h.trim().toLowerCase());
  return hosts.includes(originHost);
}

interface SocketData {
  auth: AuthContext;
}

type LiveSocket = Socket<
  ClientToServerEvents,
  Record<string, (payload: unknown) => void>,
  Record<string, never>,
  SocketData
>;

/**
 * socket.io on the api's own HTTP server, path /socket.io. The handshake is authenticated only from the
 * access_token cookie (JWT + live session); identities the client claims are ignored. Decorates app.live.
 */
export const livePlugin = fp(
  async (app) => {
    const io = new Server<
      ClientToServerEvents,
      Record<string, (payload: unknown) => void>,
      Record<string, never>,
      SocketData
    >(app.server, {
      path: '/socket.io',
      serveClient: false,
      connectTimeout: 20_000,
      // Browsers always send Origin: refuse pages of other sites (cross-site WebSocket hijacking).
      allowRequest: (req, callback) =>
        callback(null, isSameOrigin(req.headers, app.config.trustProxy !== false)),
    });

    const redisClients = app.redis ? [app.redis.duplicate(), app.redis.duplicate()] : [];
    if (redisClients.length === 2)
      io.adapter(createAdapter(redisClients[0]!, redisClients[1]!, { key: 'arcade-live' }));

    io.use((socket, next) => {
      const header = socket.request.headers.cookie;
      const cookies = header ? app.parseCookie(header) : {};
      authenticateAccessToken(app.db, app.config.jwtSecret, cookies[ACCESS_COOKIE])
        .then((result) => {
          if (result.status !== 'ok') {
            next(
              new Error(
                result.status === 'expired' ? SESSION_MESSAGES.jwtExpired : SESSION_MESSAGES.unauthorized,
              ),
            );
            return;
          }
          socket.data.auth = result.auth;
          next();
        })
        .catch((err: unknown) => {
          app.log.error({ err }, 'socket authentication failed');
          next(new Error(SESSION_MESSAGES.internal));
        });
    });

    io.on('connection', (socket: LiveSocket) => {
      const { userId, role, sessionId } = socket.data.auth;
      void socket.join([userRoom(userId), sessionRoom(sessionId), ...(role === 'ADMIN' ? [ADMIN_ROOM] : [])]);
      // The client may claim an identity: it is ignored; the answer is who the cookie says.
      socket.on('authenticate', () => {
        socket.emit('authenticated', { userId, role });
      });
    });

    const live: LiveChannel = {
      emitToUser(userId, event, payload) {
        io.to(userRoom(userId)).emit(event, payload);
      },
      emitToAdmins(event, payload) {
        io.to(ADMIN_ROOM).emit(event, payload);
      },
      disconnectSessions(sessionIds, reason) {
        if (!sessionIds.length) return;
        const rooms = sessionIds.map(sessionRoom);
        // Says why first, so the player is told instead of landing on /login without a word.
        if (reason) io.in(rooms).emit(SESSION_ENDED_EVENT, { reason });
        io.in(rooms).disconnectSockets(true);
      },
    };
    app.decorate('live', live);

    app.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      io.removeAllListeners();
      await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
      await Promise.allSettled(redisClients.map((client) => client.quit()));
    });
  },
  { name: 'arcade-live', dependencies: ['@fastify/cookie'] },
);
