import { TRANSFER_TYPES, type TransferType } from '@arcade/contracts';
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
