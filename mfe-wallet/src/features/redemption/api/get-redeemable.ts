import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Redeemable } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';

/** GET /wallet/redeemable: SC redeemable now, still needing play, pending, today's room and the blockers. */
export function getRedeemable(): Promise<Redeemable> {
  return api.get<Redeemable>('wallet/redeemable');
}

export const redeemableQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.redeemable, queryFn: getRedeemable, staleTime: 30_000 });

export function useRedeemable(enabled = true) {
  return useQuery({ ...redeemableQueryOptions(), enabled });
}
