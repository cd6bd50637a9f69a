import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameAccountRequest } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';

/** POST /games/{id}/account-request -> the pending request, with the server's message. */
export async function requestAccount(
  gameId: string,
): Promise<{ message: string; request: GameAccountRequest }> {
  const res = await api.request<{ request: GameAccountRequest }>(
    'POST',
    `games/${encodeURIComponent(gameId)}/account-request`,
  );
  return { message: res.message, request: res.data.request };
}

export function useRequestAccount(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['games', 'account-request', gameId],
    mutationFn: () => requestAccount(gameId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.gameUserStatus(gameId) }),
  });
}
