import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusStatus } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';

/** GET /bonus/status: daily and free-entry state and the recent bonus credits. */
export function getBonusStatus(): Promise<BonusStatus> {
  return api.get<BonusStatus>('bonus/status');
}

export const bonusStatusQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.bonusStatus, queryFn: getBonusStatus });

export function useBonusStatus({ enabled }: { enabled: boolean }) {
  return useQuery({ ...bonusStatusQueryOptions(), enabled });
}
