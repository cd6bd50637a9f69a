import { queryKeys } from '@arcade/platform';

/** Keys this remote reads and invalidates; built on the platform's keys so other remotes invalidate the same data. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: queryKeys.balance,
  transactionsAll: ['wallet', 'transactions'] as const,
  transactions: queryKeys.transactions,
  bonusStatus: queryKeys.bonusStatus,
};
