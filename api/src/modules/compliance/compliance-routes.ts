import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  eligibilityAnswerSchema,
  eligibilityChangeSchema,
  ELIGIBILITY_MESSAGES,
  envelopeOf,
  errorResponses,
  protectionAnswerSchema,
  setStateEligibilityBodySchema,
  uuidParamsSchema,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { authOf } from '../session/auth-plugin';
import { findUserById } from '../users/user-repository';
import { protectionView } from '../protection/protection-service';
import { eligibilityView, setStateEligibility } from './eligibility-admin';

/**
 * The compliance side of player protection (issue 30 items 5 and 6): the excluded states as versioned operator
 * data (GET and POST /admin/eligibility) and a player's limits, break or exclusion as staff see them (GET
 * /admin/users/:id/protection). Staff never change what a player chose: there is no route to shorten it.
 */
export const complianceRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: [TAGS.staff], security: COOKIE_AUTH };
  const now = () => app.protection.clock();

  app.get(
    '/api/v1/admin/eligibility',
    {
      schema: { ...docs, response: { 200: envelopeOf(eligibilityAnswerSchema), ...errorResponses } },
      preValidation: app.requireStaff('compliance.view'),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(reply, await eligibilityView(app.db, now()), 'OK');
    },
  );

  app.post(
    '/api/v1/admin/eligibility',
    {
      schema: {
        ...docs,
        body: setStateEligibilityBodySchema,
        response: { 201: envelopeOf(eligibilityChangeSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('compliance.manage'),
    },
    async (request, reply) => {
      const auth = authOf(request);
      const at = now();
      const change = await setStateEligibility(
        app.db,
        { id: auth.userId, role: auth.role, ip: request.ip },
        request.body,
        at,
      );
      // This node's geo gate reads the change at once; the others within CLOSED_STATES_REFRESH_MS.
      await app.closedStates.refresh();
      request.log.info(
        { state: change.state, status: change.status, effectiveAt: change.effectiveAt },
        'eligibility set',
      );
      return ok(
        reply,
        change,
        ELIGIBILITY_MESSAGES.saved(change.state, change.status, change.effectiveAt, at),
        201,
      );
    },
  );

  app.get(
    '/api/v1/admin/users/:id/protection',
    {
      schema: {
        ...docs,
        params: uuidParamsSchema,
        response: { 200: envelopeOf(protectionAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireStaff('compliance.view'),
    },
    async (request, reply) => {
      if (!(await findUserById(app.db, request.params.id))) throw notFound('User not found');
      reply.header('cache-control', 'no-store');
      return ok(reply, await protectionView(app.db, request.params.id, now()), 'OK');
    },
  );
};
