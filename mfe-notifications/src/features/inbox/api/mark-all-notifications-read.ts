import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@arcade/platform';
import { markAllRead, type InboxLike } from '../inbox-model';

/** PUT /user/notifications/read-all. */
export function markAllNotificationsRead(): Promise<{ count: number; unreadCount: number }> {
  return api.put<{ count: number; unreadCount: number }>('user/notifications/read-all');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'read-all'],
    mutationFn: markAllNotificationsRead,
    onMutate: () =>
      queryClient.setQueryData<InboxLike>(queryKeys.notificationsList, (old) => old && markAllRead(old)),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.notificationsList }),
  });
}
