import type { CryptoPaymentStatus, OrderStatus } from '@arcade/contracts';
import type { ChargeStatus } from './providers/goat';
import type { InvoiceStatus } from './providers/invoice';

/**
 * What a verified provider message (or a provider poll) says about an order's money. Snapshots, not deltas: the
 * same snapshot applied twice, late or out of order gives the same order (transitions only go forward and
 * `paid` amounts only grow).
 */
export type ProviderState =
  | { kind: 'pending'; detail: string }
  | { kind: 'partial'; paid: number; due: number; detail: string }
  | { kind: 'paid'; paid: number; due: number; detail: string }
  | { kind: 'failed'; paid: number; detail: string }
  | { kind: 'expired'; paid: number; detail: string }
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

/** Crypto is paid when what arrived covers the amount asked (0.5% tolerance for network rounding). */
export const covers = (paid: number, due: number) => due > 0 && paid >= due * 0.995;

/** The status an order should move to for a provider state, or null for no change. */
export function nextStatus(current: OrderStatus, state: ProviderState): OrderStatus | null {
  let target: OrderStatus;
  switch (state.kind) {
    case 'pending':
      target = 'pending';
      break;
    case 'partial':
      target = 'partially_paid';
      break;
    case 'paid':
      target = covers(state.paid, state.due) ? 'paid' : 'review';
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
  pay_amount: number;
}): ProviderState {
  const detail = `nowpayments ${p.payment_status} (paid ${p.actually_paid} of ${p.pay_amount})`;
  switch (p.payment_status) {
    case 'waiting':
    case 'confirming':
    case 'confirmed':
    case 'sending':
      return { kind: 'pending', detail };
    case 'partially_paid':
      return { kind: 'partial', paid: p.actually_paid, due: p.pay_amount, detail };
    case 'finished':
      return { kind: 'paid', paid: p.actually_paid, due: p.pay_amount, detail };
    case 'failed':
      return { kind: 'failed', paid: p.actually_paid, detail };
    case 'expired':
      return { kind: 'expired', paid: p.actually_paid, detail };
    case 'refunded':
      return { kind: 'refunded', detail };
  }
}

/** A card charge: amounts in cents, compared with the order's price. */
export function chargeState(
  c: { status: ChargeStatus; amount: number; id: string },
  priceCents: number,
): ProviderState {
  const detail = `goat charge ${c.id} ${c.status}`;
  switch (c.status) {
    case 'succeeded':
      return { kind: 'paid', paid: c.amount, due: priceCents, detail };
    case 'declined':
    case 'failed':
      return { kind: 'failed', paid: 0, detail };
    case 'refunded':
      return { kind: 'refunded', detail };
  }
}

export function invoiceState(
  provider: string,
  i: { status: InvoiceStatus; amount: number; id: string },
  priceCents: number,
): ProviderState {
  const detail = `${provider} invoice ${i.id} ${i.status}`;
  switch (i.status) {
    case 'open':
      return { kind: 'pending', detail };
    case 'paid':
      return { kind: 'paid', paid: i.amount, due: priceCents, detail };
    case 'failed':
    case 'cancelled':
      return { kind: 'failed', paid: 0, detail };
    case 'expired':
      return { kind: 'expired', paid: 0, detail };
  }
}
