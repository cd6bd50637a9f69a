// Over 300 lines: the shop's one service (packages, orders, every payment method's start and the provider
// re-check) over order-repository.ts; settle.ts and webhook-service.ts already hold settling and webhooks.
import {
  CRYPTO_SETTINGS,
  ERROR_CODES,
  formatMoney,
  goldCoins,
  SHOP_MESSAGES,
  type CardPaymentMethod,
  type CryptoPayment,
  type DepositGateway,
  type PaymentMethod,
  type Quote,
} from '@arcade/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { AppError } from '../../http/errors';
import {
  chargeState,
  cryptoState,
  invoiceState,
  OPEN_STATUSES,
  ORDER_CURRENCY,
  type ProviderState,
} from './order-rules';
import {
  addHistory,
  findOrder,
  insertEvent,
  insertOrder,
  orderDto,
  setProviderReference,
  updateStatus,
  type OrderRow,
} from './order-repository';
import { assertWithinLimits, startPurchase } from '../protection/protection-service';
import { ProviderError } from './providers/http';
import type { NpPayment } from './providers/nowpayments';
import { applyProviderState, type SettleResult } from './settle';

/** A card or invoice order never charged is given up after this long; crypto after its 60 minutes. */
export const UNPAID_ORDER_TTL_MS = 24 * 60 * 60 * 1000;
/** A card order whose charge answer never came and that the processor does not know is failed after this. */
export const LOST_CHARGE_MS = 30 * 60 * 1000;

const notPayable = () => new AppError(409, SHOP_MESSAGES.orderNotPayable, [ERROR_CODES.orderNotPayable]);
const orderNotFound = () => new AppError(404, SHOP_MESSAGES.orderNotFound, [ERROR_CODES.orderNotFound]);
export const providerUnavailable = () =>
  new AppError(503, SHOP_MESSAGES.providerUnavailable, [ERROR_CODES.providerError]);

export async function createOrder(
  db: Db,
  userId: string,
  quote: Quote,
  method: PaymentMethod,
  now = new Date(),
): Promise<OrderRow> {
  const expiresAt =
    method === 'crypto'
      ? new Date(now.getTime() + CRYPTO_SETTINGS.paymentExpiryMs)
      : new Date(now.getTime() + UNPAID_ORDER_TTL_MS);
  return db.transaction(async (tx) => {
    const order = await insertOrder(tx, { userId, quote, method, expiresAt });
    // The player's purchase limits refuse early (issue 30); the payment's start checks again, and counts it.
    await assertWithinLimits(tx, userId, Number(order.price_cents), now);
    return order;
  });
}

/** The player's own order (404 for anyone else's, so ids of others are not confirmed). */
export async function ownOrder(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  const order = await findOrder(db, orderId);
  if (!order || order.user_id !== userId) throw orderNotFound();
  return order;
}

/**
 * Claims a created order for a payment attempt (created -> pending), or refuses it. The player's purchase limits
 * (issue 30) are checked here, before any provider is asked, and the order then counts against them from `now`.
 */
async function claimForPayment(
  db: Db,
  userId: string,
  orderId: string,
  method: PaymentMethod,
  reason: string,
  now: Date,
  paymentMethod?: string,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await findOrder(tx, orderId, true);
    if (!order || order.user_id !== userId) throw orderNotFound();
    if (order.method !== method)
      throw new AppError(409, SHOP_MESSAGES.wrongMethod, [ERROR_CODES.orderNotPayable]);
    if (order.status !== 'created') throw notPayable();
    if (order.expires_at && new Date(order.expires_at).getTime() < Date.now()) throw notPayable();
    await startPurchase(tx, { userId, orderId: order.id, priceCents: Number(order.price_cents), now });
    await updateStatus(tx, order.id, { status: 'pending' });
    if (paymentMethod)
      await tx.query(`UPDATE orders SET payment_method = $2 WHERE id = $1`, [order.id, paymentMethod]);
    await addHistory(tx, order.id, 'pending', reason);
    return (await findOrder(tx, order.id))!;
  });
}

// ---- card ----

export type CardResult =
  | { kind: 'paid'; settle: SettleResult; chargeId: string }
  | { kind: 'declined' | 'token_used' | 'invalid_token'; order: OrderRow; declineCode?: string | null }
  | { kind: 'provider_error'; order: OrderRow };

/** Charges the single-use token for the order's price (never the browser's figures). */
export async function payByCard(
  app: FastifyInstance,
  userId: string,
  orderId: string,
  token: string,
  wallet: CardPaymentMethod,
): Promise<CardResult> {
  const card = app.payments.card;
  if (!card) throw providerUnavailable();
  const order = await claimForPayment(
    app.db,
    userId,
    orderId,
    'card',
    `charging ${wallet}`,
    app.protection.clock(),
    wallet,
  );
  let outcome;
  try {
    outcome = await card.charge({ token, amountCents: order.price_cents, reference: order.id, wallet });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    // Unknown whether the processor charged: the order stays pending and the reconciliation job asks it.
    await insertEvent(app.db, {
      orderId: order.id,
      provider: 'goat',
      source: 'charge',
      verification: 'poll',
      headers: {},
      body: JSON.stringify({ error: err.message, status: err.status ?? null, body: err.body ?? null }),
      outcome: 'charge failed at the processor: left pending for reconciliation',
    });
    return { kind: 'provider_error', order };
  }
  const meta = {
    provider: 'goat',
    source: 'charge' as const,
    verification: 'verified' as const,
    headers: {},
  };
  if (outcome.kind !== 'charge') {
    const settle = await applyProviderState(
      app.db,
      order.id,
      { kind: 'failed', paid: 0, currency: ORDER_CURRENCY, detail: `goat ${outcome.kind}` },
      { ...meta, body: JSON.stringify({ error: outcome.kind }) },
    );
    return { kind: outcome.kind, order: settle.order };
  }
  const { charge } = outcome;
  await app.db.query(
    `UPDATE orders SET provider_reference = $2 WHERE id = $1 AND provider_reference IS NULL`,
    [order.id, charge.id],
  );
  const settle = await applyProviderState(app.db, order.id, chargeState(charge), {
    ...meta,
    body: JSON.stringify(charge),
  });
  if (settle.order.status === 'paid') return { kind: 'paid', settle, chargeId: charge.id };
  return { kind: 'declined', order: settle.order, declineCode: charge.declineCode };
}

// ---- crypto ----

export async function cryptoPaymentAnswer(
  app: FastifyInstance,
  order: OrderRow,
  payment: NpPayment,
): Promise<CryptoPayment> {
  return {
    payment_id: payment.payment_id,
    pay_address: payment.pay_address,
    pay_amount: payment.pay_amount,
    pay_currency: payment.pay_currency,
    payment_status: payment.payment_status,
    price_amount: order.price_cents / 100,
    price_currency: 'usd',
    actually_paid: payment.actually_paid,
    order_id: order.id,
    expires_at: new Date(order.expires_at ?? Date.now()).toISOString(),
    payer_url: app.payments.crypto?.payerUrl(payment.payment_id) ?? null,
    order: await orderDto(app.db, order),
  };
}

export async function createCryptoPayment(
  app: FastifyInstance,
  userId: string,
  orderId: string,
  payCurrency: string,
): Promise<CryptoPayment> {
  const crypto = app.payments.crypto;
  if (!crypto) throw providerUnavailable();
  const existing = await ownOrder(app.db, userId, orderId);
  if (existing.method !== 'crypto')
    throw new AppError(409, SHOP_MESSAGES.wrongMethod, [ERROR_CODES.orderNotPayable]);
  if (existing.status !== 'created') throw notPayable();
  // Before the provider is asked anything (its minimum, its rate): the player's purchase limits (issue 30).
  await assertWithinLimits(app.db, userId, Number(existing.price_cents), app.protection.clock());
  const price = existing.price_cents / 100;
  try {
    const [{ minAmount }, estimated] = await Promise.all([
      crypto.minAmount(payCurrency, payCurrency),
      crypto.estimate(price, payCurrency),
    ]);
    if (estimated < minAmount)
      throw new AppError(400, SHOP_MESSAGES.belowCryptoMinimum, [ERROR_CODES.belowMinimum], {
        minAmount,
        estimatedAmount: estimated,
      });
  } catch (err) {
    if (err instanceof ProviderError)
      throw new AppError(502, SHOP_MESSAGES.errorLoadingCurrency(payCurrency), [ERROR_CODES.providerError]);
    throw err;
  }
  const order = await claimForPayment(
    app.db,
    userId,
    orderId,
    'crypto',
    `crypto payment in ${payCurrency}`,
    app.protection.clock(),
    payCurrency,
  );
  let payment: NpPayment;
  try {
    payment = await crypto.createPayment({
      priceAmount: price,
      payCurrency,
      orderId: order.id,
      orderDescription: `${order.item_type} (${formatMoney(goldCoins(Number(order.coins) + Number(order.bonus_coins)))})`,
      ipnCallbackUrl: `${app.payments.selfUrl()}/api/v1/wallet/webhook/nowpayments`,
    });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    await app.db.transaction(async (tx) => {
      await updateStatus(tx, order.id, { status: 'failed' });
      await addHistory(tx, order.id, 'failed', `payment not created: ${err.message}`);
    });
    throw new AppError(502, SHOP_MESSAGES.createPaymentFailed, [ERROR_CODES.providerError]);
  }
  await app.db.transaction((tx) =>
    setProviderReference(tx, order.id, {
      reference: payment.payment_id,
      payCurrency: payment.pay_currency,
      payAmount: payment.pay_amount,
    }),
  );
  return cryptoPaymentAnswer(app, (await findOrder(app.db, order.id))!, payment);
}

// ---- bank and redirect ----

export async function createDeposit(
  app: FastifyInstance,
  userId: string,
  quote: Quote,
  gatewayName: DepositGateway,
  siteOrigin: string,
): Promise<{ order: OrderRow; invoiceUrl: string }> {
  const provider = app.payments[gatewayName];
  if (!provider) throw providerUnavailable();
  const now = app.protection.clock();
  const created = await createOrder(app.db, userId, quote, gatewayName, now);
  const order = await claimForPayment(
    app.db,
    userId,
    created.id,
    gatewayName,
    `invoice requested (${gatewayName})`,
    now,
  );
  const back = (page: string) => `${siteOrigin}/${page}?orderId=${order.id}`;
  let invoice;
  try {
    invoice = await provider.createInvoice({
      amountCents: order.price_cents,
      reference: order.id,
      description: `${order.item_type} (${formatMoney(goldCoins(Number(order.coins) + Number(order.bonus_coins)))})`,
      successUrl: back('success'),
      cancelUrl: back('failed'),
      webhookUrl: `${app.payments.selfUrl()}/api/v1/wallet/webhook/${gatewayName}`,
    });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    await app.db.transaction(async (tx) => {
      await updateStatus(tx, order.id, { status: 'failed' });
      await addHistory(tx, order.id, 'failed', `invoice not created: ${err.message}`);
    });
    throw new AppError(502, SHOP_MESSAGES.purchaseFailed, [ERROR_CODES.providerError]);
  }
  await app.db.transaction((tx) => setProviderReference(tx, order.id, { reference: invoice.id }));
  // The sandbox lives on this site: send the browser to it by path, whatever host name the browser used.
  const url = provider.sandbox ? pathOf(invoice.url) : invoice.url;
  return { order: (await findOrder(app.db, order.id))!, invoiceUrl: url };
}

const pathOf = (url: string) => {
  const u = new URL(url, 'http://x');
  return `${u.pathname}${u.search}`;
};

// ---- re-checking an order with its provider (payment-status, browser hints, the reconciliation job) ----

/**
 * Asks the order's provider where its money is and applies the answer (source poll). Orders never paid are
 * expired when their time is up. Returns null when there is nothing to ask yet.
 */
export async function recheckOrder(
  app: FastifyInstance,
  order: OrderRow,
  source: 'poll' | 'hint' = 'poll',
  now = Date.now(),
): Promise<SettleResult | null> {
  if (!OPEN_STATUSES.includes(order.status)) return null;
  const meta = (provider: string, body: unknown) => ({
    provider,
    source,
    verification: 'poll' as const,
    headers: {},
    body: JSON.stringify(body),
  });
  const expired = order.expires_at !== null && new Date(order.expires_at).getTime() <= now;
  const age = now - new Date(order.created_at).getTime();
  // actually_paid is in the order's own pay currency (settle.ts keeps it so).
  const giveUp = (detail: string, paidNow = 0): ProviderState => ({
    kind: 'expired',
    paid: Math.max(Number(order.actually_paid) || 0, paidNow),
    currency: order.pay_currency ?? ORDER_CURRENCY,
    detail,
  });
  if (!order.provider_reference && order.method !== 'card') {
    if (!expired) return null;
    return applyProviderState(
      app.db,
      order.id,
      giveUp('never paid: time is up'),
      meta(order.provider, { expired: true }),
    );
  }
  if (order.method === 'crypto') {
    const crypto = app.payments.crypto;
    if (!crypto) return null;
    const payment = await crypto.paymentStatus(order.provider_reference!);
    let state = cryptoState(payment);
    if (expired && (state.kind === 'pending' || state.kind === 'partial'))
      state = giveUp(`${state.detail}; 60 minutes are up`, payment.actually_paid);
    return applyProviderState(app.db, order.id, state, meta('nowpayments', payment));
  }
  if (order.method === 'card') {
    const card = app.payments.card;
    if (!card) return null;
    if (order.status === 'created') {
      if (!expired) return null;
      return applyProviderState(
        app.db,
        order.id,
        giveUp('card never charged: time is up'),
        meta('goat', { expired: true }),
      );
    }
    const charges = await card.chargesFor(order.id);
    const best =
      charges.find((c) => c.status === 'succeeded') ??
      charges.find((c) => c.status === 'refunded') ??
      charges.find((c) => c.status === 'declined' || c.status === 'failed');
    if (best) return applyProviderState(app.db, order.id, chargeState(best), meta('goat', best));
    if (age < LOST_CHARGE_MS) return null;
    return applyProviderState(
      app.db,
      order.id,
      {
        kind: 'failed',
        paid: 0,
        currency: ORDER_CURRENCY,
        detail: 'the processor has no charge for this order',
      },
      meta('goat', { charges: [] }),
    );
  }
  const provider = app.payments[order.method];
  if (!provider) return null;
  const invoice = await provider.getInvoice(order.provider_reference!);
  let state = invoiceState(order.method, invoice);
  if (expired && state.kind === 'pending') state = giveUp(`${state.detail}; invoice not paid in time`);
  return applyProviderState(app.db, order.id, state, meta(order.method, invoice));
}
