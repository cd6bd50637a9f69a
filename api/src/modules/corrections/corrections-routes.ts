import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  correctionAnswerSchema,
  correctionBodySchema,
  correctionIdParamsSchema,
  correctionRejectBodySchema,
  correctionsAnswerSchema,
  correctionsQuerySchema,
  envelopeOf,
  errorResponses,
  ledgerMoney,
  STAFF_MESSAGES,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { IDEMPOTENCY_DOC, moneyRequest } from '../../http/idempotency';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { authOf } from '../session/auth-plugin';
import { listCorrections } from './corrections-repository';
import {
  approveCorrection,
  rejectCorrection,
  requestCorrection,
  type StaffActor,
} from './corrections-service';

const docs = { tags: [TAGS.staff], security: COOKIE_AUTH };
const answer = envelopeOf(correctionAnswerSchema);
const staffOf = (request: FastifyRequest): StaffActor => {
  const auth = authOf(request);
  return { id: auth.userId, role: auth.role, ip: request.ip };
};

/**
 * Balance corrections (docs/ledger.md "Corrections"): ask (applied at once up to the threshold, else pending), a second
 * staff member's approval, rejection, and the list for the back office. All need balances.correct.
 */
export const correctionsRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const above = app.config.corrections.secondApproverAbove;

  app.post(
    '/api/v1/admin/corrections',
    {
      schema: {
        ...docs,
        description: `201 applied at once up to the threshold; 202 pending above it (a second staff member approves). ${IDEMPOTENCY_DOC}`,
        body: correctionBodySchema,
        response: { 201: answer, 202: answer, ...errorResponses },
      },
      preValidation: app.requireStaff('balances.correct'),
      config: moneyRequest('staff.correction.request'),
    },
    async (request, reply) => {
      const correction = await requestCorrection(app.db, above, staffOf(request), request.body);
      return correction.status === 'applied'
        ? ok(reply, { correction }, STAFF_MESSAGES.correctionApplied, 201)
        : ok(reply, { correction }, STAFF_MESSAGES.correctionRequested, 202);
    },
  );

  app.post(
    '/api/v1/admin/corrections/:id/approve',
    {
      schema: {
        ...docs,
        description: IDEMPOTENCY_DOC,
        params: correctionIdParamsSchema,
        response: { 200: answer, ...errorResponses },
      },
      preValidation: app.requireStaff('balances.correct'),
      config: moneyRequest('staff.correction.approve'),
    },
    async (request, reply) =>
      ok(
        reply,
        { correction: await approveCorrection(app.db, staffOf(request), request.params.id) },
        STAFF_MESSAGES.correctionApplied,
      ),
  );

  app.post(
    '/api/v1/admin/corrections/:id/reject',
    {
      schema: {
        ...docs,
        description: IDEMPOTENCY_DOC,
        params: correctionIdParamsSchema,
        body: correctionRejectBodySchema,
        response: { 200: answer, ...errorResponses },
      },
      preValidation: app.requireStaff('balances.correct'),
      config: moneyRequest('staff.correction.reject'),
    },
    async (request, reply) =>
      ok(
        reply,
        {
          correction: await rejectCorrection(app.db, staffOf(request), request.params.id, request.body.note),
        },
        STAFF_MESSAGES.correctionRejected,
      ),
  );

  app.get(
    '/api/v1/admin/corrections',
    {
      schema: {
        ...docs,
        querystring: correctionsQuerySchema,
        response: { 200: envelopeOf(correctionsAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('balances.correct'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page, limit } = request.query;
      const found = await listCorrections(app.db, request.query);
      return ok(
        reply,
        {
          ...found,
          page,
          limit,
          secondApproverAbove: { GC: ledgerMoney(above.GC, 'GC'), SC: ledgerMoney(above.SC, 'SC') },
        },
        'OK',
      );
    },
  );
};
