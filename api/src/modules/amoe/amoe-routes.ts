import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  amoeReceiveBodySchema,
  amoeRequestAnswerSchema,
  amoeRequestsAnswerSchema,
  envelopeOf,
  errorResponses,
  WALLET_MESSAGES,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { moneyRequest } from '../../http/idempotency';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { RATE_LIMITS } from '../../http/rate-limit';
import { authOf } from '../session/auth-plugin';
import { createAmoeRequest, listAmoeRequests, receiveAmoeRequest } from './amoe-service';

const docs = { tags: [TAGS.amoe], security: COOKIE_AUTH };

/** Mail-in free entry: POST and GET /amoe/requests (player), POST /admin/amoe/receive (admin). */
export const amoeRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/v1/amoe/requests',
    {
      schema: { ...docs, response: { 201: envelopeOf(amoeRequestAnswerSchema), ...errorResponses } },
      preValidation: app.moneyGuards,
      config: { rateLimit: RATE_LIMITS.write },
    },
    async (request, reply) => {
      const created = await createAmoeRequest(app.db, authOf(request).userId);
      return ok(reply, { request: created }, WALLET_MESSAGES.amoeRequested, 201);
    },
  );

  app.get(
    '/api/v1/amoe/requests',
    {
      schema: { ...docs, response: { 200: envelopeOf(amoeRequestsAnswerSchema), ...errorResponses } },
      preValidation: app.requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const requests = await listAmoeRequests(app.db, authOf(request).userId);
      return ok(reply, { requests }, 'Free entry requests fetched successfully');
    },
  );

  app.post(
    '/api/v1/admin/amoe/receive',
    {
      schema: {
        ...docs,
        body: amoeReceiveBodySchema,
        response: { 200: envelopeOf(amoeRequestAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireAdmin,
      config: moneyRequest('staff.amoe.receive'),
    },
    async (request, reply) => {
      const body = request.body;
      const result = await receiveAmoeRequest(app.db, { ...body, processedBy: authOf(request).userId });
      const message = body.accept ? WALLET_MESSAGES.amoeCredited : WALLET_MESSAGES.amoeRejected;
      return ok(reply, { request: result.request }, message);
    },
  );
};
