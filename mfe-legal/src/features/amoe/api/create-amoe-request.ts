import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AmoeRequest } from '@arcade/contracts';
import { api } from '@arcade/platform';
import { amoeRequestsQueryOptions } from './get-amoe-requests';

/** POST /amoe/requests: a new single-use mail-in code (one per UTC day). */
export const createAmoeRequest = async (): Promise<AmoeRequest> =>
  (await api.post<{ request: AmoeRequest }>('amoe/requests')).request;

/** Creates a code; the request list is refetched through its query options' key. */
export function useCreateAmoeRequest({ onCreated }: { onCreated: (request: AmoeRequest) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAmoeRequest,
    onSuccess: async (request) => {
      onCreated(request);
      await queryClient.invalidateQueries({ queryKey: amoeRequestsQueryOptions().queryKey });
    },
  });
}
