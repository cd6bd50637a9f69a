import type { FastifyPluginAsync } from 'fastify';
import { goatSandbox } from './goat-sandbox';
import { invoiceSandbox } from './invoice-sandbox';
import { nowpaymentsSandbox } from './nowpayments-sandbox';

/**
 * Every payment sandbox under /sandbox/... (registered only with SANDBOX=on, each only while its provider is the
 * sandbox). Called over HTTP by the provider clients like the real services; hidden from the API document.
 */
export const paymentsSandbox: FastifyPluginAsync = async (app) => {
  if (!app.config.sandbox) return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const { payments } = app;
  if (payments.crypto?.sandbox) await app.register(nowpaymentsSandbox);
  if (payments.card?.sandbox) await app.register(goatSandbox);
  if (payments.bank?.sandbox) await app.register(invoiceSandbox('bank'));
  if (payments.redirect?.sandbox) await app.register(invoiceSandbox('redirect'));
};
