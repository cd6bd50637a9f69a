import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { WorkClaim, WorkQueueKind } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';
import { claimsQueryOptions } from './get-claims';

export interface QueueItemRef {
  kind: WorkQueueKind;
  id: string;
}

/** POST /admin/queue/claims {kind,id}: take the item (or renew one's claim); 409 claimed_by_other when taken. */
export const claimItem = async ({ kind, id }: QueueItemRef): Promise<WorkClaim> =>
  (await api.post<{ claim: WorkClaim }>('admin/queue/claims', { kind, id })).claim;

/** DELETE /admin/queue/claims/{kind}/{id}: give one's claim back. */
export const releaseItem = async ({ kind, id }: QueueItemRef): Promise<boolean> =>
  (
    await api.delete<{ released: boolean }>(
      `admin/queue/claims/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`,
    )
  ).released;

/** Reads the claims and the queues' figures again (after a take, a release or a decision, done or refused). */
export const refreshClaims = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: claimsQueryOptions().queryKey }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminQueue('summary', 'all') }),
  ]);

function useClaimMutation<T>(send: (item: QueueItemRef) => Promise<T>, name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'queue', name],
    mutationFn: send,
    onSettled: () => refreshClaims(queryClient),
  });
}

export const useClaimItem = () => useClaimMutation(claimItem, 'claim');
export const useReleaseItem = () => useClaimMutation(releaseItem, 'release');
