import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { CRYPTO_SETTINGS, type CryptoPaymentStatus } from '@arcade/contracts';
import { esc, page } from '../../dev/html';
import { signIpn } from '../providers/nowpayments';
import { deliver, getObject, putObject } from './sandbox-store';

/** The sandbox's currencies: USD price, the minimum payment in USD, and a name. */
export const SANDBOX_COINS: Record<string, { usd: number; minUsd: number; name: string; network: string }> = {
  btc: { usd: 60_000, minUsd: 8, name: 'Bitcoin', network: 'btc' },
  eth: { usd: 3_000, minUsd: 4, name: 'Ethereum', network: 'eth' },
  ltc: { usd: 80, minUsd: 1, name: 'Litecoin', network: 'ltc' },
  usdt: { usd: 1, minUsd: 2, name: 'Tether USD (TRC-20)', network: 'trx' },
  usdc: { usd: 1, minUsd: 2, name: 'USD Coin (ERC-20)', network: 'eth' },
  doge: { usd: 0.15, minUsd: 1, name: 'Dogecoin', network: 'doge' },
  bnb: { usd: 500, minUsd: 1, name: 'BNB (BSC)', network: 'bsc' },
  xrp: { usd: 0.5, minUsd: 1, name: 'XRP', network: 'xrp' },
  sol: { usd: 150, minUsd: 1, name: 'Solana', network: 'sol' },
  matic: { usd: 0.7, minUsd: 1, name: 'Polygon', network: 'matic' },
  dai: { usd: 1, minUsd: 2, name: 'Dai', network: 'eth' },
  shib: { usd: 0.00002, minUsd: 1, name: 'Shiba Inu', network: 'eth' },
  pepe: { usd: 0.00001, minUsd: 1, name: 'Pepe', network: 'eth' },
  trx: { usd: 0.12, minUsd: 1, name: 'TRON', network: 'trx' },
  ada: { usd: 0.4, minUsd: 1, name: 'Cardano', network: 'ada' },
  // Always fails its minimum-amount call: the "Error loading data for {currency}" case.
  xmr: { usd: 150, minUsd: 1, name: 'Monero (sandbox: always unavailable)', network: 'xmr' },
};

interface SandboxPayment {
  payment_id: string;
  payment_status: CryptoPaymentStatus;
  pay_address: string;
  price_amount: number;
  price_currency: string;
  pay_amount: number;
  actually_paid: number;
  pay_currency: string;
  order_id: string;
  order_description: string;
  ipn_callback_url: string;
  created_at: string;
  updated_at: string;
}

const round8 = (n: number) => Math.round(n * 1e8) / 1e8;
const FINAL: readonly CryptoPaymentStatus[] = ['finished', 'failed', 'refunded', 'expired'];

/**
 * NOWPayments sandbox (SANDBOX=on): the API at /sandbox/nowpayments/v1 (x-api-key), and the payer page
 * /sandbox/nowpayments/pay/:id where the developer pays in full, pays part, lets it expire or fails it. Each
 * change is sent as a signed IPN (HMAC-SHA512, key-sorted JSON, x-nowpayments-sig) over HTTP to the
 * ipn_callback_url the merchant gave.
 */
export const nowpaymentsSandbox: FastifyPluginAsync = async (app) => {
  const keys = app.payments.sandboxKeys;
  const base = '/sandbox/nowpayments';
  const authorised = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers['x-api-key'] !== keys.nowpaymentsApiKey) {
      void reply
        .code(403)
        .send({ status: false, statusCode: 403, code: 'INVALID_API_KEY', message: 'Invalid api key' });
      return false;
    }
    return true;
  };
  const load = async (id: string) => {
    const p = await getObject<SandboxPayment>(app.db, 'np_payment', id);
    if (
      p &&
      p.payment_status === 'waiting' &&
      Date.now() - Date.parse(p.created_at) > CRYPTO_SETTINGS.paymentExpiryMs
    ) {
      return change(p, 'expired', p.actually_paid);
    }
    return p;
  };
  const change = async (p: SandboxPayment, status: CryptoPaymentStatus, paid: number) => {
    const next = {
      ...p,
      payment_status: status,
      actually_paid: round8(paid),
      updated_at: new Date().toISOString(),
    };
    await putObject(app.db, 'np_payment', p.payment_id, next);
    const ipn = {
      payment_id: Number(next.payment_id),
      payment_status: next.payment_status,
      pay_address: next.pay_address,
      price_amount: next.price_amount,
      price_currency: next.price_currency,
      pay_amount: next.pay_amount,
      actually_paid: next.actually_paid,
      pay_currency: next.pay_currency,
      order_id: next.order_id,
      order_description: next.order_description,
      outcome_amount: next.actually_paid,
      outcome_currency: next.pay_currency,
      updated_at: Date.now(),
    };
    await deliver(
      next.ipn_callback_url,
      { 'x-nowpayments-sig': signIpn(keys.nowpaymentsIpnSecret, ipn) },
      JSON.stringify(ipn),
      app.payments.sandboxFetch,
    );
    return next;
  };
  const publicPayment = (p: SandboxPayment) => ({ ...p, payment_id: Number(p.payment_id) });

  app.get(`${base}/v1/status`, { schema: { hide: true } }, async () => ({ message: 'OK' }));

  // Test switch: POST /sandbox/nowpayments/control {"currenciesDown": true|false} makes the currency list fail.
  const controls = async () =>
    (await getObject<{ currenciesDown?: boolean }>(app.db, 'control', 'nowpayments')) ?? {};
  app.post(`${base}/control`, { schema: { hide: true } }, async (request) => {
    const b = (request.body ?? {}) as Record<string, unknown>;
    const next = { ...(await controls()), currenciesDown: b.currenciesDown === true };
    await putObject(app.db, 'control', 'nowpayments', next);
    return next;
  });

  app.get(`${base}/v1/full-currencies`, { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    if ((await controls()).currenciesDown)
      return reply.code(503).send({ status: false, message: 'Service temporarily unavailable' });
    return {
      currencies: Object.entries(SANDBOX_COINS).map(([code, c]) => ({
        code,
        name: c.name,
        network: c.network,
        logo_url: null,
        enable: true,
      })),
    };
  });

  app.get(`${base}/v1/min-amount`, { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const q = request.query as Record<string, string | undefined>;
    const coin = SANDBOX_COINS[String(q.currency_from ?? '').toLowerCase()];
    if (!coin || q.currency_from === 'xmr')
      return reply
        .code(q.currency_from === 'xmr' ? 500 : 400)
        .send({ status: false, message: 'Currency not available' });
    return {
      currency_from: q.currency_from,
      currency_to: q.currency_to ?? q.currency_from,
      min_amount: round8(coin.minUsd / coin.usd),
      fiat_equivalent: coin.minUsd,
    };
  });

  app.get(`${base}/v1/estimate`, { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const q = request.query as Record<string, string | undefined>;
    const coin = SANDBOX_COINS[String(q.currency_to ?? '').toLowerCase()];
    const amount = Number(q.amount);
    if (!coin || q.currency_to === 'xmr' || !(amount > 0) || q.currency_from !== 'usd')
      return reply.code(400).send({ status: false, message: 'Cannot estimate' });
    return {
      currency_from: 'usd',
      amount_from: amount,
      currency_to: q.currency_to,
      estimated_amount: round8(amount / coin.usd),
    };
  });

  app.post(`${base}/v1/payment`, { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const b = (request.body ?? {}) as Record<string, unknown>;
    const code = String(b.pay_currency ?? '').toLowerCase();
    const coin = SANDBOX_COINS[code];
    const price = Number(b.price_amount);
    if (!coin || code === 'xmr' || !(price > 0) || typeof b.ipn_callback_url !== 'string')
      return reply.code(400).send({ status: false, message: 'Invalid payment request' });
    if (price < coin.minUsd)
      return reply
        .code(400)
        .send({ status: false, code: 'AMOUNT_MINIMAL_ERROR', message: 'amountTo is too small' });
    const id = String(4_000_000_000 + crypto.randomInt(0, 999_999_999));
    const now = new Date().toISOString();
    const payment: SandboxPayment = {
      payment_id: id,
      payment_status: 'waiting',
      pay_address: `sandbox${code}${crypto.createHash('sha256').update(id).digest('hex').slice(0, 30)}`,
      price_amount: price,
      price_currency: 'usd',
      pay_amount: round8(price / coin.usd),
      actually_paid: 0,
      pay_currency: code,
      order_id: String(b.order_id ?? ''),
      order_description: String(b.order_description ?? ''),
      ipn_callback_url: b.ipn_callback_url,
      created_at: now,
      updated_at: now,
    };
    await putObject(app.db, 'np_payment', id, payment);
    return reply.code(201).send(publicPayment(payment));
  });

  app.get(`${base}/v1/payment/:id`, { schema: { hide: true } }, async (request, reply) => {
    if (!authorised(request, reply)) return reply;
    const p = await load(String((request.params as { id: string }).id).slice(0, 20));
    if (!p) return reply.code(404).send({ status: false, message: 'Payment not found' });
    return publicPayment(p);
  });

  // ---- the payer page ----
  const html = (reply: FastifyReply, title: string, body: string, code = 200) =>
    reply.code(code).header('cache-control', 'no-store').type('text/html').send(page(title, body));

  app.get(`${base}/pay/:id`, { schema: { hide: true } }, async (request, reply) => {
    const id = String((request.params as { id: string }).id).slice(0, 20);
    const p = await load(id);
    if (!p) return html(reply, 'Not found', '<h1>Unknown payment</h1>', 404);
    const open = !FINAL.includes(p.payment_status);
    const action = (value: string, label: string) =>
      `<form method="post" action="${base}/pay/${esc(id)}"><input type="hidden" name="action" value="${value}"><button type="submit">${label}</button></form>`;
    const body = `<h1>NOWPayments sandbox: payer</h1>
<p>Payment <code>${esc(id)}</code> for order <code>${esc(p.order_id)}</code></p>
<table><tr><th>Send</th><td><strong>${esc(p.pay_amount)} ${esc(p.pay_currency.toUpperCase())}</strong> ($${esc(p.price_amount.toFixed(2))})</td></tr>
<tr><th>To address</th><td><code>${esc(p.pay_address)}</code></td></tr>
<tr><th>Received</th><td>${esc(p.actually_paid)} ${esc(p.pay_currency.toUpperCase())}</td></tr>
<tr><th>Status</th><td><strong data-testid="np-status">${esc(p.payment_status)}</strong></td></tr></table>
${
  open
    ? `${action('full', 'Pay in full')}${action('part', 'Pay part')}${action('expire', 'Let it expire')}${action('fail', 'Fail')}`
    : '<p>This payment is over.</p>'
}
<p>Each button sends a signed IPN to the site, as NOWPayments would. Return to the site's tab to see it.</p>`;
    return html(reply, 'NOWPayments sandbox', body);
  });

  app.post(`${base}/pay/:id`, { schema: { hide: true } }, async (request, reply) => {
    const id = String((request.params as { id: string }).id).slice(0, 20);
    const p = await load(id);
    if (!p) return html(reply, 'Not found', '<h1>Unknown payment</h1>', 404);
    if (FINAL.includes(p.payment_status)) return reply.redirect(`${base}/pay/${id}`, 303);
    const action = String((request.body as Record<string, unknown> | undefined)?.action ?? '');
    if (action === 'full') {
      await change(p, 'confirming', p.pay_amount);
      await change({ ...p, actually_paid: p.pay_amount }, 'finished', p.pay_amount);
    } else if (action === 'part') {
      await change(p, 'partially_paid', Math.max(p.actually_paid, round8(p.pay_amount / 2)));
    } else if (action === 'expire') {
      await change(p, 'expired', p.actually_paid);
    } else if (action === 'fail') {
      await change(p, 'failed', p.actually_paid);
    }
    return reply.redirect(`${base}/pay/${id}`, 303);
  });
};
