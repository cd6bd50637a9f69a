import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@arcade/platform';
import { clearRead, type InboxLike } from '../inbox-model';

/** DELETE /user/notifications/read: removes the caller's read notifications. */
export function clearReadNotifications(): Promise<{ count: number; unreadCount: number }> {
  return api.delete<{ count: number; unreadCount: number }>('user/notifications/read');
}

export function useClearReadNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'clear-read'],
    mutationFn: clearReadNotifications,
    onMutate: () =>
      queryClient.setQueryData<InboxLike>(queryKeys.notificationsList, (old) => old && clearRead(old)),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.notificationsList }),
  });
}
