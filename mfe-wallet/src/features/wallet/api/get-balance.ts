import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Balances } from '@arcade/contracts';
import { api } from '@arcade/platform';
import { walletKeys } from '../../../lib/query-keys';

/** GET /wallet/balance: { gold, sweep } (gold in whole coins, sweep in cents). */
export function getBalance(): Promise<Balances> {
  return api.get<Balances>('wallet/balance');
}

export const balanceQueryOptions = () => queryOptions({ queryKey: walletKeys.balance, queryFn: getBalance });

export function useBalanceQuery({ enabled }: { enabled: boolean }) {
  return useQuery({ ...balanceQueryOptions(), enabled });
}
