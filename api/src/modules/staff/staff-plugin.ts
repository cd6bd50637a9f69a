import { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  SECOND_FACTOR_MESSAGES,
  STEP_UP_PERMISSIONS,
  auditAnswerSchema,
  auditFilterSchema,
  auditQuerySchema,
  envelopeOf,
  errorResponses,
  roleCan,
  SESSION_MESSAGES,
  type StaffPermission,
} from '@arcade/contracts';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import type { AuthPreHandler } from '../../http/auth-types';
import { authOf } from '../session/auth-plugin';
import { auditBatches, searchAudit, type AuditActor } from './audit-repository';
import { auditCsv } from './audit-csv';
import { findStaffSession } from '../session/staff-session-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preValidation for staff routes: as requireUser, then 403 "Forbidden" unless the caller's role (read from
     * the users row, not the token) holds the permission of contracts/src/staff.ts, and 403 second_factor_required /
     * step_up_required when the session's second factor is missing or, for a coin-moving write, too old.
     */
    requireStaff: (permission: StaffPermission) => AuthPreHandler;
  }
}

/** The audit actor of a staff request (after app.requireStaff). */
export const staffActorOf = (request: FastifyRequest): AuditActor => {
  const auth = authOf(request);
  return { id: auth.userId, role: auth.role, ip: request.ip };
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A staff request's session must have been opened with the second factor (a staff member signed in another way,
 * or promoted while signed in, signs in again: 403 second_factor_required) and be within its absolute end; a write
 * that moves coins (STEP_UP_PERMISSIONS) needs the second factor checked within STAFF_STEP_UP_MINUTES (403
 * step_up_required: POST /staff/step-up, then the same request again).
 */
async function requireSecondFactor(request: FastifyRequest, stepUp: boolean): Promise<void> {
  const auth = authOf(request);
  const session = await findStaffSession(request.server.db, auth.sessionId, auth.userId);
  if (!session?.second_factor_at || session.expired) {
    throw forbidden(SECOND_FACTOR_MESSAGES.secondFactorRequired, [ERROR_CODES.secondFactorRequired]);
  }
  const windowMs = request.server.config.staffAuth.stepUpMinutes * 60_000;
  if (stepUp && Date.now() - new Date(session.second_factor_at).getTime() > windowMs) {
    throw forbidden(SECOND_FACTOR_MESSAGES.stepUpRequired, [ERROR_CODES.stepUpRequired]);
  }
}

/** Decorates app.requireStaff for every later module. Not encapsulated. */
export const staffCore = fp(
  async (app) => {
    app.decorate('requireStaff', (permission: StaffPermission): AuthPreHandler => {
      const stepUp = STEP_UP_PERMISSIONS.includes(permission);
      return async (request, reply) => {
        await app.requireUser(request, reply);
        if (!roleCan(request.auth?.role, permission)) throw forbidden(SESSION_MESSAGES.forbidden);
        await requireSecondFactor(request, stepUp && !SAFE_METHODS.has(request.method));
      };
    });
  },
  { name: 'staff-core', dependencies: ['arcade-auth'] },
);

/**
 * GET /api/v1/admin/audit: the audit log, newest first, filtered (actor, action, player, target, date range) and
 * paginated by the server; GET /api/v1/admin/audit.csv: every entry the same filters match, streamed as CSV.
 * Both need audit.view.
 */
export const auditRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/v1/admin/audit',
    {
      schema: {
        tags: [TAGS.staff],
        security: COOKIE_AUTH,
        querystring: auditQuerySchema,
        response: { 200: envelopeOf(auditAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('audit.view'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page, limit } = request.query;
      return ok(reply, { ...(await searchAudit(app.db, request.query)), page, limit }, 'OK');
    },
  );

  app.get(
    '/api/v1/admin/audit.csv',
    {
      schema: {
        tags: [TAGS.staff],
        security: COOKIE_AUTH,
        description:
          'The filtered audit log as CSV (text/csv, newest first, at most 100,000 rows); cells that a spreadsheet would run as a formula start with a quote.',
        querystring: auditFilterSchema,
        response: {
          200: z.any().describe('text/csv: a header line, then one line per entry'),
          ...errorResponses,
        },
      },
      preValidation: app.requireStaff('audit.view'),
    },
    async (request, reply) => {
      const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="audit-${stamp}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(Readable.from(auditCsv(auditBatches(app.db, request.query))));
    },
  );
};
