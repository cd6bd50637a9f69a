import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { IDENTITY_MESSAGES } from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { AppError, badRequest, notFound } from '../../http/errors';
import { publicOrigin } from '../identity/public-origin';
import { authOf } from '../session/auth-plugin';
import {
  applyKycDecision,
  createKycSession,
  kycStatus,
  listKycDocuments,
  type KycSessionRow,
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
export const kycRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/v1/kyc/session', { preHandler: app.requireUser }, async (request, reply) => {
    const data = await createKycSession(
      app.identity,
      authOf(request).userId,
      publicOrigin(app.identity.settings, request),
    );
    return ok(reply, data, IDENTITY_MESSAGES.kycSessionCreated);
  });

  app.get('/api/v1/kyc/status', { preHandler: app.requireUser }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(reply, await kycStatus(app.identity, authOf(request).userId), 'OK');
  });

  // The webhook needs the exact bytes that were signed.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 256 * 1024 },
      (request, body, done) => {
        request.rawBody = body as Buffer;
        done(null, undefined);
      },
    );
    // Signed by the provider, not sent by a browser: exempt from the same-origin check (http/same-origin.ts).
    scope.post(KYC_WEBHOOK_PATH, { config: { csrf: false } }, async (request, reply) => {
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

  app.get<{ Querystring: { status?: string } }>(
    '/api/v1/admin/kyc',
    { preHandler: app.requireAdmin },
    async (request, reply) => {
      const status = request.query.status;
      const r = await app.db.query<KycSessionRow & { email: string; dob: string | null }>(
        `SELECT k.*, to_char(k.date_of_birth, 'YYYY-MM-DD') AS dob, u.email FROM kyc_sessions k JOIN users u ON u.id = k.user_id
        WHERE ($1::text IS NULL OR k.status = $1) ORDER BY k.created_at DESC LIMIT 200`,
        [status && ['created', 'submitted', 'approved', 'declined'].includes(status) ? status : null],
      );
      const sessions = await Promise.all(
        r.rows.map(async (s) => ({
          id: s.id,
          userId: s.user_id,
          email: s.email,
          provider: s.provider,
          status: s.status,
          reason: s.reason,
          dateOfBirth: s.dob,
          decidedAt: s.decided_at,
          createdAt: s.created_at,
          documents: (await listKycDocuments(app.identity, s.id)).map((d) => ({
            id: d.id,
            kind: d.kind,
            mime: d.mime,
            size: d.size_bytes,
            url: `/api/v1/admin/kyc/documents/${d.id}`,
          })),
        })),
      );
      reply.header('cache-control', 'no-store');
      return ok(reply, { sessions }, 'OK');
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/v1/admin/kyc/documents/:id',
    { preHandler: app.requireAdmin },
    async (request, reply) => {
      if (!/^[0-9a-f-]{36}$/i.test(request.params.id)) throw notFound('Document not found');
      const r = await app.db.query<{ mime: string; storage_path: string }>(
        'SELECT mime, storage_path FROM kyc_documents WHERE id = $1',
        [request.params.id],
      );
      const doc = r.rows[0];
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
