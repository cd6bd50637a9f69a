import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_NOTIFICATION_TYPES, type WorkClaim, type WorkQueueKind } from '@arcade/contracts';
import { api, queryKeys, refreshOn } from '@arcade/platform';

/** How often the claims are read again while the queue is shown (claims are not pushed). */
export const CLAIMS_REFRESH_MS = 10_000;

/** GET /admin/queue/claims: the live claims on waiting items of the queues the staff member may decide. */
export const getClaims = async (): Promise<WorkClaim[]> =>
  (await api.get<{ claims: WorkClaim[] }>('admin/queue/claims')).claims;

export const claimsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminQueue('claims', 'live'),
    queryFn: getClaims,
    refetchInterval: CLAIMS_REFRESH_MS,
    // a staff notification (a new item) refreshes them too
    meta: refreshOn(...STAFF_NOTIFICATION_TYPES),
  });

/** The live claims by "kind:id". */
export function useClaims() {
  const query = useQuery(claimsQueryOptions());
  const byItem = new Map<string, WorkClaim>();
  for (const c of query.data ?? []) byItem.set(`${c.kind}:${c.id}`, c);
  return {
    query,
    claimOf: (kind: WorkQueueKind, id: string) => byItem.get(`${kind}:${id}`),
  };
}
