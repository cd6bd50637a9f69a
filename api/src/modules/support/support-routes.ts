// Over 300 lines: the requester and agent routes of one chat share its limiter, its live channel and its
// ownership checks; the transcript lives in support-transcript.ts, the SQL in support-repository.ts.
import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  ERROR_CODES,
  errorResponses,
  SUPPORT_EVENTS,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  supportChatStateSchema,
  supportInboxQuerySchema,
  supportInboxSchema,
  supportReadAnswerSchema,
  supportReplySchema,
  supportSendSchema,
  supportSentSchema,
  supportThreadSchema,
  supportTranscriptAnswerSchema,
  uuidParamsSchema,
  type SupportMessage,
  type SupportReadEvent,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { AppError, badRequest, conflict, notFound } from '../../http/errors';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { authOf } from '../session/auth-plugin';
import { RateLimiter, type RateRule } from '../identity/rate-limiter';
import { systemClock } from '../identity/clock';
import { signValue } from '../identity/signed-cookie';
import { recordAudit } from '../staff/audit-repository';
import { staffActorOf } from '../staff/staff-plugin';
import {
  addMessage,
  closeConversation,
  findOwnerConversation,
  getConversation,
  listInbox,
  listMessages,
  markRead,
  openConversationFor,
  setAssignee,
  toConversation,
  userContact,
  type ConversationRow,
  type SupportOwner,
} from './support-repository';
import {
  createSupportLive,
  ownerOfRow,
  requesterOf,
  VISITOR_COOKIE_DAYS,
  VISITOR_PURPOSE,
  visitorCookieName,
  type SupportLive,
} from './support-live';
import { replyMail } from './support-mail';
import { contactFormRoute } from './support-contact';
import { linkOrigin, requestTranscript, transcriptConfirmRoutes } from './support-transcript';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const RULES = {
  message: { limit: SUPPORT_LIMITS.messagesPerMinute, windowMs: MINUTE },
  transcript: { limit: SUPPORT_LIMITS.transcriptsPerHour, windowMs: HOUR },
  visitorStart: { limit: SUPPORT_LIMITS.visitorStartsPerHour, windowMs: HOUR },
} satisfies Record<string, RateRule>;

const ownerKey = (owner: SupportOwner) =>
  owner.kind === 'user' ? `u:${owner.userId}` : `v:${owner.visitorId}`;
const rateLimited = () => new AppError(429, SUPPORT_MESSAGES.rateLimited, [ERROR_CODES.rateLimited]);

/**
 * Live support chat (issue 10 item 8). Requester routes (/api/v1/support/chat…) answer a signed-in player or the
 * visitor named by the signed httpOnly cookie support_visitor (never an id from the body); agent routes
 * (/api/v1/support/agent…) need the support.chat permission. Messages are plain text; every write is rate-limited
 * per sender; agent actions (assign, close) are audited in their transaction.
 */
export const supportRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const live: SupportLive = createSupportLive(app);
  const limiter = new RateLimiter(app.db, systemClock);
  const docs = { tags: [TAGS.support] };
  const agentDocs = { tags: [TAGS.support], security: COOKIE_AUTH };

  /** After commit: the message to both sides, the conversation's new state to the agents. */
  const publish = (row: ConversationRow, message: SupportMessage) => {
    live.toRequester(ownerOfRow(row), SUPPORT_EVENTS.message, message);
    live.toAgents(SUPPORT_EVENTS.message, message);
    live.toAgents(SUPPORT_EVENTS.conversation, toConversation(row, 'agent'));
  };
  const refreshForAgents = async (id: string) => {
    const row = await getConversation(app.db, id, 'agent');
    if (row) live.toAgents(SUPPORT_EVENTS.conversation, toConversation(row, 'agent'));
    return row;
  };

  // ---- requester (player or visitor) ----

  contactFormRoute(app, { limiter, publish });

  /** The requester's conversation, or 404 when the requester has none (or is no one). */
  const ownConversation = async (request: FastifyRequest) => {
    const owner = requesterOf(app, request);
    const row = owner ? await findOwnerConversation(app.db, owner) : null;
    if (!owner || !row) throw notFound(SUPPORT_MESSAGES.noConversation);
    return { owner, row };
  };

  app.get(
    '/api/v1/support/chat',
    {
      schema: { ...docs, response: { 200: envelopeOf(supportChatStateSchema), ...errorResponses } },
      preValidation: app.optionalUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const owner = requesterOf(app, request);
      const row = owner ? await findOwnerConversation(app.db, owner) : null;
      const contact = owner?.kind === 'user' ? await userContact(app.db, owner.userId) : null;
      return ok(
        reply,
        {
          conversation: row ? toConversation(row, 'requester') : null,
          messages: row ? await listMessages(app.db, row.id) : [],
          agentsOnline: (await live.agentsOnline()) > 0,
          email: contact?.email ?? null,
        },
        SUPPORT_MESSAGES.state,
      );
    },
  );

  app.post(
    '/api/v1/support/chat/messages',
    {
      schema: {
        ...docs,
        body: supportSendSchema,
        response: { 201: envelopeOf(supportSentSchema), ...errorResponses },
      },
      preValidation: app.optionalUser,
    },
    async (request, reply) => {
      let owner = requesterOf(app, request);
      let email: string | null = null;
      let name: string | null = null;
      if (owner?.kind === 'user') {
        const contact = await userContact(app.db, owner.userId);
        if (!contact) throw notFound();
        ({ email, name } = contact);
      } else {
        const previous = owner ? await findOwnerConversation(app.db, owner) : null;
        email = request.body.email?.trim().toLowerCase() ?? previous?.email ?? null;
        if (!email) throw badRequest(SUPPORT_MESSAGES.emailRequired, [ERROR_CODES.validation]);
        if (!owner) {
          if (await limiter.consume(`support:start:${request.ip}`, RULES.visitorStart)) throw rateLimited();
          owner = { kind: 'visitor', visitorId: crypto.randomUUID() };
          const expires = new Date(Date.now() + VISITOR_COOKIE_DAYS * 24 * HOUR);
          reply.setCookie(
            visitorCookieName(app.config.cookieSecure),
            signValue(app.config.jwtSecret, VISITOR_PURPOSE, { v: owner.visitorId }, expires),
            {
              httpOnly: true,
              sameSite: 'lax',
              secure: app.config.cookieSecure,
              path: '/',
              expires,
            },
          );
        }
      }
      if (await limiter.consume(`support:msg:${ownerKey(owner)}`, RULES.message)) throw rateLimited();
      const offline = (await live.agentsOnline()) === 0;
      const sender = owner;
      const { row, message } = await app.db.transaction(async (tx) => {
        const conversation = await openConversationFor(tx, sender, { email: email!, name, offline });
        const message = await addMessage(tx, conversation.id, 'player', null, request.body.message);
        const row = (await getConversation(tx, conversation.id, 'agent'))!;
        tx.afterCommit(() => publish(row, message));
        return { row, message };
      });
      const mine = await getConversation(app.db, row.id, 'requester');
      return ok(
        reply,
        { conversation: toConversation(mine!, 'requester'), message },
        SUPPORT_MESSAGES.sent,
        201,
      );
    },
  );

  app.put(
    '/api/v1/support/chat/read',
    {
      schema: { ...docs, response: { 200: envelopeOf(supportReadAnswerSchema), ...errorResponses } },
      preValidation: app.optionalUser,
    },
    async (request, reply) => {
      const { owner, row } = await ownConversation(request);
      const readUpTo = await markRead(app.db, row.id, 'requester');
      const event: SupportReadEvent = { conversationId: row.id, by: 'player', readUpTo };
      live.toAgents(SUPPORT_EVENTS.read, event);
      live.toRequester(owner, SUPPORT_EVENTS.read, event); // the requester's other tabs and devices
      await refreshForAgents(row.id);
      return ok(reply, { readUpTo }, SUPPORT_MESSAGES.read);
    },
  );

  app.post(
    '/api/v1/support/chat/transcript',
    {
      schema: { ...docs, response: { 200: envelopeOf(supportTranscriptAnswerSchema), ...errorResponses } },
      preValidation: app.optionalUser,
    },
    async (request, reply) => {
      const { row } = await ownConversation(request);
      if (await limiter.consume(`support:transcript:${row.id}`, RULES.transcript)) throw rateLimited();
      const outcome = await requestTranscript(app, limiter, row, linkOrigin(app, request));
      const message =
        outcome.status === 'sent' ? SUPPORT_MESSAGES.transcript : SUPPORT_MESSAGES.transcriptConfirm;
      return ok(reply, outcome, message);
    },
  );

  // ---- agents (support.chat) ----

  const agent = app.requireStaff('support.chat');

  app.get(
    '/api/v1/support/agent/conversations',
    {
      schema: {
        ...agentDocs,
        querystring: supportInboxQuerySchema,
        response: { 200: envelopeOf(supportInboxSchema), ...errorResponses },
      },
      preValidation: agent,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await listInbox(app.db, request.query.filter, authOf(request).userId);
      return ok(
        reply,
        {
          conversations: rows.map((r) => toConversation(r, 'agent')),
          agentsOnline: await live.agentsOnline(),
        },
        SUPPORT_MESSAGES.listed,
      );
    },
  );

  app.get(
    '/api/v1/support/agent/conversations/:id',
    {
      schema: {
        ...agentDocs,
        params: uuidParamsSchema,
        response: { 200: envelopeOf(supportThreadSchema), ...errorResponses },
      },
      preValidation: agent,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const row = await getConversation(app.db, request.params.id, 'agent');
      if (!row) throw notFound(SUPPORT_MESSAGES.notFound);
      return ok(
        reply,
        { conversation: toConversation(row, 'agent'), messages: await listMessages(app.db, row.id) },
        SUPPORT_MESSAGES.conversation,
      );
    },
  );

  app.post(
    '/api/v1/support/agent/conversations/:id/messages',
    {
      schema: {
        ...agentDocs,
        params: uuidParamsSchema,
        body: supportReplySchema,
        response: { 201: envelopeOf(supportSentSchema), ...errorResponses },
      },
      preValidation: agent,
    },
    async (request, reply) => {
      const agentId = authOf(request).userId;
      if (await limiter.consume(`support:msg:agent:${agentId}`, RULES.message)) throw rateLimited();
      const { row, message } = await app.db.transaction(async (tx) => {
        const before = await getConversation(tx, request.params.id, 'agent', true);
        if (!before) throw notFound(SUPPORT_MESSAGES.notFound);
        if (before.status !== 'open') throw conflict(SUPPORT_MESSAGES.closedAlready);
        if (!before.assigned_to) {
          await setAssignee(tx, before.id, agentId);
          await recordAudit(tx, {
            actor: staffActorOf(request),
            action: 'support.assign',
            targetType: 'support_conversation',
            targetId: before.id,
            details: { assignedTo: agentId, reason: 'first reply' },
          });
        }
        const message = await addMessage(tx, before.id, 'agent', agentId, request.body.message);
        const row = (await getConversation(tx, before.id, 'agent'))!;
        tx.afterCommit(() => publish(row, message));
        return { row, message };
      });
      // The reply reaches the requester by e-mail too when the conversation came through the offline form or
      // nobody has the chat open on the requester's side (decisions: "Live support chat and mfe-admin").
      const owner = ownerOfRow(row);
      if (row.offline || !(await live.requesterConnected(owner))) {
        try {
          await app.mailer.send(replyMail(row, message));
        } catch (err) {
          request.log.warn({ err, conversationId: row.id }, 'support reply e-mail failed');
        }
      }
      return ok(reply, { conversation: toConversation(row, 'agent'), message }, SUPPORT_MESSAGES.sent, 201);
    },
  );

  app.put(
    '/api/v1/support/agent/conversations/:id/read',
    {
      schema: {
        ...agentDocs,
        params: uuidParamsSchema,
        response: { 200: envelopeOf(supportReadAnswerSchema), ...errorResponses },
      },
      preValidation: agent,
    },
    async (request, reply) => {
      const row = await getConversation(app.db, request.params.id, 'agent');
      if (!row) throw notFound(SUPPORT_MESSAGES.notFound);
      const readUpTo = await markRead(app.db, row.id, 'agent');
      const event: SupportReadEvent = { conversationId: row.id, by: 'agent', readUpTo };
      live.toRequester(ownerOfRow(row), SUPPORT_EVENTS.read, event);
      live.toAgents(SUPPORT_EVENTS.read, event);
      await refreshForAgents(row.id);
      return ok(reply, { readUpTo }, SUPPORT_MESSAGES.read);
    },
  );

  const agentAction = (action: 'close' | 'assign') =>
    app.post(
      `/api/v1/support/agent/conversations/:id/${action}`,
      {
        schema: {
          ...agentDocs,
          params: uuidParamsSchema,
          response: { 200: envelopeOf(supportThreadSchema), ...errorResponses },
        },
        preValidation: agent,
      },
      async (request, reply) => {
        const agentId = authOf(request).userId;
        await app.db.transaction(async (tx) => {
          const row = await getConversation(tx, request.params.id, 'agent', true);
          if (!row) throw notFound(SUPPORT_MESSAGES.notFound);
          if (row.status !== 'open') throw conflict(SUPPORT_MESSAGES.closedAlready);
          if (action === 'close') await closeConversation(tx, row.id);
          else await setAssignee(tx, row.id, agentId);
          await recordAudit(tx, {
            actor: staffActorOf(request),
            action: `support.${action}`,
            targetType: 'support_conversation',
            targetId: row.id,
            details: action === 'assign' ? { assignedTo: agentId, before: row.assigned_to } : {},
          });
        });
        const row = (await refreshForAgents(request.params.id))!;
        const conversation = toConversation(row, 'agent');
        if (action === 'close')
          live.toRequester(ownerOfRow(row), SUPPORT_EVENTS.conversation, toConversation(row, 'requester'));
        return ok(
          reply,
          { conversation, messages: await listMessages(app.db, row.id) },
          action === 'close' ? SUPPORT_MESSAGES.closed : SUPPORT_MESSAGES.assigned,
        );
      },
    );
  agentAction('close');
  agentAction('assign');

  // The transcript link's page and Send button (form-encoded: their own scope and parser).
  await app.register(async (scope) => transcriptConfirmRoutes(scope, limiter));
};
