import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportChatState } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';

/** GET /support/chat: the caller's latest conversation, its history, and whether an agent is online. */
export const getSupportChat = (): Promise<SupportChatState> => api.get<SupportChatState>('support/chat');

export const supportChatQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.supportChat, queryFn: getSupportChat, staleTime: 30_000 });

export function useSupportChat() {
  return useQuery(supportChatQueryOptions());
}
