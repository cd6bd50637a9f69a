import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditAnswerSchema,
  auditQuerySchema,
  envelopeOf,
  errorResponses,
  roleCan,
  SESSION_MESSAGES,
  type StaffPermission,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import type { AuthPreHandler } from '../../http/auth-types';
import { authOf } from '../session/auth-plugin';
import { listAudit, type AuditActor } from './audit-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preValidation for staff routes: as requireUser, then 403 "Forbidden" unless the caller's role (read from
     * the users row, not the token) holds the permission of contracts/src/staff.ts.
     */
    requireStaff: (permission: StaffPermission) => AuthPreHandler;
  }
}

/** The audit actor of a staff request (after app.requireStaff). */
export const staffActorOf = (request: FastifyRequest): AuditActor => {
  const auth = authOf(request);
  return { id: auth.userId, role: auth.role };
};

/** Decorates app.requireStaff for every later module. Not encapsulated. */
export const staffCore = fp(
  async (app) => {
    app.decorate('requireStaff', (permission: StaffPermission): AuthPreHandler => {
      return async (request, reply) => {
        await app.requireUser(request, reply);
        if (!roleCan(request.auth?.role, permission)) throw forbidden(SESSION_MESSAGES.forbidden);
      };
    });
  },
  { name: 'staff-core', dependencies: ['arcade-auth'] },
);

/** GET /api/v1/admin/audit: the audit log, newest first, optionally for one target (audit.view). */
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
      return ok(reply, { entries: await listAudit(app.db, request.query) }, 'OK');
    },
  );
};
