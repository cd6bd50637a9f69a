import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminKycAnswerSchema,
  adminKycQuerySchema,
  binaryBodySchema,
  envelopeOf,
  errorResponses,
  IDENTITY_MESSAGES,
  kycDecisionOutcomeSchema,
  kycSessionAnswerSchema,
  kycStatusAnswerSchema,
  kycWebhookHeadersSchema,
  uuidParamsSchema,
} from '@arcade/contracts';
import { ok } from '../../../http/envelope';
import { COOKIE_AUTH, TAGS } from '../../../http/openapi';
import { AppError, badRequest, notFound } from '../../../http/errors';
import { publicOrigin } from '../public-origin';
import { authOf } from '../../session/auth-plugin';
import {
  applyKycDecision,
  createKycSession,
  findKycDocument,
  kycStatus,
  listKycReviews,
} from './kyc-service';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

export const KYC_WEBHOOK_PATH = '/api/v1/kyc/webhook';

/**
 * POST /kyc/session, GET /kyc/status (player); POST /kyc/webhook (provider, HMAC-signed raw body);
 * GET /admin/kyc and GET /admin/kyc/documents/:id (admin review of decisions and documents).
 */
export const kycRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: [TAGS.kyc], security: COOKIE_AUTH };

  const session = { ...docs, response: { 200: envelopeOf(kycSessionAnswerSchema), ...errorResponses } };
  app.post(
    '/api/v1/kyc/session',
    { schema: session, preValidation: app.requireUser },
    async (request, reply) => {
      const data = await createKycSession(
        app.identity,
        authOf(request).userId,
        publicOrigin(app.identity.settings, request),
      );
      return ok(reply, data, IDENTITY_MESSAGES.kycSessionCreated);
    },
  );

  const status = { ...docs, response: { 200: envelopeOf(kycStatusAnswerSchema), ...errorResponses } };
  app.get(
    '/api/v1/kyc/status',
    { schema: status, preValidation: app.requireUser },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(reply, await kycStatus(app.identity, authOf(request).userId), 'OK');
    },
  );

  // The webhook needs the exact bytes that were signed.
  await app.register(async (plainScope) => {
    const scope = plainScope.withTypeProvider<ZodTypeProvider>();
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (request, body, done) => {
        request.rawBody = body as Buffer;
        done(null, undefined);
      },
    );
    const webhook = {
      tags: [TAGS.kyc],
      description: "The provider's decision: the raw JSON body, signed with HMAC-SHA256 in x-hmac-signature.",
      headers: kycWebhookHeadersSchema,
      response: { 200: envelopeOf(kycDecisionOutcomeSchema), ...errorResponses },
    };
    // Signed by the provider, not sent by a browser: exempt from the same-origin check (http/same-origin.ts).
    scope.post(KYC_WEBHOOK_PATH, { schema: webhook, config: { csrf: false } }, async (request, reply) => {
      const provider = app.identity.kyc;
      if (!provider) throw new AppError(503, 'Identity verification is not available');
      const raw = request.rawBody ?? Buffer.alloc(0);
      const signature = request.headers['x-hmac-signature'];
      if (!provider.verifySignature(raw, typeof signature === 'string' ? signature : undefined)) {
        request.log.warn('KYC webhook with a bad signature');
        throw new AppError(401, IDENTITY_MESSAGES.kycBadSignature);
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw badRequest('Invalid JSON');
      }
      const decision = provider.parseDecision(json);
      if (!decision) throw badRequest('Invalid decision');
      const outcome = await applyKycDecision(app.identity, provider.name, decision, json);
      return ok(reply, outcome, 'Decision recorded');
    });
  });

  app.get(
    '/api/v1/admin/kyc',
    {
      schema: {
        ...docs,
        querystring: adminKycQuerySchema,
        response: { 200: envelopeOf(adminKycAnswerSchema), ...errorResponses },
      },
      preValidation: app.requireAdmin,
    },
    async (request, reply) => {
      const sessions = await listKycReviews(app.identity, request.query.status);
      reply.header('cache-control', 'no-store');
      return ok(reply, { sessions }, 'OK');
    },
  );

  app.get(
    '/api/v1/admin/kyc/documents/:id',
    {
      schema: {
        ...docs,
        params: uuidParamsSchema,
        response: { 200: binaryBodySchema('The document image bytes'), ...errorResponses },
      },
      preValidation: app.requireAdmin,
    },
    async (request, reply) => {
      const doc = await findKycDocument(app.identity, request.params.id);
      if (!doc) throw notFound('Document not found');
      const root = path.resolve(app.identity.settings.filesDir);
      const file = path.resolve(root, doc.storage_path);
      if (!file.startsWith(root + path.sep)) throw notFound('Document not found');
      const data = await fs.promises.readFile(file).catch(() => null);
      if (!data) throw notFound('Document not found');
      return reply
        .header('content-type', doc.mime)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
};
