import { queryOptions } from '@tanstack/react-query';
import { api, queryKeys } from '@arcade/platform';

/**
 * GET /api/v1/dev/status: 200 only when the server runs with SANDBOX=on (the route does not exist otherwise,
 * 404). The shell's development pages render only then. Never retried, kept for the page's life.
 */
export const devStatusQuery = queryOptions({
  queryKey: queryKeys.devStatus,
  queryFn: () => api.get<{ sandbox: true }>('dev/status'),
  retry: false,
  staleTime: Infinity,
});
