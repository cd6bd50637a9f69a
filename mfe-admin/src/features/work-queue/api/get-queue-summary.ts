import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  STAFF_NOTIFICATION_TYPES,
  type WorkQueueFigures,
  type WorkQueueKind,
  type WorkQueueSummary,
} from '@arcade/contracts';
import { api, queryKeys, refreshOn } from '@arcade/platform';
import { CLAIMS_REFRESH_MS } from './get-claims';

/** GET /admin/queue/summary: each queue's count, oldest item and claimed items, counted by the server. */
export const getQueueSummary = async (): Promise<WorkQueueFigures[]> =>
  (await api.get<WorkQueueSummary>('admin/queue/summary')).queues;

export const queueSummaryQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.adminQueue('summary', 'all'),
    queryFn: getQueueSummary,
    refetchInterval: CLAIMS_REFRESH_MS,
    meta: refreshOn(...STAFF_NOTIFICATION_TYPES),
  });

/** One queue's figures (undefined until read, or when the summary failed: the list then counts its own items). */
export function useQueueFigures(kind: WorkQueueKind): WorkQueueFigures | undefined {
  return useQuery(queueSummaryQueryOptions()).data?.find((q) => q.kind === kind);
}
