import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevealedCredentials } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';

/** POST /game-accounts/{accountId}/reveal: the temporary password, exactly once (then 410). Never cached. */
export function revealCredentials(accountId: string): Promise<RevealedCredentials> {
  return api.post<RevealedCredentials>(`game-accounts/${encodeURIComponent(accountId)}/reveal`);
}

export function useRevealCredentials(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['games', 'reveal', gameId],
    mutationFn: revealCredentials,
    // canRevealPassword turns false on the server whatever the outcome.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myGameAccount(gameId) }),
  });
}
