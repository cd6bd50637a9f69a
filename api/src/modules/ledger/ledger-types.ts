import type { Currency, TransferType } from '@arcade/contracts';

export const SYSTEM_ACCOUNTS = [
  'purchases',
  'promotions',
  'coupons',
  'game_loads',
  'redemptions',
  'corrections',
  // games (issue 12): loads awaiting the platform's confirmation; SC asked for redemption until paid or returned
  'game_escrow',
  'redemptions_pending',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/** One side of a transfer: a user's account or a system (counterparty) account, in the transfer's currency. */
export type AccountRef = { user: string } | { system: SystemAccount };

export interface TransferInput {
  idempotencyKey: string;
  from: AccountRef;
  to: AccountRef;
  /** Positive integer: GC whole coins or SC cents. */
  amount: number;
  currency: Currency;
  type: TransferType;
  description: string;
  metadata?: Record<string, unknown>;
  /** Records a correction of an earlier transfer. */
  correctsTransferId?: string;
  /** Injectable clock for the row's created_at (tests and simulations); defaults to the database's now(). */
  now?: Date;
}

export interface TransferRecord {
  id: string;
  idempotencyKey: string;
  type: TransferType;
  currency: Currency;
  amount: number;
  fromAccountId: string;
  toAccountId: string;
  description: string;
  metadata: Record<string, unknown>;
  correctsTransferId: string | null;
  createdAt: Date;
}

export interface TransferResult {
  transfer: TransferRecord;
  /** True when the idempotency key was already used: the first result is returned and nothing moved. */
  replayed: boolean;
}
