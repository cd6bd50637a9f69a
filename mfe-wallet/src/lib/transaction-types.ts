import {
  statusWord,
  TRANSFER_TYPES,
  type StatusSubject,
  type StatusWord,
  type TransferType,
  type WalletTransaction,
} from '@arcade/contracts';
import { humanize } from './format';

const TYPE_LABELS: Record<TransferType, string> = {
  purchase: 'Purchase',
  purchase_bonus: 'Purchase bonus',
  welcome_bonus: 'Welcome bonus',
  daily_bonus: 'Daily bonus',
  sweep_bonus: 'Free entry',
  amoe_mail_in: 'Mail-in free entry',
  coupon: 'Coupon',
  game_load: 'Game load',
  game_withdrawal: 'Game withdrawal',
  redemption: 'Redemption',
  refund: 'Refund',
  correction: 'Correction',
  adjustment: 'Adjustment',
};

/** Every ledger movement type, labelled (the wallet's type filter). */
export const TRANSACTION_TYPES = TRANSFER_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

export function isTransferType(value: string | null): value is TransferType {
  return (TRANSFER_TYPES as readonly string[]).includes(value ?? '');
}

/** A readable name for a movement type; a type this build does not know yet is humanised. */
export function transactionTypeLabel(type: string): string {
  return isTransferType(type) ? TYPE_LABELS[type] : humanize(type);
}

/** Movements that belong to a request with a status of its own (the shared words of status-words.ts). */
const STATUS_SUBJECTS: Partial<Record<TransferType, StatusSubject>> = {
  redemption: 'redemption',
  game_load: 'game_load',
  game_withdrawal: 'game_withdrawal',
};

/** The current status of the request a movement belongs to ("Paid" for a paid redemption), if it has one. */
export function transactionStatus(tx: Pick<WalletTransaction, 'type' | 'status'>): StatusWord | undefined {
  const subject = STATUS_SUBJECTS[tx.type];
  return subject && tx.status ? statusWord(subject, tx.status) : undefined;
}
