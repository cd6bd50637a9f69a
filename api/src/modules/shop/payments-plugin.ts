import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { derivedSecret } from '../identity/identity-settings';
import { GoatClient, type CardProvider } from './providers/goat';
import type { Fetch } from './providers/http';
import { InvoiceClient, type InvoiceProvider } from './providers/invoice';
import { NowPaymentsClient, type CryptoProvider } from './providers/nowpayments';

export interface Payments {
  crypto: CryptoProvider | null;
  card: CardProvider | null;
  bank: InvoiceProvider | null;
  redirect: InvoiceProvider | null;
  /** This server's own base URL (webhook URLs given to providers; the sandboxes' API base). */
  selfUrl: () => string;
  /** How the sandboxes are reached (and reach us): HTTP when listening, in-process (app.inject) otherwise. */
  sandboxFetch: Fetch;
  /** Keys of the sandboxes (derived from JWT_SECRET; they never leave this process except as signatures). */
  sandboxKeys: SandboxKeys;
}

export interface SandboxKeys {
  nowpaymentsApiKey: string;
  nowpaymentsIpnSecret: string;
  goatSecretKey: string;
  goatPublicKey: string;
  goatWebhookSecret: string;
  bankSecretKey: string;
  bankWebhookSecret: string;
  redirectSecretKey: string;
  redirectWebhookSecret: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment providers (issue 11): real when configured, the sandboxes with SANDBOX=on, else null (503). */
    payments: Payments;
  }
}

export function sandboxKeysOf(jwtSecret: string): SandboxKeys {
  const k = (purpose: string) => derivedSecret(jwtSecret, `payments-sandbox:${purpose}`);
  return {
    nowpaymentsApiKey: k('np-api'),
    nowpaymentsIpnSecret: k('np-ipn'),
    goatSecretKey: `sk_test_${k('goat-secret').slice(0, 24)}`,
    goatPublicKey: `pk_test_${k('goat-public').slice(0, 24)}`,
    goatWebhookSecret: k('goat-webhook'),
    bankSecretKey: k('bank-secret'),
    bankWebhookSecret: k('bank-webhook'),
    redirectSecretKey: k('redirect-secret'),
    redirectWebhookSecret: k('redirect-webhook'),
  };
}

/**
 * The server's own origin: PUBLIC_URL when set, else the address it listens on (the sandboxes are called over
 * HTTP, like the real providers, and send their webhooks to it).
 */
export function selfUrlOf(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | string | null;
  if (address && typeof address === 'object') {
    const host =
      address.address === '0.0.0.0' || address.address === '::'
        ? '127.0.0.1'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
    return `http://${host}:${address.port}`;
  }
  if (app.config.publicUrl) return app.config.publicUrl;
  return `http://127.0.0.1:${app.config.port}`;
}

/**
 * HTTP to this server when it listens (the normal case: sandboxes are called and call back over HTTP like real
 * providers); app.inject when it does not (tests that never listen, e.g. the OpenAPI fuzz).
 */
export function selfFetch(app: FastifyInstance): Fetch {
  return async (url, init) => {
    if (app.server.listening) return fetch(url, init);
    const u = new URL(url);
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${u.pathname}${u.search}`,
      headers: (init?.headers ?? {}) as Record<string, string>,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.statusCode === 204 ? null : res.payload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

export function createPayments(app: FastifyInstance): Payments {
  const { config } = app;
  const p = config.payments;
  const keys = sandboxKeysOf(config.jwtSecret);
  const selfUrl = () => selfUrlOf(app);
  const sandboxBase = (name: string) => () => `${selfUrl()}/sandbox/${name}/v1`;
  const sandboxFetch = selfFetch(app);

  let crypto: CryptoProvider | null = null;
  if (p.nowpayments.apiKey && p.nowpayments.ipnSecret)
    crypto = new NowPaymentsClient({
      baseUrl: () => p.nowpayments.baseUrl,
      apiKey: p.nowpayments.apiKey,
      ipnSecret: p.nowpayments.ipnSecret,
      sandbox: false,
    });
  else if (config.sandbox)
    crypto = new NowPaymentsClient({
      baseUrl: sandboxBase('nowpayments'),
      apiKey: keys.nowpaymentsApiKey,
      ipnSecret: keys.nowpaymentsIpnSecret,
      sandbox: true,
      payerBase: () => '/sandbox/nowpayments/pay',
      fetch: sandboxFetch,
    });

  let card: CardProvider | null = null;
  if (p.goat.secretKey && p.goat.publicKey && p.goat.webhookSecret)
    card = new GoatClient({
      baseUrl: () => p.goat.baseUrl,
      secretKey: p.goat.secretKey,
      publicKey: p.goat.publicKey,
      webhookSecret: p.goat.webhookSecret,
      scriptUrl: p.goat.scriptUrl,
      sandbox: false,
    });
  else if (config.sandbox)
    card = new GoatClient({
      baseUrl: sandboxBase('goat'),
      secretKey: keys.goatSecretKey,
      publicKey: keys.goatPublicKey,
      webhookSecret: keys.goatWebhookSecret,
      scriptUrl: '/sandbox/goat/v1/card-fields.js',
      sandbox: true,
      fetch: sandboxFetch,
    });

  const invoice = (name: 'bank' | 'redirect'): InvoiceProvider | null => {
    const c = p[name];
    if (c.secretKey && c.webhookSecret)
      return new InvoiceClient(name, {
        baseUrl: () => c.baseUrl,
        secretKey: c.secretKey,
        webhookSecret: c.webhookSecret,
        sandbox: false,
      });
    if (!config.sandbox) return null;
    return new InvoiceClient(name, {
      baseUrl: sandboxBase(name),
      secretKey: name === 'bank' ? keys.bankSecretKey : keys.redirectSecretKey,
      webhookSecret: name === 'bank' ? keys.bankWebhookSecret : keys.redirectWebhookSecret,
      sandbox: true,
      fetch: sandboxFetch,
    });
  };

  return {
    crypto,
    card,
    bank: invoice('bank'),
    redirect: invoice('redirect'),
    selfUrl,
    sandboxFetch,
    sandboxKeys: keys,
  };
}

/** Decorates app.payments for every later module. */
export const paymentsPlugin = fp(
  async (app) => {
    app.decorate('payments', createPayments(app));
  },
  { name: 'payments' },
);
