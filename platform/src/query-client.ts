import { QueryClient } from '@tanstack/react-query';
import { TIMING } from '@arcade/contracts';

/** Query defaults of SPEC §9: stale 5 min, one retry, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: TIMING.queryStaleMs, retry: TIMING.queryRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
