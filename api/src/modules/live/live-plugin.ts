import type { IncomingHttpHeaders } from 'node:http';
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/redis-adapter';
import { Server, type Socket } from 'socket.io';
import {
  ROLE_PERMISSIONS,
  type StaffPermission,
  NOTIFICATIONS_SYNC_EVENT,
  NOTIFICATIONS_SYNCED_EVENT,
  notificationsSyncSchema,
  SESSION_ENDED_EVENT,
  SESSION_MESSAGES,
  SESSION_TIMING,
  type ClientToServerEvents,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import type { AuthContext } from '../../http/auth-types';
import type { LiveChannel } from '../../http/app-types';
import { authenticateAccessToken } from '../session/authenticate';
import { getBalances } from '../ledger/balances';
import { watchBalances } from '../ledger/balance-watch';
import { bindLiveEvents, pushUserEvent } from '../../events/after-commit';
import { NOTIFICATION_EVENT, replayNotifications } from '../notifications/notification-service';
import { accessCookieName } from '../session/cookies';

export const userRoom = (userId: string) => `user:${userId}`;
export const ADMIN_ROOM = 'role:ADMIN';
/** Joined by every staff socket whose role holds the permission. */
export const permissionRoom = (permission: StaffPermission) => `perm:${permission}`;
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket.io server (for modules with a namespace of their own, e.g. support chat's /support). */
    liveIo: Server;
  }
}

interface SocketData {
  auth: AuthContext;
  /** When the handshake's access token expires (ms since the epoch). */
  expiresAt: number;
}

/**
 * True while the session can still be refreshed: not revoked and holding an unused, unexpired refresh token.
 * A socket outlives its access token only as long as this holds.
 */
export async function isSessionRefreshable(db: Db, sessionId: string): Promise<boolean> {
  const r = await db.query(
    `SELECT 1 FROM sessions s WHERE s.id = $1 AND s.revoked_at IS NULL
       AND EXISTS (SELECT 1 FROM refresh_tokens t WHERE t.session_id = s.id AND t.used_at IS NULL AND t.expires_at > now())`,
    [sessionId],
  );
  return r.rows.length > 0;
}

/** The exp claim (ms) of an already verified JWT. */
function expiryOf(token: string): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    if (typeof payload.exp === 'number') return payload.exp * 1000;
  } catch {
    // fall through
  }
  return Date.now() + SESSION_TIMING.accessTokenSeconds * 1000;
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
      const token = cookies[accessCookieName(app.config.cookieSecure)];
      authenticateAccessToken(app.db, app.config.jwtSecret, token)
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
          socket.data.expiresAt = expiryOf(token!);
          next();
        })
        .catch((err: unknown) => {
          app.log.error({ err }, 'socket authentication failed');
          next(new Error(SESSION_MESSAGES.internal));
        });
    });

    // When the handshake's access token expires, the socket stays only if its session can still be refreshed
    // (checked again every access-token lifetime); logout, revocation and password changes disconnect at once
    // (disconnectSessions).
    const timers = new Map<string, NodeJS.Timeout>();
    const watch = (socket: LiveSocket, delayMs: number) => {
      const timer = setTimeout(
        () => {
          isSessionRefreshable(app.db, socket.data.auth.sessionId)
            .then((alive) => {
              if (!socket.connected) return;
              if (alive) watch(socket, SESSION_TIMING.accessTokenSeconds * 1000);
              else socket.disconnect(true);
            })
            .catch((err: unknown) => app.log.error({ err }, 'socket session check failed'));
        },
        Math.min(Math.max(delayMs, 0), 2 ** 31 - 1),
      );
      timer.unref();
      timers.set(socket.id, timer);
    };

    io.on('connection', (socket: LiveSocket) => {
      const { userId, role, sessionId } = socket.data.auth;
      watch(socket, socket.data.expiresAt - Date.now());
      socket.on('disconnect', () => {
        clearTimeout(timers.get(socket.id));
        timers.delete(socket.id);
      });
      void socket.join([
        userRoom(userId),
        sessionRoom(sessionId),
        ...(role === 'ADMIN' ? [ADMIN_ROOM] : []),
        ...ROLE_PERMISSIONS[role].map(permissionRoom),
      ]);
      // The client may claim an identity: it is ignored; the answer is who the cookie says.
      socket.on('authenticate', () => {
        socket.emit('authenticated', { userId, role });
      });
      // Replay (issue 10): every stored notification after the client's last seq, in order, then
      // notifications:synced { count, lastSeq }. Asked in the handshake (auth: { afterSeq }) or at any time with
      // notifications:sync { afterSeq }. Live pushes may interleave; the client drops duplicates by id.
      const sync = (request: unknown) => {
        const parsed = notificationsSyncSchema.safeParse(request);
        if (!parsed.success) return;
        replayNotifications(app.db, userId, parsed.data.afterSeq, (n) => socket.emit(NOTIFICATION_EVENT, n))
          .then((done) => socket.emit(NOTIFICATIONS_SYNCED_EVENT, done))
          .catch((err: unknown) => app.log.error({ err }, 'notification replay failed'));
      };
      socket.on(NOTIFICATIONS_SYNC_EVENT, sync);
      const handshake = socket.handshake.auth as { afterSeq?: unknown } | undefined;
      if (handshake && handshake.afterSeq !== undefined) sync({ afterSeq: handshake.afterSeq });
    });

    const live: LiveChannel = {
      emitToUser(userId, event, payload) {
        io.to(userRoom(userId)).emit(event, payload);
      },
      emitToAdmins(event, payload) {
        io.to(ADMIN_ROOM).emit(event, payload);
      },
      emitToPermission(permission, event, payload) {
        io.to(permissionRoom(permission)).emit(event, payload);
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
    app.decorate('liveIo', io as unknown as Server);
    // Events queued inside transactions (tx.afterCommit) reach these sockets once the transaction commits.
    const unbindLiveEvents = bindLiveEvents(app.db, live, app.log);
    // The ledger tells whose balances a committed transfer changed: each gets balance_updated { gold, sweep }.
    const unwatchBalances = watchBalances(app.db, (db, userId) =>
      pushUserEvent(db, userId, 'balance_updated', (committed: Db) => getBalances(committed, userId)),
    );

    app.addHook('preClose', async () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      io.local.disconnectSockets(true);
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      unbindLiveEvents();
      unwatchBalances();
      io.removeAllListeners();
      await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
      await Promise.allSettled(redisClients.map((client) => client.quit()));
    });
  },
  { name: 'arcade-live', dependencies: ['@fastify/cookie'] },
);
