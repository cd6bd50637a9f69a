import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { esc, page } from '../../dev/html';
import { sniffImage } from '../image-type';
import { signKycBody } from './kyc-provider';
import { KYC_WEBHOOK_PATH } from './kyc-routes';
import {
  findKycSessionByProviderId,
  KYC_DOCUMENT_KINDS,
  listKycDocuments,
  storeKycDocument,
  type KycDocumentKind,
} from './kyc-service';

const LABELS: Record<KycDocumentKind, string> = {
  id_front: 'ID front',
  id_back: 'ID back',
  selfie: 'Selfie',
};
const MAX_DOC_BYTES = 5 * 1024 * 1024;

/**
 * The KYC sandbox (registered only with SANDBOX=on and KYC_PROVIDER=sandbox): /dev/kyc/<sessionId> lets the
 * player upload the ID front, back and a selfie, then the developer approves (with a date of birth) or declines
 * (with a reason). The decision goes to POST /api/v1/kyc/webhook signed exactly like the real provider's.
 */
export const devKycRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  // HTML pages: not part of the API document.
  const params = z.object({ sessionId: z.string().max(64) });
  const decisionBody = z.object({
    action: z.string().max(16).optional(),
    dob: z.string().max(32).optional(),
    reason: z.string().max(1000).optional(),
    reasonCode: z.string().max(8).optional(),
  });
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
  }
  const html = (reply: FastifyReply, title: string, body: string, code = 200) =>
    reply.code(code).header('cache-control', 'no-store').type('text/html').send(page(title, body));
  const sessionOf = (id: string) =>
    /^[0-9a-f-]{36}$/i.test(id)
      ? findKycSessionByProviderId(app.identity, 'sandbox', id)
      : Promise.resolve(null);

  app.get('/dev/kyc/:sessionId', { schema: { hide: true, params } }, async (request, reply) => {
    const session = await sessionOf(request.params.sessionId);
    if (!session) return html(reply, 'Not found', '<h1>Unknown verification session</h1>', 404);
    const docs = await listKycDocuments(app.identity, session.id);
    const have = new Set(docs.map((d) => d.kind));
    const base = `/dev/kyc/${esc(request.params.sessionId)}`;
    const decided = session.status === 'approved' || session.status === 'declined';
    const list = KYC_DOCUMENT_KINDS.map(
      (k) => `<li>${LABELS[k]}: ${have.has(k) ? '<span class="ok">uploaded</span>' : 'missing'}</li>`,
    ).join('');
    const upload = `<h2>1. Documents</h2><ul>${list}</ul>
<form method="post" action="${base}/documents" enctype="multipart/form-data">
${KYC_DOCUMENT_KINDS.map((k) => `<label>${LABELS[k]} (PNG, JPEG or WebP) <input type="file" name="${k}" accept="image/png,image/jpeg,image/webp"></label>`).join('')}
<button type="submit">Upload</button></form>`;
    const complete = KYC_DOCUMENT_KINDS.every((k) => have.has(k));
    const decide = `<h2>2. Decision (what the provider would decide)</h2>
${complete ? '' : '<p>Upload the three documents to approve.</p>'}
<form method="post" action="${base}/decision"><input type="hidden" name="action" value="approve">
<label>Date of birth on the ID <input type="date" name="dob" required></label>
<button type="submit" ${complete ? '' : 'disabled'}>Approve</button></form>
<form method="post" action="${base}/decision"><input type="hidden" name="action" value="decline">
<label>Reason <input type="text" name="reason" value="Document is not readable" required></label>
<label>Reason code <select name="reasonCode"><option value="">none (the player may retry)</option><option value="106">106 Known fraud (restricts)</option><option value="110">110 Duplicated ID (restricts)</option></select></label>
<button type="submit">Decline</button></form>`;
    const body = `<h1>Identity verification sandbox</h1>
<p>Session <code>${esc(session.provider_session_id)}</code>: <strong>${esc(session.status)}</strong>${session.reason ? ` (${esc(session.reason)})` : ''}</p>
${decided ? '<p><a href="/verify-kyc">Back to the site</a></p>' : upload + decide}`;
    return html(reply, 'Identity verification', body);
  });

  app.post('/dev/kyc/:sessionId/documents', { schema: { hide: true, params } }, async (request, reply) => {
    const session = await sessionOf(request.params.sessionId);
    if (!session || session.status === 'approved' || session.status === 'declined') {
      return html(reply, 'Not found', '<h1>Unknown or finished verification session</h1>', 404);
    }
    if (!request.isMultipart())
      return html(reply, 'Bad request', '<h1>Send the files as multipart/form-data</h1>', 400);
    const problems: string[] = [];
    for await (const part of request.files({ limits: { fileSize: MAX_DOC_BYTES, files: 3 } })) {
      const kind = part.fieldname as KycDocumentKind;
      const data = await part.toBuffer().catch(() => null);
      if (!KYC_DOCUMENT_KINDS.includes(kind) || !data || data.length === 0) continue;
      if (part.file.truncated) {
        problems.push(`${LABELS[kind]}: larger than 5 MB`);
        continue;
      }
      const type = sniffImage(data);
      if (!type) {
        problems.push(`${LABELS[kind]}: not a PNG, JPEG or WebP image`);
        continue;
      }
      await storeKycDocument(app.identity, session, kind, data, type.mime, type.ext);
    }
    if (problems.length)
      return html(
        reply,
        'Upload refused',
        `<h1>Some files were refused</h1><ul>${problems.map((p) => `<li>${esc(p)}</li>`).join('')}</ul><p><a href="/dev/kyc/${esc(request.params.sessionId)}">Back</a></p>`,
        400,
      );
    return reply.redirect(`/dev/kyc/${request.params.sessionId}`, 303);
  });

  app.post(
    '/dev/kyc/:sessionId/decision',
    { schema: { hide: true, params, body: decisionBody } },
    async (request, reply) => {
      const session = await sessionOf(request.params.sessionId);
      if (!session) return html(reply, 'Not found', '<h1>Unknown verification session</h1>', 404);
      const form = request.body;
      const approve = form.action === 'approve';
      if (approve) {
        const docs = new Set((await listKycDocuments(app.identity, session.id)).map((d) => d.kind));
        if (!KYC_DOCUMENT_KINDS.every((k) => docs.has(k)))
          return html(
            reply,
            'Documents missing',
            '<h1>Upload the ID front, back and a selfie first</h1>',
            400,
          );
        if (!/^\d{4}-\d{2}-\d{2}$/.test(form.dob ?? ''))
          return html(reply, 'Date of birth', '<h1>Enter the date of birth</h1>', 400);
      }
      const payload = {
        status: 'success',
        verification: {
          id: session.provider_session_id,
          status: approve ? 'approved' : 'declined',
          code: approve ? 9001 : 9102,
          reason: approve ? null : (form.reason ?? '').trim().slice(0, 300) || 'Verification declined',
          reasonCode: !approve && /^\d{3}$/.test(form.reasonCode ?? '') ? Number(form.reasonCode) : null,
          person: approve ? { dateOfBirth: form.dob } : {},
          vendorData: session.user_id,
          decisionTime: app.identity.clock().toISOString(),
        },
      };
      const body = JSON.stringify(payload);
      const signature = signKycBody(app.identity.settings.kyc.webhookSecret, body);
      const deliver =
        app.identity.deliverKycWebhook ??
        (async (b: string, sig: string) => {
          const url = app.identity.settings.kyc.sandboxWebhookUrl;
          const headers = { 'content-type': 'application/json', 'x-hmac-signature': sig };
          if (url)
            return (
              await fetch(url, { method: 'POST', headers, body: b, signal: AbortSignal.timeout(10_000) })
            ).status;
          return (await app.inject({ method: 'POST', url: KYC_WEBHOOK_PATH, headers, payload: b }))
            .statusCode;
        });
      const status = await deliver(body, signature);
      if (status >= 300) return html(reply, 'Webhook failed', `<h1>The webhook answered ${status}</h1>`, 502);
      return reply.redirect('/verify-kyc', 303);
    },
  );
};
