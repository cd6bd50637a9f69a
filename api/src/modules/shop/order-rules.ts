import type { CryptoPaymentStatus, OrderStatus } from '@arcade/contracts';
import type { OrderRow } from './order-repository';
import type { ChargeStatus } from './providers/goat';
import type { InvoiceStatus } from './providers/invoice';

/**
 * What a verified provider message (or a provider poll) says about an order's money. Snapshots, not deltas: the
 * same snapshot applied twice, late or out of order gives the same order (transitions only go forward and
 * `paid` amounts only grow). `paid` is in the provider's units (cents for card, bank and redirect; coins of
 * `currency` for crypto) and `currency` is what the message says it is in. A state never carries what is due:
 * that comes from the order's own record (askedOf), never from the message.
 */
export type ProviderState =
  | { kind: 'pending'; detail: string }
  | { kind: 'partial'; paid: number; currency: string; detail: string }
  | { kind: 'paid'; paid: number; currency: string; detail: string }
  | { kind: 'failed'; paid: number; currency: string; detail: string; cancelled?: boolean }
  | { kind: 'expired'; paid: number; currency: string; detail: string }
  | { kind: 'refunded'; detail: string };

/** Forward moves only (docs/decisions/0030). expired/review -> paid: money that arrived late still counts. */
const ALLOWED: Record<OrderStatus, readonly OrderStatus[]> = {
  created: ['pending', 'partially_paid', 'paid', 'failed', 'expired', 'review'],
  pending: ['partially_paid', 'paid', 'failed', 'expired', 'review'],
  partially_paid: ['paid', 'review'],
  expired: ['paid', 'review'],
  review: ['paid'],
  failed: [],
  paid: ['refunded'],
  refunded: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus) => ALLOWED[from].includes(to);

/** Unfinished: the reconciliation job re-checks these with their provider. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['created', 'pending', 'partially_paid'];

/** Orders are priced in dollars (contracts quoteOf); card, bank and redirect money must come in them. */
export const ORDER_CURRENCY = 'USD';

/**
 * Crypto only: how far what arrived may be from the order's quote, either way, and still be credited
 * (docs/payments.md "Amount matching"). Card, bank and redirect have none: cents must match exactly.
 */
export const CRYPTO_TOLERANCE = 0.005;

/**
 * What the server asked for an order, from its own record: card, bank and redirect the order's price in cents
 * and dollars; crypto the quote it stored when it created the payment (the provider's pay_amount and
 * pay_currency at creation). Null when there is no quote yet (nothing can match it).
 */
export interface Asked {
  amount: number;
  currency: string;
  /** Fraction of `amount` what arrived may differ by (0: exactly). */
  tolerance: number;
}

export function askedOf(
  order: Pick<OrderRow, 'method' | 'price_cents' | 'pay_amount' | 'pay_currency'>,
): Asked | null {
  if (order.method !== 'crypto')
    return { amount: Number(order.price_cents), currency: ORDER_CURRENCY, tolerance: 0 };
  const amount = Number(order.pay_amount);
  if (!(amount > 0) || !order.pay_currency) return null;
  return { amount, currency: order.pay_currency, tolerance: CRYPTO_TOLERANCE };
}

export type AmountMatch = 'exact' | 'short' | 'over' | 'other_currency' | 'no_quote';

const sameCurrency = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** How what arrived compares with what the order asked (currency first, then the amount). */
export function matchAmount(paid: number, currency: string, asked: Asked | null): AmountMatch {
  if (!asked) return 'no_quote';
  if (!sameCurrency(currency, asked.currency)) return 'other_currency';
  if (!Number.isFinite(paid)) return 'short';
  // 1e-9 absorbs binary rounding of decimal amounts (crypto has 8 decimals); cents compare exactly.
  const slack = asked.tolerance > 0 ? asked.amount * asked.tolerance + 1e-9 : 0;
  if (paid < asked.amount - slack) return 'short';
  if (paid > asked.amount + slack) return 'over';
  return 'exact';
}

/** Words for staff (the event's outcome, the review's reason). */
export function describeMismatch(
  state: { paid: number; currency: string },
  asked: Asked | null,
  match: AmountMatch,
): string {
  const what = match === 'other_currency' ? 'another currency' : match === 'no_quote' ? 'no quote' : match;
  if (!asked) return `amount mismatch (${what}): paid ${state.paid} ${state.currency}, no quote stored`;
  const within = asked.tolerance > 0 ? ` ±${+(asked.tolerance * 100).toFixed(3)}%` : ' exactly';
  return (
    `amount mismatch (${what}): paid ${state.paid} ${state.currency || '(no currency)'}, ` +
    `the order asked ${asked.amount} ${asked.currency}${within}`
  );
}

/**
 * The status an order should move to for a provider state, or null for no change. Money is credited only when
 * it is what the order asked (matchAmount); anything else that arrived goes to `review` for staff.
 */
export function nextStatus(
  current: OrderStatus,
  state: ProviderState,
  asked: Asked | null,
): OrderStatus | null {
  let target: OrderStatus;
  switch (state.kind) {
    case 'pending':
      target = 'pending';
      break;
    case 'partial': {
      // Part of the quote in its currency: wait for the rest. Another currency, or more than asked, is no part.
      const match = matchAmount(state.paid, state.currency, asked);
      target = match === 'short' || match === 'exact' ? 'partially_paid' : 'review';
      break;
    }
    case 'paid':
      target = matchAmount(state.paid, state.currency, asked) === 'exact' ? 'paid' : 'review';
      break;
    case 'failed':
      target = state.paid > 0 ? 'review' : 'failed';
      break;
    case 'expired':
      target = state.paid > 0 ? 'review' : 'expired';
      break;
    case 'refunded':
      target = current === 'paid' ? 'refunded' : 'failed';
      break;
  }
  if (target === current) return null;
  return canMove(current, target) ? target : null;
}

export function cryptoState(p: {
  payment_status: CryptoPaymentStatus;
  actually_paid: number;
  pay_currency: string;
}): ProviderState {
  // The message's own pay_amount is only words here: what is due is the order's quote (askedOf).
  const detail = `nowpayments ${p.payment_status} (paid ${p.actually_paid} ${p.pay_currency})`;
  const money = { paid: p.actually_paid, currency: p.pay_currency };
  switch (p.payment_status) {
    case 'waiting':
    case 'confirming':
    case 'confirmed':
    case 'sending':
      return { kind: 'pending', detail };
    case 'partially_paid':
      return { kind: 'partial', ...money, detail };
    case 'finished':
      return { kind: 'paid', ...money, detail };
    case 'failed':
      return { kind: 'failed', ...money, detail };
    case 'expired':
      return { kind: 'expired', ...money, detail };
    case 'refunded':
      return { kind: 'refunded', detail };
  }
}

/** A card charge: its amount in cents and its currency (compared with the order's price by nextStatus). */
export function chargeState(c: {
  status: ChargeStatus;
  amount: number;
  currency: string;
  id: string;
}): ProviderState {
  const detail = `goat charge ${c.id} ${c.status} (${c.amount} cents ${c.currency || 'no currency'})`;
  switch (c.status) {
    case 'succeeded':
      return { kind: 'paid', paid: c.amount, currency: c.currency, detail };
    case 'declined':
    case 'failed':
      return { kind: 'failed', paid: 0, currency: c.currency, detail };
    case 'refunded':
      return { kind: 'refunded', detail };
  }
}

export function invoiceState(
  provider: string,
  i: { status: InvoiceStatus; amount: number; currency: string; id: string },
): ProviderState {
  const detail = `${provider} invoice ${i.id} ${i.status} (${i.amount} cents ${i.currency || 'no currency'})`;
  switch (i.status) {
    case 'open':
      return { kind: 'pending', detail };
    case 'paid':
      return { kind: 'paid', paid: i.amount, currency: i.currency, detail };
    case 'failed':
      return { kind: 'failed', paid: 0, currency: i.currency, detail };
    case 'cancelled':
      // The player left the hosted page with Cancel: failed, nothing charged, and said so (issue 28 item 5).
      return { kind: 'failed', paid: 0, currency: i.currency, detail, cancelled: true };
    case 'expired':
      return { kind: 'expired', paid: 0, currency: i.currency, detail };
  }
}
