import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, errorResponses, SESSION_MESSAGES, userAnswerSchema } from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { unauthorized } from '../../http/errors';
import { authOf } from '../session/auth-plugin';
import { loadUserDto } from './user-dto';

/** GET /user/me and GET /user: the current user with every field of SPEC §3. */
export const userRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const me = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await loadUserDto(app.db, authOf(request).userId);
    if (!user) throw unauthorized(SESSION_MESSAGES.unauthorized);
    reply.header('cache-control', 'no-store');
    return ok(reply, { user }, SESSION_MESSAGES.userOk);
  };
  const options = {
    schema: {
      tags: [TAGS.user],
      security: COOKIE_AUTH,
      response: { 200: envelopeOf(userAnswerSchema), ...errorResponses },
    },
    preValidation: app.requireUser,
  };
  app.get('/api/v1/user/me', options, me);
  app.get('/api/v1/user', options, me);
};
