import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  errorResponses,
  figuresAnswerSchema,
  figuresQuerySchema,
  figuresRangeProblem,
  FIGURES_RANGE_CODE,
  utcDayOf,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { figures } from './figures-service';

/**
 * GET /api/v1/admin/figures?from&to[&state] (issue 29 item 6): the back office's figures by UTC day, read from the
 * ledger, orders, redemptions and users. A read: no audit row. A range that ends before it starts, covers more than
 * FIGURES_MAX_DAYS or ends after today is refused with figures_range.
 */
export const figuresRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v1/admin/figures',
    {
      schema: {
        tags: [TAGS.staff],
        security: COOKIE_AUTH,
        summary:
          'Live figures by UTC day: purchases by method, bonuses, free entries, redemptions, liability, new players',
        querystring: figuresQuerySchema,
        response: { 200: envelopeOf(figuresAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('figures.view'),
    },
    async (request, reply) => {
      const now = new Date();
      const { from, to } = request.query;
      const problem = figuresRangeProblem(from, to, utcDayOf(now));
      if (problem) throw badRequest(problem, [FIGURES_RANGE_CODE]);
      reply.header('cache-control', 'no-store');
      return ok(reply, await figures(app.db, request.query, now), 'OK');
    },
  );
};
