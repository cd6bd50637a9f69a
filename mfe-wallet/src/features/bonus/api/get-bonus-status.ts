import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BonusStatus } from '@arcade/contracts';
import { api } from '@arcade/platform';
import { walletKeys } from '../../../lib/query-keys';

/** GET /bonus/status: daily and free-entry state and the recent bonus credits. */
export function getBonusStatus(): Promise<BonusStatus> {
  return api.get<BonusStatus>('bonus/status');
}

export const bonusStatusQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.bonusStatus, queryFn: getBonusStatus });

export function useBonusStatus({ enabled }: { enabled: boolean }) {
  return useQuery({ ...bonusStatusQueryOptions(), enabled });
}
