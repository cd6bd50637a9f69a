import { useMutation } from '@tanstack/react-query';
import { api } from '@arcade/platform';

/** PUT /support/chat/read: every agent message of the conversation read (the agent sees "Seen"). */
export const markSupportRead = () => api.put<{ readUpTo: string | null }>('support/chat/read');

export function useMarkSupportRead() {
  return useMutation({ mutationFn: markSupportRead });
}
