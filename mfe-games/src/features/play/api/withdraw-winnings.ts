import type { Currency, GameWithdrawal } from '@arcade/contracts';
import { api, idempotencyHeader, useMoneyMutation } from '@arcade/platform';
import { useRefreshAfterMove } from './add-game-loot';

/** POST /game-withdrawals { gameId, currency } (no amount: everything the game holds in that currency). */
export async function withdrawWinnings(
  body: { gameId: string; currency: Currency },
  idempotencyKey: string,
): Promise<{ message: string; withdrawal: GameWithdrawal }> {
  const res = await api.request<{ withdrawal: GameWithdrawal }>('POST', 'game-withdrawals', {
    json: body,
    headers: idempotencyHeader(idempotencyKey),
  });
  return { message: res.message, withdrawal: res.data.withdrawal };
}

export function useWithdrawWinnings(gameId: string) {
  const refresh = useRefreshAfterMove(gameId);
  return useMoneyMutation({
    mutationKey: ['games', 'withdraw', gameId],
    send: withdrawWinnings,
    onSettled: refresh,
  });
}
