import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  devListQuerySchema,
  devMailboxAnswerSchema,
  devSmsAnswerSchema,
  devStatusAnswerSchema,
  envelopeOf,
  errorResponses,
} from '@arcade/contracts';
import { ok } from '../../http/envelope';
import { TAGS } from '../../http/openapi';
import { getMail, listMailbox } from '../mail/dev-mailbox';
import { listOutbox } from '../sms/dev-outbox';
import { esc, page } from './html';

/**
 * Development mailbox and SMS outbox (registered only with SANDBOX=on):
 *  GET /api/v1/dev/mailbox?to=&limit=   JSON, newest first (with the links of each message)
 *  GET /api/v1/dev/sms?to=&limit=       JSON, newest first (with the 6-digit code of each message)
 *  GET /api/v1/dev/status                {sandbox: true}: the shell's development pages (/dev/style) ask it
 *  GET /dev/mailbox, /dev/mailbox/:id, /dev/sms   HTML pages
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
${messages.length ? `<table><thead><tr><th>Sent</th><th>To</th><th>Text</th><th>Code</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No messages yet.</p>'}`;
    return noStore(reply).type('text/html').send(page('SMS outbox', body));
  });
};
