import type { FastifyPluginAsync, FastifyRequest, onSendHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  errorResponses,
  roleCan,
  SESSION_MESSAGES,
  WORK_CLAIM_MINUTES,
  WORK_QUEUE_MESSAGES,
  WORK_QUEUE_PERMISSIONS,
  workClaimAnswerSchema,
  workClaimBodySchema,
  workClaimParamsSchema,
  workClaimsAnswerSchema,
  workClaimsQuerySchema,
  workQueueSummarySchema,
  type WorkQueueKind,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { COOKIE_AUTH, TAGS } from '../../http/openapi';
import { authOf } from '../session/auth-plugin';
import type { AuditActor } from './audit-repository';
import { staffActorOf } from './staff-plugin';
import { claimItem, listClaims, queueSummary, releaseItem } from './work-claims';

const docs = { tags: [TAGS.staff], security: COOKIE_AUTH };

/** A personal answer: never stored by a cache. */
const noStoreHook: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('cache-control', 'no-store');
  done(null, payload);
};
const noStore = { onSend: noStoreHook };

const staffOf = (request: FastifyRequest) => staffActorOf(request) as Exclude<AuditActor, 'system'>;

/** The kind's own permission (the one that decides it): 403 without it. */
const requireKind = (request: FastifyRequest, kind: WorkQueueKind) => {
  if (!roleCan(authOf(request).role, WORK_QUEUE_PERMISSIONS[kind]))
    throw forbidden(SESSION_MESSAGES.forbidden);
};

/**
 * The work queue's claims and figures (issue 29 item 2). Every route needs a staff session with
 * staff.notifications (the roles that work a queue); a claim also needs the permission that decides its kind.
 */
export const workClaimsRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const base = app.requireStaff('staff.notifications');

  app.post(
    '/api/v1/admin/queue/claims',
    {
      schema: {
        ...docs,
        description: `Takes the item, or renews the caller's claim on it, for ${WORK_CLAIM_MINUTES} minutes. 409 claimed_by_other (data.claim: who holds it and until when) while another staff member holds a live claim.`,
        body: workClaimBodySchema,
        response: { 200: envelopeOf(workClaimAnswerSchema), ...errorResponses },
      },
      preValidation: base,
    },
    async (request, reply) => {
      requireKind(request, request.body.kind);
      const { claim, renewed } = await claimItem(
        app.db,
        app.workQueue,
        staffOf(request),
        request.body.kind,
        request.body.id,
      );
      return ok(reply, { claim }, renewed ? WORK_QUEUE_MESSAGES.renewed : WORK_QUEUE_MESSAGES.claimed);
    },
  );

  app.delete(
    '/api/v1/admin/queue/claims/:kind/:id',
    {
      schema: {
        ...docs,
        description: "Releases the caller's own claim (released: false when they held none).",
        params: workClaimParamsSchema,
        response: { 200: envelopeOf(z.object({ released: z.boolean() })), ...errorResponses },
      },
      preValidation: base,
    },
    async (request, reply) => {
      requireKind(request, request.params.kind);
      const released = await releaseItem(
        app.db,
        app.workQueue,
        staffOf(request),
        request.params.kind,
        request.params.id,
      );
      return ok(
        reply,
        { released },
        released ? WORK_QUEUE_MESSAGES.released : WORK_QUEUE_MESSAGES.notClaimed,
      );
    },
  );

  app.get(
    '/api/v1/admin/queue/claims',
    {
      schema: {
        ...docs,
        description: 'The live claims on waiting items of the queues the caller may decide.',
        querystring: workClaimsQuerySchema,
        response: { 200: envelopeOf(workClaimsAnswerSchema), ...errorResponses },
      },
      preValidation: base,
      ...noStore,
    },
    async (request, reply) =>
      ok(
        reply,
        {
          claims: await listClaims(app.db, app.workQueue, staffOf(request), request.query.kind),
        },
        'OK',
      ),
  );

  app.get(
    '/api/v1/admin/queue/summary',
    {
      schema: {
        ...docs,
        description:
          'Each queue the caller may decide: how many items wait, the oldest one and its age, how many are claimed.',
        response: { 200: envelopeOf(workQueueSummarySchema), ...errorResponses },
      },
      preValidation: base,
      ...noStore,
    },
    async (request, reply) =>
      ok(reply, { queues: await queueSummary(app.db, app.workQueue, authOf(request).role) }, 'OK'),
  );
};
