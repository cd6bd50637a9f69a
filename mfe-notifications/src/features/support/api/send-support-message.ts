import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SupportChatState,
  SupportConversation,
  SupportMessage,
  SupportSendInput,
} from '@arcade/contracts';
import { api } from '@arcade/platform';
import { supportChatQueryOptions } from './get-support-chat';
import { withMessage } from '../chat-cache';

/** POST /support/chat/messages: starts a conversation or adds to the open one (a visitor gives an e-mail once). */
export const sendSupportMessage = (input: SupportSendInput) =>
  api.post<{ conversation: SupportConversation; message: SupportMessage }>('support/chat/messages', input);

export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSupportMessage,
    onSuccess: ({ conversation, message }) => {
      const key = supportChatQueryOptions().queryKey;
      const previous = queryClient.getQueryData<SupportChatState>(key);
      const sameConversation = previous?.conversation?.id === conversation.id;
      queryClient.setQueryData<SupportChatState>(key, {
        agentsOnline: previous?.agentsOnline ?? false,
        email: previous?.email ?? null,
        conversation,
        messages: withMessage(sameConversation ? (previous?.messages ?? []) : [], message),
      });
    },
  });
}
