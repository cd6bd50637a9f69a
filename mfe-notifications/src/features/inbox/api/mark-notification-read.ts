import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@arcade/platform';
import { markRead, type InboxLike } from '../inbox-model';

/** PUT /user/notifications/{id}/read. */
export function markNotificationRead(id: string): Promise<{ unreadCount: number }> {
  return api.put<{ unreadCount: number }>(`user/notifications/${encodeURIComponent(id)}/read`);
}

/** Marks one read at once on screen, then on the server; the list is refetched if the server says no. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'read'],
    mutationFn: markNotificationRead,
    onMutate: (id: string) =>
      queryClient.setQueryData<InboxLike>(queryKeys.notificationsList, (old) => old && markRead(old, id)),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.notificationsList }),
  });
}
