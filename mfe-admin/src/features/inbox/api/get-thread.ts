import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportThread } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';

/** GET /support/agent/conversations/:id: one conversation and its messages. */
export const getThread = (id: string): Promise<SupportThread> =>
  api.get<SupportThread>(`support/agent/conversations/${encodeURIComponent(id)}`);

export const threadQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.supportThread(id), queryFn: () => getThread(id) });

export function useThread(id: string | null) {
  return useQuery({ ...threadQueryOptions(id ?? ''), enabled: !!id });
}
