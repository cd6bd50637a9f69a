import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RealityCheckAnswer, RealityCheckHours } from '@arcade/contracts';
import { api } from '@arcade/platform';

/** The query key of the reality check (every reality-check answer replaces it). */
export const REALITY_CHECK_QUERY_KEY = ['protection', 'reality-check'] as const;

/** GET /protection/reality-check: the interval, when the next check is due (server clock), the session's numbers. */
export function getRealityCheck(): Promise<RealityCheckAnswer> {
  return api.get<RealityCheckAnswer>('protection/reality-check');
}

export const realityCheckQueryOptions = () =>
  queryOptions({ queryKey: REALITY_CHECK_QUERY_KEY, queryFn: getRealityCheck, staleTime: 0 });

export function useRealityCheck(enabled = true) {
  return useQuery({ ...realityCheckQueryOptions(), enabled });
}

/** POST /protection/reality-check/ack ("Continue playing"): the next check is due one interval from now. */
export function useAcknowledgeRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['protection', 'reality-check', 'ack'],
    mutationFn: async () =>
      (await api.request<RealityCheckAnswer>('POST', 'protection/reality-check/ack')).data,
    onSuccess: (view) => queryClient.setQueryData(REALITY_CHECK_QUERY_KEY, view),
  });
}

/** POST /protection/reality-check { intervalHours }: 1, 2 or 3 hours, or null for off. */
export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['protection', 'reality-check', 'set'],
    mutationFn: async (intervalHours: RealityCheckHours | null) =>
      (await api.request<RealityCheckAnswer>('POST', 'protection/reality-check', { json: { intervalHours } }))
        .data,
    onSuccess: (view) => queryClient.setQueryData(REALITY_CHECK_QUERY_KEY, view),
  });
}
