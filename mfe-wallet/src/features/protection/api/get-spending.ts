import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpendingAnswer } from '@arcade/contracts';
import { api } from '@arcade/platform';

/** GET /protection/spending: paid purchases, redemptions paid out and the net for the last 12 weeks and months. */
export function getSpending(): Promise<SpendingAnswer> {
  return api.get<SpendingAnswer>('protection/spending');
}

export const spendingQueryOptions = () =>
  queryOptions({ queryKey: ['protection', 'spending'] as const, queryFn: getSpending, staleTime: 60_000 });

export function useSpending() {
  return useQuery(spendingQueryOptions());
}
