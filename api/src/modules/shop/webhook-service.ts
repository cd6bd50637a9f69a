import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { isUuid } from '../../db/uuid';
import { AppError } from '../../http/errors';
import {
  ERROR_CODES,
  nowpaymentsHintBodySchema,
  type PaymentEventVerification,
  type WebhookAnswer,
} from '@arcade/contracts';
import { chargeState, cryptoState, invoiceState, type ProviderState } from './order-rules';
import { findOrder, findOrderByReference, insertEvent, keptHeaders, type OrderRow } from './order-repository';
import { parseCharge } from './providers/goat';
import { parseInvoice } from './providers/invoice';
import { parseNpPayment } from './providers/nowpayments';
import { applyProviderState } from './settle';
import { recheckOrder } from './shop-service';

export type WebhookProvider = 'nowpayments' | 'goat' | 'bank' | 'redirect';
export const WEBHOOK_PROVIDERS: readonly WebhookProvider[] = ['nowpayments', 'goat', 'bank', 'redirect'];

export interface WebhookResult {
  status: number;
  message: string;
  answer: WebhookAnswer;
  /**
   * A refused message: the error the route throws, so the answer is the api's one error envelope
   * (http/error-handler.ts: { success: false, statusCode, message, errors: [code] }).
   */
  error?: AppError;
}

const WEBHOOK_MESSAGES = {
  malformed: 'Malformed webhook',
  badSignature: 'Invalid webhook signature',
} as const;

/** Why a message was refused, as the provider is answered: 401 (it retries) or 400 for a body we cannot read. */
export function webhookRefusal(why: PaymentEventVerification): AppError {
  return why === 'malformed'
    ? new AppError(400, WEBHOOK_MESSAGES.malformed, [ERROR_CODES.validation])
    : new AppError(401, WEBHOOK_MESSAGES.badSignature, [ERROR_CODES.badSignature]);
}

type Headers = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

type Verified =
  | { ok: true; order: OrderRow | null; state: ProviderState | null }
  | { ok: false; why: PaymentEventVerification };

/** Checks the signature and reads the message; the order it names and what it says. */
async function verifyAndRead(
  app: FastifyInstance,
  db: Db,
  provider: WebhookProvider,
  raw: Buffer,
  headers: Headers,
  nowMs?: number,
): Promise<Verified> {
  const { payments } = app;
  if (provider === 'nowpayments') {
    const crypto = payments.crypto;
    if (!crypto) return { ok: false, why: 'unsigned' };
    const check = crypto.verifyIpn(raw, one(headers['x-nowpayments-sig']));
    if (!check.ok) return { ok: false, why: check.why };
    const payment = parseNpPayment(check.body);
    if (!payment) return { ok: false, why: 'malformed' };
    const order = await findOrderByReference(db, 'nowpayments', payment.payment_id);
    return { ok: true, order, state: cryptoState(payment) };
  }
  if (provider === 'goat') {
    const card = payments.card;
    if (!card) return { ok: false, why: 'unsigned' };
    const check = card.verifyWebhook(raw, one(headers['x-goat-signature']), nowMs);
    if (!check.ok) return { ok: false, why: check.why };
    const body = JSON.parse(raw.toString('utf8')) as { data?: { charge?: unknown } };
    const charge = parseCharge(body?.data?.charge);
    if (!charge) return { ok: false, why: 'malformed' };
    const order = isUuid(charge.reference) ? await findOrder(db, charge.reference) : null;
    // A charge for an order that already has another charge is not this order's money.
    if (
      !order ||
      order.provider !== 'goat' ||
      (order.provider_reference && order.provider_reference !== charge.id)
    )
      return { ok: true, order: null, state: null };
    return { ok: true, order, state: chargeState(charge) };
  }
  const invoices = payments[provider];
  if (!invoices) return { ok: false, why: 'unsigned' };
  const check = invoices.verifyWebhook(raw, headers, nowMs);
  if (!check.ok) return { ok: false, why: check.why };
  const body = JSON.parse(raw.toString('utf8')) as { invoice?: unknown };
  const invoice = parseInvoice(body?.invoice);
  if (!invoice) return { ok: false, why: 'malformed' };
  const order = await findOrderByReference(db, provider, invoice.id);
  if (!order) return { ok: true, order: null, state: null };
  return { ok: true, order, state: invoiceState(provider, invoice) };
}

/**
 * One provider callback: stored verbatim with its verification result whatever happens; applied only when its
 * signature (and, for timestamped schemes, its age) checks out. Refused: 401 (the provider retries; a forger
 * learns nothing). Verified but for no order of ours: 200 with accepted false (stops the provider retrying).
 */
export async function handleWebhook(
  app: FastifyInstance,
  provider: WebhookProvider,
  raw: Buffer,
  headers: Headers,
  options: {
    /** A staff replay of a stored event: checked as of its receipt time (nowMs), recorded as a replay. */
    replayOf?: string;
    nowMs?: number;
    /** The transaction to work in (a replay writes its audit entry in the same one). */
    db?: Db;
  } = {},
): Promise<WebhookResult> {
  const { replayOf } = options;
  const db = options.db ?? app.db;
  const base = {
    provider,
    headers: keptHeaders(headers),
    body: raw.toString('utf8'),
    replayOf: replayOf ?? null,
  };
  if (provider === 'nowpayments' && !replayOf && !one(headers['x-nowpayments-sig'])) {
    const hint = await asHint(app, raw, base);
    if (hint) return hint;
  }
  let verified: Verified;
  try {
    verified = await verifyAndRead(app, db, provider, raw, headers, options.nowMs);
  } catch {
    verified = { ok: false, why: 'malformed' };
  }
  const source = replayOf ? ('replay' as const) : ('webhook' as const);
  if (!verified.ok) {
    await insertEvent(db, {
      ...base,
      orderId: null,
      source,
      verification: verified.why,
      outcome: `refused: ${verified.why.replace('_', ' ')}`,
    });
    const error = webhookRefusal(verified.why);
    return {
      status: error.statusCode,
      message: error.message,
      answer: { accepted: false, orderId: null, status: null },
      error,
    };
  }
  if (!verified.order || !verified.state) {
    await insertEvent(db, {
      ...base,
      orderId: null,
      source,
      verification: 'unknown_order',
      outcome: 'nothing: no order of ours',
    });
    return {
      status: 200,
      message: 'No such order',
      answer: { accepted: false, orderId: null, status: null },
    };
  }
  const result = await applyProviderState(db, verified.order.id, verified.state, {
    ...base,
    source,
    verification: 'verified',
  });
  return {
    status: 200,
    message: result.outcome,
    answer: { accepted: true, orderId: result.order.id, status: result.order.status },
  };
}

/**
 * The browser's {order_number, status} (SPEC §4): never trusted. Stored as a hint; the order is re-checked with
 * the provider, which is what may change it.
 */
async function asHint(
  app: FastifyInstance,
  raw: Buffer,
  base: { provider: string; headers: Record<string, unknown>; body: string },
): Promise<WebhookResult | null> {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  const hint = nowpaymentsHintBodySchema.safeParse(json);
  if (!hint.success || (json as Record<string, unknown>).payment_id !== undefined) return null;
  const order = isUuid(hint.data.order_number) ? await findOrder(app.db, hint.data.order_number) : null;
  if (!order || order.provider !== 'nowpayments') {
    await insertEvent(app.db, {
      ...base,
      orderId: null,
      source: 'hint',
      verification: 'hint',
      outcome: 'nothing: no such order',
    });
    return {
      status: 202,
      message: 'Payment status will be confirmed with the provider',
      answer: { accepted: false, orderId: null, status: null },
    };
  }
  await insertEvent(app.db, {
    ...base,
    orderId: order.id,
    source: 'hint',
    verification: 'hint',
    outcome: 'not trusted: re-checked with the provider',
  });
  const settled = await recheckOrder(app, order, 'hint').catch(() => null);
  const now = settled?.order ?? order;
  return {
    status: 202,
    message: 'Payment status will be confirmed with the provider',
    answer: { accepted: true, orderId: now.id, status: now.status },
  };
}
