import crypto from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { signTimestampedHex } from '../providers/signatures';
import { cardFieldsScript } from './card-fields-script';
import { consumeToken, deliver, findObjects, getObject, putObject } from './sandbox-store';

interface SandboxToken {
  id: string;
  wallet: 'card' | 'google_pay' | 'apple_pay';
  /** What the charge will do: approve, decline (do_not_honor / insufficient_funds), or a processor error. */
  behaviour: 'approve' | 'decline' | 'insufficient_funds' | 'error';
  brand: string;
  last4: string;
  created_at: string;
  used?: boolean;
}

interface SandboxCharge {
  id: string;
  status: 'succeeded' | 'declined' | 'failed';
  amount: number;
  currency: string;
  reference: string;
  wallet: string;
  decline_code: string | null;
  last4: string;
  created_at: string;
}

/** Test cards of the sandbox (docs/payments.md). */
export const TEST_CARDS: Record<string, SandboxToken['behaviour']> = {
  '4242424242424242': 'approve',
  '5555555555554444': 'approve',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000119': 'error',
};
export const TOKEN_TTL_MS = 15 * 60 * 1000;

const luhn = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
};

const brandOf = (n: string) =>
  n.startsWith('4') ? 'visa' : /^5[1-5]/.test(n) ? 'mastercard' : n.startsWith('3') ? 'amex' : 'card';

/**
 * Card processor sandbox (SANDBOX=on): the hosted script, browser tokenisation (POST /v1/tokens with the
 * publishable key), server charges (Bearer secret key) with the test cards' outcomes, and signed webhooks sent
 * over HTTP to /api/v1/wallet/webhook/goat.
 */
export const goatSandbox: FastifyPluginAsync = async (app) => {
  const keys = app.payments.sandboxKeys;
  const base = '/sandbox/goat/v1';
  const secretOk = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== `Bearer ${keys.goatSecretKey}`) {
      void reply.code(401).send({ error: 'unauthorized', message: 'Invalid secret key' });
      return false;
    }
    return true;
  };

  app.get(`${base}/card-fields.js`, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/javascript; charset=utf-8')
      .send(cardFieldsScript(`${base}/tokens`)),
  );

  app.post(`${base}/tokens`, { schema: { hide: true } }, async (request, reply) => {
    const b = (request.body ?? {}) as Record<string, unknown>;
    if (b.publicKey !== keys.goatPublicKey)
      return reply.code(401).send({ code: 'invalid_key', message: 'Payment system not available' });
    const id = `tok_${crypto.randomBytes(16).toString('hex')}`;
    const created_at = new Date().toISOString();
    if (b.wallet === 'google_pay' || b.wallet === 'apple_pay') {
      const token: SandboxToken = {
        id,
        wallet: b.wallet,
        behaviour: b.outcome === 'decline' ? 'decline' : 'approve',
        brand: 'visa',
        last4: b.outcome === 'decline' ? '0002' : '4242',
        created_at,
      };
      await putObject(app.db, 'card_token', id, token);
      return { token: id, brand: token.brand, last4: token.last4 };
    }
    const card = (b.card ?? {}) as Record<string, unknown>;
    const number = String(card.number ?? '').replace(/\D/g, '');
    const month = Number(card.exp_month);
    const year = Number(card.exp_year) < 100 ? 2000 + Number(card.exp_year) : Number(card.exp_year);
    const cvc = String(card.cvc ?? '');
    const now = new Date();
    if (number.length < 13 || number.length > 19 || !luhn(number))
      return reply.code(400).send({ code: 'invalid_card', message: 'Your card number is invalid.' });
    if (
      !(month >= 1 && month <= 12) ||
      !(year >= now.getUTCFullYear()) ||
      (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
    )
      return reply
        .code(400)
        .send({ code: 'invalid_card', message: "Your card's expiration date is invalid." });
    if (card.cvc !== undefined && cvc !== '' && !/^\d{3,4}$/.test(cvc))
      return reply.code(400).send({ code: 'invalid_card', message: "Your card's security code is invalid." });
    const token: SandboxToken = {
      id,
      wallet: 'card',
      behaviour: TEST_CARDS[number] ?? 'approve',
      brand: brandOf(number),
      last4: number.slice(-4),
      created_at,
    };
    await putObject(app.db, 'card_token', id, token);
    return { token: id, brand: token.brand, last4: token.last4 };
  });

  app.post(`${base}/charges`, { schema: { hide: true } }, async (request, reply) => {
    if (!secretOk(request, reply)) return reply;
    const b = (request.body ?? {}) as Record<string, unknown>;
    const tokenId = String(b.token ?? '').slice(0, 64);
    const token = await getObject<SandboxToken>(app.db, 'card_token', tokenId);
    const amount = Number(b.amount);
    if (!token || Date.now() - Date.parse(token.created_at) > TOKEN_TTL_MS)
      return reply.code(400).send({ error: 'invalid_token', message: 'No such token' });
    if (!Number.isInteger(amount) || amount <= 0 || typeof b.reference !== 'string')
      return reply.code(400).send({ error: 'invalid_request', message: 'amount and reference are required' });
    if (!(await consumeToken(app.db, tokenId)))
      return reply.code(409).send({ error: 'token_used', message: 'This token was already used' });
    if (token.behaviour === 'error')
      return reply.code(500).send({ error: 'processing_error', message: 'The processor had an error' });
    const charge: SandboxCharge = {
      id: `ch_${crypto.randomBytes(12).toString('hex')}`,
      status: token.behaviour === 'approve' ? 'succeeded' : 'declined',
      amount,
      currency: String(b.currency ?? 'USD'),
      reference: b.reference,
      wallet: token.wallet,
      decline_code:
        token.behaviour === 'approve'
          ? null
          : token.behaviour === 'decline'
            ? 'do_not_honor'
            : 'insufficient_funds',
      last4: token.last4,
      created_at: new Date().toISOString(),
    };
    await putObject(app.db, 'card_charge', charge.id, charge);
    // The processor also tells the merchant by webhook (after answering, as real processors do).
    const event = JSON.stringify({
      id: `evt_${crypto.randomBytes(12).toString('hex')}`,
      type: charge.status === 'succeeded' ? 'charge.succeeded' : 'charge.failed',
      data: { charge },
    });
    const url = `${app.payments.selfUrl()}/api/v1/wallet/webhook/goat`;
    setTimeout(() => {
      void deliver(
        url,
        { 'x-goat-signature': signTimestampedHex(keys.goatWebhookSecret, event) },
        event,
        app.payments.sandboxFetch,
      );
    }, 50).unref();
    return reply.code(charge.status === 'succeeded' ? 200 : 402).send(charge);
  });

  app.get(`${base}/charges`, { schema: { hide: true } }, async (request, reply) => {
    if (!secretOk(request, reply)) return reply;
    const reference = String((request.query as Record<string, unknown>).reference ?? '').slice(0, 64);
    return { data: await findObjects<SandboxCharge>(app.db, 'card_charge', 'reference', reference) };
  });
};
