import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, errorResponses, healthSchema, type Health } from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { pingDatabase } from './health-repository';
import { TAGS } from '../../http/openapi';

/** GET /health and GET /api/v1/health: { status, db[, redis] }; 503 when a dependency does not answer. */
const STARTED_AT = new Date().toISOString();

export const healthRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const check = async (_request: unknown, reply: FastifyReply) => {
    const result: Health = { status: 'ok', db: 'ok', startedAt: STARTED_AT };
    try {
      await pingDatabase(db);
    } catch (err) {
      app.log.error({ err }, 'health: database check failed');
      result.db = 'error';
    }
    if (app.redis) {
      try {
        await app.redis.ping();
        result.redis = 'ok';
      } catch (err) {
        app.log.error({ err }, 'health: redis check failed');
        result.redis = 'error';
      }
    }
    if (result.db === 'error' || result.redis === 'error') result.status = 'error';
    reply.header('cache-control', 'no-store');
    if (result.status === 'ok') return ok(reply, result, 'OK');
    return reply
      .code(503)
      .send({ success: false, statusCode: 503, message: 'Service unavailable', errors: [], data: result });
  };
  const schema = { tags: [TAGS.health], response: { 200: envelopeOf(healthSchema), ...errorResponses } };
  app.get('/health', { schema: { ...schema, hide: true } }, check);
  app.get('/api/v1/health', { schema }, check);
};
