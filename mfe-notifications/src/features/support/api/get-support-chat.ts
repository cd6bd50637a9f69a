import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportChatState } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';

/** GET /support/chat: the caller's latest conversation, its history, and whether an agent is online. */
export const getSupportChat = (): Promise<SupportChatState> => api.get<SupportChatState>('support/chat');

export const supportChatQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.supportChat, queryFn: getSupportChat, staleTime: 30_000 });

/**
 * While the panel is open the state is read again every 30 s: a visitor without a conversation holds no socket, so
 * this is how "Agents offline" turns into the chat when an agent comes online (and back).
 */
export function useSupportChat(open = false) {
  return useQuery({ ...supportChatQueryOptions(), refetchInterval: open ? 30_000 : false });
}
