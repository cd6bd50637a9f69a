import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Redeemable } from '@arcade/contracts';
import { api, queryKeys, refreshOn } from '@arcade/platform';

/** GET /wallet/redeemable: SC redeemable now, still needing play, pending, today's room and the blockers. */
export function getRedeemable(): Promise<Redeemable> {
  return api.get<Redeemable>('wallet/redeemable');
}

/** Refetched on withdrawal_status_updated: a rejected or cancelled redemption gives its SC back. */
export const redeemableQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.redeemable,
    queryFn: getRedeemable,
    staleTime: 30_000,
    meta: refreshOn('withdrawal_status_updated'),
  });

export function useRedeemable(enabled = true) {
  return useQuery({ ...redeemableQueryOptions(), enabled });
}
