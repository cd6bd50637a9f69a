import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/envelope';

/** GET /api/v1/geo -> { country, region, allowed, reason, source, label } for the caller's location. */
export const geoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/v1/geo', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(reply, app.geoOf(request), 'OK');
  });
};
