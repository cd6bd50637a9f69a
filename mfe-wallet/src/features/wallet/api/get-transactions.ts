import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@arcade/platform';
import type { Currency } from '../../../lib/format';
import { walletKeys } from '../../../lib/query-keys';

export interface WalletTransaction {
  id: string;
  type: string;
  /** Signed: credits positive, debits negative. GC in whole coins, SC in cents. */
  amount: number;
  currency: Currency;
  direction: 'credit' | 'debit';
  description: string;
  createdAt: string;
}

export interface TransactionPage {
  items: WalletTransaction[];
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface TransactionQuery {
  page: number;
  limit: number;
  type?: string;
}

/** Ledger movement types the filter offers; the list shows any other type the server sends, humanised. */
export const TRANSACTION_TYPES = [
  { value: 'purchase', label: 'Purchase' },
  { value: 'daily_bonus', label: 'Daily bonus' },
  { value: 'welcome_bonus', label: 'Welcome bonus' },
  { value: 'sweep_bonus', label: 'Free entry' },
  { value: 'coupon', label: 'Coupon' },
  { value: 'game_load', label: 'Game load' },
  { value: 'redemption', label: 'Redemption' },
  { value: 'refund', label: 'Refund' },
  { value: 'correction', label: 'Correction' },
] as const;

export const TRANSACTIONS_PAGE_SIZE = 10;

/** GET /wallet/transactions?page&limit&type */
export function getTransactions({ page, limit, type }: TransactionQuery): Promise<TransactionPage> {
  return api.get<TransactionPage>('wallet/transactions', { page, limit, type: type || undefined });
}

export const transactionsQueryOptions = (query: TransactionQuery) =>
  queryOptions({
    queryKey: walletKeys.transactions({ page: query.page, limit: query.limit, type: query.type ?? '' }),
    queryFn: () => getTransactions(query),
    placeholderData: keepPreviousData,
  });

export function useTransactions(query: TransactionQuery) {
  return useQuery(transactionsQueryOptions(query));
}
