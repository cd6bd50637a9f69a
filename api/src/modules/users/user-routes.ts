import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MESSAGES } from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { unauthorized } from '../../http/errors';
import { authOf } from '../session/auth-plugin';
import { loadUserDto } from './user-dto';

/** GET /user/me and GET /user: the current user with every field of SPEC §3. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  const me = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await loadUserDto(app.db, authOf(request).userId);
    if (!user) throw unauthorized(SESSION_MESSAGES.unauthorized);
    reply.header('cache-control', 'no-store');
    return ok(reply, { user }, SESSION_MESSAGES.userOk);
  };
  app.get('/api/v1/user/me', { preHandler: app.requireUser }, me);
  app.get('/api/v1/user', { preHandler: app.requireUser }, me);
};
