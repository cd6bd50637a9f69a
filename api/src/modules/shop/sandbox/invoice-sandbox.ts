import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { esc, page } from '../../dev/html';
import type { InvoiceStatus } from '../providers/invoice';
import { signRedirect, signTimestampedHex } from '../providers/signatures';
import { deliver, getObject, putObject } from './sandbox-store';

interface SandboxInvoice {
  id: string;
  provider: 'bank' | 'redirect';
  status: InvoiceStatus;
  amount: number;
  currency: string;
  reference: string;
  description: string;
  success_url: string;
  cancel_url: string;
  webhook_url: string;
  url: string;
  created_at: string;
}

const PAGE: Record<'bank' | 'redirect', { path: string; title: string }> = {
  bank: { path: 'invoice', title: 'Bank transfer (sandbox)' },
  redirect: { path: 'checkout', title: 'Hosted checkout (sandbox)' },
};

/**
 * The bank and the redirect provider's sandboxes (SANDBOX=on): POST/GET /sandbox/<p>/v1/invoices (Bearer secret)
 * and the hosted page /sandbox/bank/invoice/:id or /sandbox/redirect/checkout/:id. Paying, failing or cancelling
 * sends the provider's signed, timestamped webhook over HTTP first, then returns the browser to the merchant's
 * success_url or cancel_url.
 */
export function invoiceSandbox(provider: 'bank' | 'redirect'): FastifyPluginAsync {
  return async (app) => {
    const keys = app.payments.sandboxKeys;
    const secret = provider === 'bank' ? keys.bankSecretKey : keys.redirectSecretKey;
    const webhookSecret = provider === 'bank' ? keys.bankWebhookSecret : keys.redirectWebhookSecret;
    const api = `/sandbox/${provider}/v1`;
    const hosted = `/sandbox/${provider}/${PAGE[provider].path}`;
    const authorised = (request: FastifyRequest, reply: FastifyReply) => {
      if (request.headers.authorization !== `Bearer ${secret}`) {
        void reply.code(401).send({ error: 'unauthorized' });
        return false;
      }
      return true;
    };
    const publicInvoice = (i: SandboxInvoice) => ({
      id: i.id,
      status: i.status,
      amount: i.amount,
      currency: i.currency,
      reference: i.reference,
      url: i.url,
    });
    const load = (id: string) => getObject<SandboxInvoice>(app.db, 'invoice', id.slice(0, 64));

    app.post(`${api}/invoices`, { schema: { hide: true } }, async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const b = (request.body ?? {}) as Record<string, unknown>;
      const amount = Number(b.amount);
      const strings = ['reference', 'success_url', 'cancel_url', 'webhook_url'] as const;
      if (!Number.isInteger(amount) || amount <= 0 || strings.some((k) => typeof b[k] !== 'string'))
        return reply.code(400).send({ error: 'invalid_request' });
      const id = `${provider === 'bank' ? 'inv' : 'chk'}_${crypto.randomBytes(12).toString('hex')}`;
      const invoice: SandboxInvoice = {
        id,
        provider,
        status: 'open',
        amount,
        currency: String(b.currency ?? 'USD'),
        reference: String(b.reference),
        description: String(b.description ?? ''),
        success_url: String(b.success_url),
        cancel_url: String(b.cancel_url),
        webhook_url: String(b.webhook_url),
        url: `${request.protocol}://${request.host}${hosted}/${id}`,
        created_at: new Date().toISOString(),
      };
      await putObject(app.db, 'invoice', id, invoice);
      return reply.code(201).send(publicInvoice(invoice));
    });

    app.get(`${api}/invoices/:id`, { schema: { hide: true } }, async (request, reply) => {
      if (!authorised(request, reply)) return reply;
      const invoice = await load(String((request.params as { id: string }).id));
      if (!invoice) return reply.code(404).send({ error: 'not_found' });
      return publicInvoice(invoice);
    });

    const html = (reply: FastifyReply, title: string, body: string, code = 200) =>
      reply.code(code).header('cache-control', 'no-store').type('text/html').send(page(title, body));

    app.get(`${hosted}/:id`, { schema: { hide: true } }, async (request, reply) => {
      const invoice = await load(String((request.params as { id: string }).id));
      if (!invoice) return html(reply, 'Not found', '<h1>Unknown invoice</h1>', 404);
      const form = (action: string, label: string) =>
        `<form method="post" action="${hosted}/${esc(invoice.id)}"><input type="hidden" name="action" value="${action}"><button type="submit">${label}</button></form>`;
      const open = invoice.status === 'open';
      const body = `<h1>${esc(PAGE[provider].title)}</h1>
<p>${esc(invoice.description)}</p>
<p>Amount: <strong>$${esc((invoice.amount / 100).toFixed(2))} ${esc(invoice.currency)}</strong></p>
<p>Status: <strong data-testid="invoice-status">${esc(invoice.status)}</strong></p>
${open ? `${form('pay', 'Pay')}${provider === 'bank' ? form('fail', 'Fail') : ''}${form('cancel', 'Cancel')}` : `<p><a href="${esc(invoice.status === 'paid' ? invoice.success_url : invoice.cancel_url)}">Back to the site</a></p>`}`;
      return html(reply, PAGE[provider].title, body);
    });

    app.post(`${hosted}/:id`, { schema: { hide: true } }, async (request, reply) => {
      const invoice = await load(String((request.params as { id: string }).id));
      if (!invoice) return html(reply, 'Not found', '<h1>Unknown invoice</h1>', 404);
      if (invoice.status !== 'open')
        return reply.redirect(invoice.status === 'paid' ? invoice.success_url : invoice.cancel_url, 303);
      const action = String((request.body as Record<string, unknown> | undefined)?.action ?? '');
      const status: InvoiceStatus = action === 'pay' ? 'paid' : action === 'fail' ? 'failed' : 'cancelled';
      const next = { ...invoice, status };
      await putObject(app.db, 'invoice', invoice.id, next);
      const event = JSON.stringify({
        id: `evt_${crypto.randomBytes(12).toString('hex')}`,
        type: `invoice.${status}`,
        invoice: publicInvoice(next),
      });
      const headers: Record<string, string> =
        provider === 'bank'
          ? { 'x-bank-signature': signTimestampedHex(webhookSecret, event) }
          : (() => {
              const s = signRedirect(webhookSecret, event);
              return { 'x-redirect-timestamp': s.timestamp, 'x-redirect-signature': s.signature };
            })();
      await deliver(invoice.webhook_url, headers, event, app.payments.sandboxFetch);
      return reply.redirect(status === 'paid' ? invoice.success_url : invoice.cancel_url, 303);
    });
  };
}
