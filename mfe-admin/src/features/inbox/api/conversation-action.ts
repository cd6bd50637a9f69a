import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportThread } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';
import { threadQueryOptions } from './get-thread';

/** POST /support/agent/conversations/:id/close | assign (both audited by the server). */
export const conversationAction = ({ id, action }: { id: string; action: 'close' | 'assign' }) =>
  api.post<SupportThread>(`support/agent/conversations/${encodeURIComponent(id)}/${action}`);

export function useConversationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: conversationAction,
    onSuccess: (thread) => {
      queryClient.setQueryData(threadQueryOptions(thread.conversation.id).queryKey, thread);
      void queryClient.invalidateQueries({ queryKey: queryKeys.supportInboxAll });
    },
  });
}
