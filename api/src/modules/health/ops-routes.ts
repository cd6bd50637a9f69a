import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ERROR_CODES, SESSION_MESSAGES } from '@arcade/contracts';
import { bearerMatches } from '../../http/metrics';
import { TAGS } from '../../http/openapi';
import type { Readiness } from './readiness';

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

export const METRICS_MESSAGES = {
  unauthorized: 'A valid metrics token is required',
} as const;

const readySchema = z.object({
  ready: z.boolean(),
  checks: z.array(z.object({ name: z.string(), ok: z.boolean(), error: z.string().optional() })),
});

/**
 * GET /metrics: the Prometheus text format, only with `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise; 404
 * while METRICS_TOKEN is unset): decision 0114. GET /ready: readiness (database, Redis when configured, migrations
 * applied, the registry readable), 200 or 503 naming the check that failed.
 */
export const opsRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const token = app.config.operations.metricsToken;

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!token)
      return reply.code(404).send({
        success: false,
        statusCode: 404,
        message: SESSION_MESSAGES.routeNotFound,
        errors: [ERROR_CODES.notFound],
      });
    if (!bearerMatches(request.headers.authorization, token))
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({
          success: false,
          statusCode: 401,
          message: METRICS_MESSAGES.unauthorized,
          errors: [ERROR_CODES.unauthorized],
        });
    const text = await app.metrics.scrape();
    return reply.type(app.metrics.registry.contentType).send(text);
  });

  app.get(
    '/ready',
    { schema: { tags: [TAGS.health], response: { 200: readySchema, 503: readySchema } } },
    async (_request, reply) => {
      const result = await app.readiness.check();
      reply.header('cache-control', 'no-store');
      if (!result.ready)
        app.log.warn({ failed: result.checks.filter((c) => !c.ok) }, 'ready: a check failed');
      return reply.code(result.ready ? 200 : 503).send(result);
    },
  );
};
