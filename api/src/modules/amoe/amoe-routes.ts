import type { FastifyPluginAsync } from 'fastify';
import { amoeReceiveBodySchema, WALLET_MESSAGES } from '@arcade/contracts';
import { ok, parse } from '../../http/envelope';
import { RATE_LIMITS } from '../../http/rate-limit';
import { authOf } from '../session/auth-plugin';
import { createAmoeRequest, listAmoeRequests, receiveAmoeRequest } from './amoe-service';

/** Mail-in free entry: POST and GET /amoe/requests (player), POST /admin/amoe/receive (admin). */
export const amoeRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/api/v1/amoe/requests',
    {
      // Money endpoint: a session, an eligible location (unknown fails closed) and a completed profile.
      preHandler: [
        app.requireUser,
        app.requireUnrestricted,
        app.geoGate({ failClosed: true }),
        app.requireCompleteProfile,
      ],
      config: { rateLimit: RATE_LIMITS.write },
    },
    async (request, reply) => {
      const created = await createAmoeRequest(app.db, authOf(request).userId);
      return ok(reply, { request: created }, WALLET_MESSAGES.amoeRequested, 201);
    },
  );

  app.get('/api/v1/amoe/requests', { preHandler: app.requireUser }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(
      reply,
      { requests: await listAmoeRequests(app.db, authOf(request).userId) },
      'Free entry requests fetched successfully',
    );
  });

  app.post('/api/v1/admin/amoe/receive', { preHandler: app.requireAdmin }, async (request, reply) => {
    const body = parse(amoeReceiveBodySchema, request.body);
    const result = await receiveAmoeRequest(app.db, { ...body, processedBy: authOf(request).userId });
    return ok(
      reply,
      { request: result.request },
      body.accept ? WALLET_MESSAGES.amoeCredited : WALLET_MESSAGES.amoeRejected,
    );
  });
};
