import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, errorResponses, SESSION_MESSAGES, userAnswerSchema } from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { fastSerializerCompiler } from '../../http/fast-serializer';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { requireUserWith } from './auth-plugin';

/**
 * GET /user/me and GET /user: the current user with every field of SPEC §3. The session check, the user and
 * every contributed field (balances, bonus state...) are one statement, answered from memory on a repeat until a
 * committed write changes them (session/live-user-cache.ts).
 */
export const userRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const me = async (request: FastifyRequest, reply: FastifyReply) => {
    const { user } = await requireUserWith(request, request.server.liveUsers.find);
    reply.header('cache-control', 'no-store');
    return ok(reply, { user }, SESSION_MESSAGES.userOk);
  };
  const options = {
    schema: {
      tags: [TAGS.user],
      security: COOKIE_AUTH,
      response: { 200: envelopeOf(userAnswerSchema), ...errorResponses },
    },
    // The hottest authenticated read: its answer written by a compiled serializer (http/fast-serializer.ts).
    serializerCompiler: fastSerializerCompiler,
  };
  app.get('/api/v1/user/me', options, me);
  app.get('/api/v1/user', options, me);
};
