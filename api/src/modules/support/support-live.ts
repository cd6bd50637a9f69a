import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import {
  roleCan,
  SESSION_MESSAGES,
  SUPPORT_EVENTS,
  SUPPORT_NAMESPACE,
  SUPPORT_VISITOR_COOKIE,
  supportTypingSchema,
  type SupportTypingEvent,
} from '@arcade/contracts';
import { authenticateAccessToken } from '../session/authenticate';
import { accessCookieName, cookieName } from '../session/cookies';
import { verifyValue } from '../identity/signed-cookie';
import { sessionRoom } from '../live/live-plugin';
import { findOwnerConversation, getConversation, type SupportOwner } from './support-repository';

export const AGENTS_ROOM = 'agents';
export const VISITOR_PURPOSE = 'support-visitor';
/** How long a visitor's chat cookie (and so its history) lasts. */
export const VISITOR_COOKIE_DAYS = 30;

export const requesterRoom = (owner: SupportOwner) =>
  owner.kind === 'user' ? `u:${owner.userId}` : `v:${owner.visitorId}`;
export const ownerOfRow = (row: { user_id: string | null; visitor_id: string | null }): SupportOwner =>
  row.user_id ? { kind: 'user', userId: row.user_id } : { kind: 'visitor', visitorId: row.visitor_id! };

export const visitorCookieName = (secure: boolean) =>
  cookieName(SUPPORT_VISITOR_COOKIE, { secure, path: '/' });

/** The visitor id of a signed support_visitor cookie value, or null. */
export function visitorOf(app: FastifyInstance, value: string | undefined): string | null {
  const v = verifyValue<{ v?: unknown }>(app.config.jwtSecret, VISITOR_PURPOSE, value, new Date());
  return v && typeof v.v === 'string' && /^[0-9a-f-]{36}$/.test(v.v) ? v.v : null;
}

/** The requester of a chat request: the signed-in user (request.auth), else the visitor cookie, else null. */
export function requesterOf(app: FastifyInstance, request: FastifyRequest): SupportOwner | null {
  if (request.auth) return { kind: 'user', userId: request.auth.userId };
  const visitorId = visitorOf(app, request.cookies[visitorCookieName(app.config.cookieSecure)]);
  return visitorId ? { kind: 'visitor', visitorId } : null;
}

interface SupportSocketData {
  who:
    | { kind: 'user'; userId: string; sessionId: string; agent: boolean }
    | { kind: 'visitor'; visitorId: string };
}

export interface SupportLive {
  toRequester(owner: SupportOwner, event: string, payload: unknown): void;
  toAgents(event: string, payload: unknown): void;
  /** Distinct agents with the inbox open (sockets in the agents room on every node). */
  agentsOnline(): Promise<number>;
  /** Whether the requester has the chat open somewhere (a socket in its room on any node). */
  requesterConnected(owner: SupportOwner): Promise<boolean>;
}

/**
 * The chat's socket.io namespace on the app's one server (so the Redis adapter carries it across nodes). The
 * handshake is the access_token cookie (a player; an agent when the role holds support.chat) or, without a
 * session, the visitor's signed support_visitor cookie: such a socket joins only its own visitor room and can do
 * nothing but say it is typing. Agents are "online" while a socket of theirs is in the agents room (the inbox of
 * mfe-admin is open); fetchSockets() counts them on every node.
 */
export function createSupportLive(app: FastifyInstance): SupportLive {
  const nsp: Namespace = app.liveIo.of(SUPPORT_NAMESPACE);

  nsp.use((socket, next) => {
    const header = socket.request.headers.cookie;
    const cookies = header ? app.parseCookie(header) : {};
    const token = cookies[accessCookieName(app.config.cookieSecure)];
    const visitorId = visitorOf(app, cookies[visitorCookieName(app.config.cookieSecure)]);
    const data = socket.data as SupportSocketData;
    authenticateAccessToken(app.db, app.config.jwtSecret, token)
      .then((result) => {
        if (result.status === 'ok') {
          const { userId, sessionId, role } = result.auth;
          data.who = { kind: 'user', userId, sessionId, agent: roleCan(role, 'support.chat') };
          next();
        } else if (visitorId) {
          data.who = { kind: 'visitor', visitorId };
          next();
        } else next(new Error(SESSION_MESSAGES.unauthorized));
      })
      .catch((err: unknown) => {
        app.log.error({ err }, 'support socket authentication failed');
        next(new Error(SESSION_MESSAGES.internal));
      });
  });

  const agentsOnline = async (): Promise<number> => {
    const sockets = await nsp.in(AGENTS_ROOM).fetchSockets();
    return new Set(
      sockets.map((s) => {
        const who = (s.data as SupportSocketData).who;
        return who.kind === 'user' ? who.userId : s.id;
      }),
    ).size;
  };
  const broadcastPresence = () => {
    agentsOnline()
      .then((n) => nsp.emit(SUPPORT_EVENTS.presence, { agentsOnline: n }))
      .catch((err: unknown) => app.log.warn({ err }, 'support presence failed'));
  };

  nsp.on('connection', (socket: Socket) => {
    const who = (socket.data as SupportSocketData).who;
    if (who.kind === 'visitor') {
      void socket.join(requesterRoom(who));
    } else {
      void socket.join([requesterRoom({ kind: 'user', userId: who.userId }), sessionRoom(who.sessionId)]);
      if (who.agent) {
        void socket.join(AGENTS_ROOM);
        broadcastPresence();
        socket.on('disconnect', () => broadcastPresence());
      }
    }
    // Typing: at most a few a second per socket; the conversation is the requester's own, or (agents) the one named.
    let last = 0;
    socket.on(SUPPORT_EVENTS.typing, (raw: unknown) => {
      const parsed = supportTypingSchema.safeParse(raw);
      const now = Date.now();
      if (!parsed.success || (parsed.data.typing && now - last < 300)) return;
      last = now;
      const { typing, conversationId } = parsed.data;
      const relay = async () => {
        if (who.kind === 'user' && who.agent && conversationId) {
          const row = await getConversation(app.db, conversationId, 'agent');
          if (!row || row.status !== 'open') return;
          const event: SupportTypingEvent = { conversationId: row.id, from: 'agent', typing };
          nsp.to(requesterRoom(ownerOfRow(row))).emit(SUPPORT_EVENTS.typing, event);
          socket.to(AGENTS_ROOM).emit(SUPPORT_EVENTS.typing, event);
          return;
        }
        const owner: SupportOwner = who.kind === 'visitor' ? who : { kind: 'user', userId: who.userId };
        const row = await findOwnerConversation(app.db, owner);
        if (!row || row.status !== 'open') return;
        const event: SupportTypingEvent = { conversationId: row.id, from: 'player', typing };
        nsp.to(AGENTS_ROOM).emit(SUPPORT_EVENTS.typing, event);
      };
      relay().catch((err: unknown) => app.log.warn({ err }, 'support typing relay failed'));
    });
  });

  // Logout, revocation and password changes end the session's chat sockets too.
  const disconnectSessions = app.live.disconnectSessions.bind(app.live);
  app.live.disconnectSessions = (sessionIds, reason) => {
    disconnectSessions(sessionIds, reason);
    if (sessionIds.length) nsp.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  };
  app.addHook('preClose', async () => {
    nsp.local.disconnectSockets(true);
  });

  return {
    toRequester: (owner, event, payload) => void nsp.to(requesterRoom(owner)).emit(event, payload),
    toAgents: (event, payload) => void nsp.to(AGENTS_ROOM).emit(event, payload),
    agentsOnline,
    requesterConnected: async (owner) => (await nsp.in(requesterRoom(owner)).fetchSockets()).length > 0,
  };
}
