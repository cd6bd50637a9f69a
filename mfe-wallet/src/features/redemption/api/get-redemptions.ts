import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Redemption } from '@arcade/contracts';
import { api, queryKeys, refreshOn } from '@arcade/platform';

/** GET /wallet/redemptions: the player's redemptions with their tracker (steps, expectedBy, waitingFor). */
export async function getRedemptions(): Promise<Redemption[]> {
  return (await api.get<{ redemptions: Redemption[] }>('wallet/redemptions')).redemptions;
}

/**
 * While one is open the tracker is refetched every 30 s (payouts settle by webhook, any time), and at once on a
 * withdrawal_status_updated notification (review, approval, payment: issue 28 item 3).
 */
export const REDEMPTIONS_REFETCH_MS = 30_000;
const OPEN = new Set(['pending', 'in_review', 'approved', 'sent']);

export const redemptionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.redemptions,
    queryFn: getRedemptions,
    meta: refreshOn('withdrawal_status_updated'),
    refetchInterval: (query) =>
      query.state.data?.some((r) => OPEN.has(r.status)) ? REDEMPTIONS_REFETCH_MS : false,
  });

export function useRedemptions() {
  return useQuery(redemptionsQueryOptions());
}
