import crypto from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  devListQuerySchema,
  devMailboxAnswerSchema,
  devSmsAnswerSchema,
  devSmsReplyAnswerSchema,
  devSmsReplyBodySchema,
  devStatusAnswerSchema,
  envelopeOf,
  errorResponses,
  normaliseUsPhone,
  SMS_INBOUND_WEBHOOK_PATH,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { TAGS } from '../../http/openapi';
import { getMail, listMailbox } from '../mail/dev-mailbox';
import { listOutbox } from '../sms/dev-outbox';
import { smsWebhookToken, twilioSignature } from '../sms/twilio-signature';
import { esc, page } from './html';

/**
 * Development mailbox and SMS outbox (registered only with SANDBOX=on):
 *  GET /api/v1/dev/mailbox?to=&limit=   JSON, newest first (with the links of each message)
 *  GET /api/v1/dev/sms?to=&limit=       JSON, newest first (with the 6-digit code of each message)
 *  GET /api/v1/dev/status                {sandbox: true}: the shell's development pages (/dev/style) ask it
 *  POST /api/v1/dev/sms/reply {from, body}   a player's text back (e.g. STOP), posted to the inbound SMS webhook
 *                                         signed as Twilio signs (X-Twilio-Signature); answers the webhook's status
 *  GET /dev/mailbox, /dev/mailbox/:id, /dev/sms   HTML pages (POST /dev/sms/reply: the outbox page's reply form)
 */
export const devRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
  const list = (data: z.ZodType) => ({
    tags: [TAGS.dev],
    querystring: devListQuerySchema,
    response: { 200: envelopeOf(data), ...errorResponses },
  });
  // HTML pages: not part of the API document.
  const htmlPage = { hide: true, querystring: devListQuerySchema };

  app.get(
    '/api/v1/dev/status',
    { schema: { tags: [TAGS.dev], response: { 200: envelopeOf(devStatusAnswerSchema), ...errorResponses } } },
    async (_request, reply) => ok(noStore(reply), { sandbox: true as const }, 'OK'),
  );

  app.get('/api/v1/dev/mailbox', { schema: list(devMailboxAnswerSchema) }, async (request, reply) => {
    const messages = await listMailbox(app.db, request.query);
    return ok(noStore(reply), { messages }, 'OK');
  });

  app.get('/api/v1/dev/sms', { schema: list(devSmsAnswerSchema) }, async (request, reply) => {
    const messages = await listOutbox(app.db, request.query);
    return ok(noStore(reply), { messages }, 'OK');
  });

  app.post(
    '/api/v1/dev/sms/reply',
    {
      schema: {
        tags: [TAGS.dev],
        body: devSmsReplyBodySchema,
        response: { 200: envelopeOf(devSmsReplyAnswerSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const webhookStatus = await deliverReply(app, request, request.body.from, request.body.body);
      return ok(noStore(reply), { webhookStatus }, 'Reply delivered to the SMS webhook');
    },
  );

  // The outbox page's form (form-encoded; not under /api, so its own parser).
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post('/dev/sms/reply', { schema: { hide: true } }, async (request, reply) => {
      const parsed = devSmsReplyBodySchema.safeParse(request.body);
      if (!parsed.success)
        return noStore(reply)
          .code(400)
          .type('text/html')
          .send(
            page('Bad reply', `<p class="bad">${esc(parsed.error.issues[0]?.message ?? 'Bad input')}</p>`),
          );
      const status = await deliverReply(scope, request, parsed.data.from, parsed.data.body);
      return noStore(reply)
        .type('text/html')
        .send(
          page(
            'Reply sent',
            `<p class="${status === 200 ? 'ok' : 'bad'}">The SMS webhook answered ${status}.</p><p><a href="/dev/sms">SMS outbox</a></p>`,
          ),
        );
    });
  });

  app.get('/dev/mailbox', { schema: htmlPage }, async (request, reply) => {
    const messages = await listMailbox(app.db, { to: request.query.to, limit: request.query.limit ?? 100 });
    const rows = messages
      .map(
        (m) => `<tr><td>${esc(new Date(m.createdAt).toLocaleString('en-US'))}</td><td>${esc(m.to)}</td>
<td><a href="/dev/mailbox/${m.id}">${esc(m.subject)}</a></td></tr>`,
      )
      .join('');
    const body = `<h1>Development mailbox</h1><p><a href="/dev/sms">SMS outbox</a></p>
<form method="get" action="/dev/mailbox"><label>Only to <input type="email" name="to" value="${esc(request.query.to ?? '')}"></label><button>Filter</button></form>
${messages.length ? `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No messages yet.</p>'}`;
    return noStore(reply).type('text/html').send(page('Mailbox', body));
  });

  const mailPage = { hide: true, params: z.object({ id: z.string().max(64) }) };
  app.get('/dev/mailbox/:id', { schema: mailPage }, async (request, reply) => {
    const mail = /^\d{1,15}$/.test(request.params.id)
      ? await getMail(app.db, Number(request.params.id))
      : null;
    if (!mail)
      return noStore(reply)
        .code(404)
        .type('text/html')
        .send(page('Not found', '<h1>No such message</h1><p><a href="/dev/mailbox">Mailbox</a></p>'));
    const links = mail.links.map((l) => `<li><a href="${esc(l)}">${esc(l)}</a></li>`).join('');
    const body = `<p><a href="/dev/mailbox">&larr; Mailbox</a></p><h1>${esc(mail.subject)}</h1>
<p>To ${esc(mail.to)}, ${esc(new Date(mail.createdAt).toLocaleString('en-US'))}</p>
${links ? `<h2>Links</h2><ul>${links}</ul>` : ''}
<h2>Text</h2><pre>${esc(mail.text)}</pre>
${mail.html ? `<h2>HTML</h2><iframe sandbox="" srcdoc="${esc(mail.html)}" title="HTML body"></iframe>` : ''}`;
    return noStore(reply).type('text/html').send(page(mail.subject, body));
  });

  app.get('/dev/sms', { schema: htmlPage }, async (request, reply) => {
    const messages = await listOutbox(app.db, { to: request.query.to, limit: request.query.limit ?? 100 });
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${esc(new Date(m.createdAt).toLocaleString('en-US'))}</td><td>${esc(m.to)}</td><td>${esc(m.body)}</td><td><strong>${esc(m.code ?? '')}</strong></td></tr>`,
      )
      .join('');
    const body = `<h1>Development SMS outbox</h1><p><a href="/dev/mailbox">Mailbox</a></p>
<form method="post" action="/dev/sms/reply"><h2>Reply as a player</h2>
<label>From (the player's phone) <input type="text" name="from" required placeholder="+12015550123"></label>
<label>Text <input type="text" name="body" required placeholder="STOP"></label><button>Send to the webhook</button></form>
${messages.length ? `<table><thead><tr><th>Sent</th><th>To</th><th>Text</th><th>Code</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No messages yet.</p>'}`;
    return noStore(reply).type('text/html').send(page('SMS outbox', body));
  });
};

/**
 * Delivers a simulated inbound SMS to the webhook the way Twilio does: Twilio's form fields, signed with the key the
 * webhook checks (the auth token, or the sandbox's derived key), sent to the same host so the signed URL matches.
 */
async function deliverReply(
  app: FastifyInstance,
  request: FastifyRequest,
  from: string,
  body: string,
): Promise<number> {
  const token = smsWebhookToken(app.config);
  if (!token) return 403;
  const us = normaliseUsPhone(from);
  const sid = `SM${crypto.randomBytes(16).toString('hex')}`;
  const params = new URLSearchParams({
    ToCountry: 'US',
    SmsMessageSid: sid,
    NumMedia: '0',
    SmsSid: sid,
    SmsStatus: 'received',
    Body: body,
    To: app.config.twilio.from ?? '+15005550006',
    NumSegments: '1',
    MessageSid: sid,
    AccountSid: app.config.twilio.accountSid ?? `AC${'0'.repeat(32)}`,
    From: us.ok ? us.phone : from.trim(),
    ApiVersion: '2010-04-01',
  });
  const url = `${app.config.publicUrl ?? `${request.protocol}://${request.host}`}${SMS_INBOUND_WEBHOOK_PATH}`;
  const res = await app.inject({
    method: 'POST',
    url: SMS_INBOUND_WEBHOOK_PATH,
    headers: {
      host: request.host,
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(token, url, params),
    },
    payload: params.toString(),
  });
  return res.statusCode;
}
