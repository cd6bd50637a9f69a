import { CUSTOM_AMOUNT } from './constants';

/**
 * The coin shop's messages, names and settings, without zod (issue 9): a page that only shows packages, an
 * order's state or a payment step needs these, not the schemas of shop.ts (which re-exports them), and zod is
 * about 25 KiB of a phone's first load. See shop.ts for the shop's rules.
 */

export const SHOP_MESSAGES = {
  loginFirst: 'Please login first',
  minAmount: 'Minimum purchase amount is $5',
  maxAmount: 'Maximum purchase limit is $200',
  wholeDollars: 'Minimum purchase amount is $5',
  unknownPackage: 'Unknown coin package',
  purchaseFailed: 'Purchase failed. Please try again.',
  createPaymentFailed: 'Failed to create payment. Please try again.',
  errorLoadingCurrency: (currency: string) => `Error loading data for ${currency}`,
  paymentStatus: (status: string) => `Payment ${status}. Please try again.`,
  cardBackendFailure: 'Payment processing failed. Please contact support.',
  cardFailed: 'Payment processing failed. Please try again.',
  cardDeclined:
    'Your card was declined and has not been charged. Check the card details or use another card, or choose another payment method.',
  tokenReused: 'This payment was already submitted. Your card has not been charged again.',
  googlePayFailed: 'Google Pay processing failed. Please try again.',
  applePayFailed: 'Apple Pay processing failed. Please try again.',
  paymentProcessed: 'Payment processed successfully!',
  paymentSuccessful: 'Payment successful!',
  initiatingPayment: 'Initiating Payment!',
  serviceUnavailable: 'Payment Service Unavailable',
  idempotencyKeyRequired: 'An Idempotency-Key header is required',
  idempotencyConflict: 'This Idempotency-Key was already used with different parameters',
  idempotencyInProgress: 'This request is still being processed. Please try again in a moment.',
  orderNotFound: 'Order not found',
  orderNotPayable: 'This order can no longer be paid',
  wrongMethod: 'This order was created for another payment method',
  belowCryptoMinimum: 'The amount is below the minimum for this currency',
  unknownCurrency: 'Unknown currency',
  providerUnavailable: 'The payment provider is not available. Please try again later.',
} as const;

/** Header carrying the idempotency key of a money-moving call. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,128}$/;

/** SPEC §4 currency adjustment: minimum USD amount x 1.05, rounded up to whole dollars (and at least $5). */
export function adjustedUsdAmount(minUsdAmount: number): number {
  return Math.max(CUSTOM_AMOUNT.minDollars, Math.ceil(minUsdAmount * 1.05));
}

/** card covers the main card button and the two device wallets (paymentMethod tells which). */
export const PAYMENT_METHODS = ['card', 'crypto', 'bank', 'redirect'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const CARD_PAYMENT_METHODS = ['card', 'google_pay', 'apple_pay'] as const;
export type CardPaymentMethod = (typeof CARD_PAYMENT_METHODS)[number];
export const PAYMENT_PROVIDERS = ['nowpayments', 'goat', 'bank', 'redirect'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Order status machine (never moves backwards):
 * created -> pending -> (partially_paid ->) paid | failed | expired | review; paid -> refunded.
 * `paid` means the coins were credited. `review`: money arrived but not all of it and the payment is over
 * (held for staff, no coins; docs/decisions/0030-orders-and-crediting.md).
 */
export const ORDER_STATUSES = [
  'created',
  'pending',
  'partially_paid',
  'paid',
  'failed',
  'expired',
  'review',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = [
  'paid',
  'failed',
  'expired',
  'review',
  'refunded',
];

export const DEPOSIT_GATEWAYS = ['bank', 'redirect'] as const;
export type DepositGateway = (typeof DEPOSIT_GATEWAYS)[number];

/**
 * Why the card processor declined (its decline_code, sent in a 402 card_declined answer's data.declineCode), in
 * the player's words (issue 28 item 5); a code not listed says only that the card was declined.
 */
export const CARD_DECLINE_REASONS: Readonly<Record<string, string>> = {
  do_not_honor: 'Your bank did not approve this payment.',
  insufficient_funds: 'The card does not have enough funds.',
};

/** Card settings of SPEC §9 and the script wait of §8. */
export const CARD_SETTINGS = {
  currency: 'USD',
  country: 'US',
  showCvv: true,
  googlePayShippingCountries: ['US', 'CA'],
  scriptWaitTries: 50,
  scriptWaitIntervalMs: 100,
} as const;

// --- Crypto (NOWPayments, SPEC §7 Crypto) ------------------------------------------------------------------------

export const CRYPTO_CATEGORIES = ['popular', 'stablecoin', 'meme', 'other'] as const;
export type CryptoCategory = (typeof CRYPTO_CATEGORIES)[number];

export const POPULAR_CRYPTO = [
  'btc',
  'eth',
  'ltc',
  'usdt',
  'usdc',
  'doge',
  'bnb',
  'xrp',
  'sol',
  'matic',
] as const;

export const CRYPTO_SETTINGS = {
  paymentExpiryMs: 60 * 60 * 1000,
  pollIntervalMs: 20_000,
  minAmountCacheMs: 15 * 60 * 1000,
  rateCacheMs: 5 * 60 * 1000,
  minRateCallGapMs: 500,
  adjustFactor: 1.05,
  preselected: ['usdc', 'btc'],
} as const;

export const CRYPTO_PAYMENT_STATUSES = [
  'waiting',
  'confirming',
  'confirmed',
  'sending',
  'partially_paid',
  'finished',
  'failed',
  'refunded',
  'expired',
] as const;
export type CryptoPaymentStatus = (typeof CRYPTO_PAYMENT_STATUSES)[number];

export const PAYMENT_EVENT_VERIFICATIONS = [
  'verified',
  'unsigned',
  'bad_signature',
  'stale',
  'malformed',
  'unknown_order',
  'hint',
  'poll',
] as const;
export type PaymentEventVerification = (typeof PAYMENT_EVENT_VERIFICATIONS)[number];
