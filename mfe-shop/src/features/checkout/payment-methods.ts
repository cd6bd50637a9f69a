import type { PaymentMethod } from '@arcade/contracts';

export interface MethodInfo {
  key: PaymentMethod;
  label: string;
  detail: string;
}

/** The four methods of SPEC §2.5, in the order shown. */
export const METHODS: readonly MethodInfo[] = [
  { key: 'card', label: 'Card', detail: 'Debit or credit card, Google Pay or Apple Pay' },
  { key: 'crypto', label: 'Cryptocurrency', detail: 'Bitcoin, USDC, Ethereum and more' },
  { key: 'bank', label: 'Bank', detail: 'Pay from your bank account on the bank’s secure page' },
  { key: 'redirect', label: 'Hosted checkout', detail: 'Pay on our payment partner’s secure page' },
];
