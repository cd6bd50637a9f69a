import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@arcade/platform';
import { remove, type InboxLike } from '../inbox-model';

/** DELETE /user/notifications/{id}: removes one of the caller's notifications (the bell's Dismiss). */
export function dismissNotification(id: string): Promise<{ count: number; unreadCount: number }> {
  return api.delete<{ count: number; unreadCount: number }>(`user/notifications/${encodeURIComponent(id)}`);
}

export function useDismissNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'dismiss'],
    mutationFn: dismissNotification,
    onMutate: (id: string) =>
      queryClient.setQueryData<InboxLike>(queryKeys.notificationsList, (old) => old && remove(old, id)),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.notificationsList }),
  });
}
