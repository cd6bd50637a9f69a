import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportConversation, SupportMessage, SupportThread } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';
import { threadQueryOptions } from './get-thread';
import { withMessage } from '../thread-cache';

/** POST /support/agent/conversations/:id/messages: the agent's reply (assigns the conversation on the first one). */
export const sendReply = ({ id, message }: { id: string; message: string }) =>
  api.post<{ conversation: SupportConversation; message: SupportMessage }>(
    `support/agent/conversations/${encodeURIComponent(id)}/messages`,
    { message },
  );

export function useSendReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReply,
    onSuccess: ({ conversation, message }) => {
      queryClient.setQueryData<SupportThread>(threadQueryOptions(conversation.id).queryKey, (t) =>
        t ? { conversation, messages: withMessage(t.messages, message) } : t,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.supportInboxAll });
    },
  });
}
