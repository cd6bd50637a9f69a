import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AmoeRequest } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';

export type { AmoeRequest } from '@arcade/contracts';

/** GET /amoe/requests, newest first. */
export const getAmoeRequests = async (): Promise<AmoeRequest[]> =>
  (await api.get<{ requests?: AmoeRequest[] }>('amoe/requests'))?.requests ?? [];

export const amoeRequestsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.amoeRequests, queryFn: getAmoeRequests });

export function useAmoeRequests() {
  return useQuery(amoeRequestsQueryOptions());
}
