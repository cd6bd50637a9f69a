import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  endSessionsAnswerSchema,
  endSessionsBodySchema,
  envelopeOf,
  errorResponses,
  PLAYER_ADMIN_MESSAGES,
  playerDetailAnswerSchema,
  playerIdParamsSchema,
  playerLedgerAnswerSchema,
  playerLedgerQuerySchema,
  playerLockBodySchema,
  playerNoteAnswerSchema,
  playerNoteBodySchema,
  playerSearchAnswerSchema,
  playerSearchQuerySchema,
} from '@arcade/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { authOf } from '../session/auth-plugin';
import { findPlayerDetail, playerLedger, searchPlayers } from './players-repository';
import {
  addPlayerNote,
  endPlayerSessions,
  lockPlayer,
  playerNotFound,
  unlockPlayer,
  type StaffActor,
} from './players-service';

const docs = { tags: [TAGS.staff], security: COOKIE_AUTH };
const done = envelopeOf(z.object({}));
const actorOf = (request: FastifyRequest): StaffActor => {
  const auth = authOf(request);
  return { id: auth.userId, role: auth.role, ip: request.ip };
};

/**
 * The back office's players (issue 29 item 3): search and the player's page and ledger (players.view); lock,
 * unlock and ending sessions (players.lock); notes (players.notes). Each change is audited in its transaction.
 */
export const playersRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/v1/admin/players',
    {
      schema: {
        ...docs,
        description: 'Players whose id is q, or whose e-mail, name or phone contains it; newest first.',
        querystring: playerSearchQuerySchema,
        response: { 200: envelopeOf(playerSearchAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('players.view'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page, limit } = request.query;
      return ok(reply, { ...(await searchPlayers(app.db, request.query)), page, limit }, 'OK');
    },
  );

  app.get(
    '/api/v1/admin/players/:id',
    {
      schema: {
        ...docs,
        params: playerIdParamsSchema,
        response: { 200: envelopeOf(playerDetailAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('players.view'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const player = await findPlayerDetail(app.db, request.params.id);
      if (!player) throw playerNotFound();
      return ok(reply, { player }, 'OK');
    },
  );

  app.get(
    '/api/v1/admin/players/:id/ledger',
    {
      schema: {
        ...docs,
        description:
          "A player's ledger in one currency, newest first, with the running balance after each entry.",
        params: playerIdParamsSchema,
        querystring: playerLedgerQuerySchema,
        response: { 200: envelopeOf(playerLedgerAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('players.view'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!(await findPlayerDetail(app.db, request.params.id))) throw playerNotFound();
      const { currency, page, limit } = request.query;
      const found = await playerLedger(app.db, request.params.id, request.query);
      return ok(reply, { ...found, currency, page, limit }, 'OK');
    },
  );

  app.post(
    '/api/v1/admin/players/:id/lock',
    {
      schema: {
        ...docs,
        description: 'Locks the account (sign-in refused) and ends its sessions; 409 lock_state when locked.',
        params: playerIdParamsSchema,
        body: playerLockBodySchema,
        response: { 200: done, ...errorResponses },
      },
      preValidation: app.requireStaff('players.lock'),
    },
    async (request, reply) => {
      const ended = await lockPlayer(app.db, actorOf(request), request.params.id, request.body.reason);
      if (ended.length) app.live.disconnectSessions(ended, 'revoked');
      return ok(reply, {}, PLAYER_ADMIN_MESSAGES.locked);
    },
  );

  app.post(
    '/api/v1/admin/players/:id/unlock',
    {
      schema: {
        ...docs,
        params: playerIdParamsSchema,
        body: playerLockBodySchema,
        response: { 200: done, ...errorResponses },
      },
      preValidation: app.requireStaff('players.lock'),
    },
    async (request, reply) => {
      await unlockPlayer(app.db, actorOf(request), request.params.id, request.body.reason);
      return ok(reply, {}, PLAYER_ADMIN_MESSAGES.unlocked);
    },
  );

  app.post(
    '/api/v1/admin/players/:id/sessions/end',
    {
      schema: {
        ...docs,
        description: 'Ends one live session (sessionId) or every live session of the player.',
        params: playerIdParamsSchema,
        body: endSessionsBodySchema,
        response: { 200: envelopeOf(endSessionsAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('players.lock'),
    },
    async (request, reply) => {
      const ended = await endPlayerSessions(app.db, actorOf(request), request.params.id, request.body);
      if (ended.length) app.live.disconnectSessions(ended, 'revoked');
      return ok(reply, { ended: ended.length }, PLAYER_ADMIN_MESSAGES.sessionsEnded);
    },
  );

  app.post(
    '/api/v1/admin/players/:id/notes',
    {
      schema: {
        ...docs,
        params: playerIdParamsSchema,
        body: playerNoteBodySchema,
        response: { 201: envelopeOf(playerNoteAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('players.notes'),
    },
    async (request, reply) => {
      const note = await addPlayerNote(app.db, actorOf(request), request.params.id, request.body.body);
      return ok(reply, { note }, PLAYER_ADMIN_MESSAGES.noteAdded, 201);
    },
  );
};
