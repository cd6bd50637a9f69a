import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@arcade/platform';

/** PUT /support/agent/conversations/:id/read: the requester's messages read (they see "Seen"). */
export const markThreadRead = (id: string) =>
  api.put<{ readUpTo: string | null }>(`support/agent/conversations/${encodeURIComponent(id)}/read`);

export function useMarkThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markThreadRead,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.supportInboxAll }),
  });
}
