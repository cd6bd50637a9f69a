import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MESSAGES } from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { requireUserWith } from '../session/auth-plugin';
import { findLiveSessionUser } from '../session/session-store';

/**
 * GET /user/me and GET /user: the current user with every field of SPEC §3. The session check, the user and
 * every contributed field (balances, bonus state...) are one statement.
 */
export const userRoutes: FastifyPluginAsync = async (app) => {
  const me = async (request: FastifyRequest, reply: FastifyReply) => {
    const { user } = await requireUserWith(request, findLiveSessionUser);
    reply.header('cache-control', 'no-store');
    return ok(reply, { user }, SESSION_MESSAGES.userOk);
  };
  app.get('/api/v1/user/me', me);
  app.get('/api/v1/user', me);
};
