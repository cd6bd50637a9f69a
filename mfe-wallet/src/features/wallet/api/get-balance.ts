import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Balances } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';

/** GET /wallet/balance: { gold, sweep } (gold in whole coins, sweep in cents). */
export function getBalance(): Promise<Balances> {
  return api.get<Balances>('wallet/balance');
}

export const balanceQueryOptions = () => queryOptions({ queryKey: queryKeys.balance, queryFn: getBalance });

export function useBalanceQuery({ enabled }: { enabled: boolean }) {
  return useQuery({ ...balanceQueryOptions(), enabled });
}
