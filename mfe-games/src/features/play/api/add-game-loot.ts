import { useQueryClient } from '@tanstack/react-query';
import type { RechargeRequest, RechargeRequestBody } from '@arcade/contracts';
import { api, idempotencyHeader, loadCurrentUser, queryKeys, useMoneyMutation } from '@arcade/platform';

export { rechargeRequestBodySchema } from '@arcade/contracts';

/** POST /recharge-requests { gameId, currency, amount in cents } (Add Game Loot). */
export async function addGameLoot(
  body: RechargeRequestBody,
  idempotencyKey: string,
): Promise<{ message: string; request: RechargeRequest }> {
  const res = await api.request<{ request: RechargeRequest }>('POST', 'recharge-requests', {
    json: body,
    headers: idempotencyHeader(idempotencyKey),
  });
  return { message: res.message, request: res.data.request };
}

/** After a load or a withdrawal: the account's credits, the wallet and the user's balances are refetched. */
export function useRefreshAfterMove(gameId: string) {
  const queryClient = useQueryClient();
  return async () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.myGameAccount(gameId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
    await loadCurrentUser();
  };
}

export function useAddGameLoot(gameId: string) {
  const refresh = useRefreshAfterMove(gameId);
  return useMoneyMutation({
    mutationKey: ['games', 'load', gameId],
    send: addGameLoot,
    onSettled: refresh,
  });
}
