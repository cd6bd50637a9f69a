import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, errorResponses, geoAnswerSchema } from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { TAGS } from '../../http/openapi';

/** GET /api/v1/geo -> { country, region, allowed, reason, source, label } for the caller's location. */
export const geoRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v1/geo',
    { schema: { tags: [TAGS.geo], response: { 200: envelopeOf(geoAnswerSchema), ...errorResponses } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(reply, app.geoOf(request), 'OK');
    },
  );
};
