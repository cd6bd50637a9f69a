import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusStatus } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';

/** GET /bonus/status (shared key with the wallet remote). Amounts are SC cents. */
export const getSweepStatus = () => api.get<Pick<BonusStatus, 'sweep'>>('bonus/status');

export const sweepStatusQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.bonusStatus, queryFn: getSweepStatus });

export function useSweepStatus() {
  return useQuery(sweepStatusQueryOptions());
}
