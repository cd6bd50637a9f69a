import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TransferType, WalletTransactionsPage } from '@arcade/contracts';
import { api, queryKeys, refreshOn } from '@arcade/platform';

export interface TransactionQuery {
  page: number;
  limit: number;
  /** '' for every type. */
  type: TransferType | '';
}

export const TRANSACTIONS_PAGE_SIZE = 10;

/** GET /wallet/transactions?page&limit&type */
export function getTransactions({ page, limit, type }: TransactionQuery): Promise<WalletTransactionsPage> {
  return api.get<WalletTransactionsPage>('wallet/transactions', { page, limit, type: type || undefined });
}

/** Refetched on the notifications of money moves that settle later (redemptions, game loads, payments). */
export const transactionsQueryOptions = (query: TransactionQuery) =>
  queryOptions({
    queryKey: queryKeys.transactions({ page: query.page, limit: query.limit, type: query.type }),
    queryFn: () => getTransactions(query),
    placeholderData: keepPreviousData,
    meta: refreshOn('withdrawal_status_updated', 'recharge_status_updated', 'deposit_success'),
  });

export function useTransactions(query: TransactionQuery) {
  return useQuery(transactionsQueryOptions(query));
}
