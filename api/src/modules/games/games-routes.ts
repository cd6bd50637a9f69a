import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, errorResponses, gamesAnswerSchema, gamesQuerySchema } from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { TAGS } from '../../http/openapi';
import { listGames } from './game-repository';

export const gamesRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  // Excluded locations get the geo 403 (the client then shows /not-available); unknown locations may browse.
  app.get(
    '/api/v1/games',
    {
      schema: {
        tags: [TAGS.games],
        querystring: gamesQuerySchema,
        response: { 200: envelopeOf(gamesAnswerSchema), ...errorResponses },
      },
      preValidation: app.geoGate,
    },
    async (request, reply) => ok(reply, { games: await listGames(app.db, request.query.type) }, 'Games'),
  );
};
