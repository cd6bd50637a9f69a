import { useMutation } from '@tanstack/react-query';
import type { Currency, GameWithdrawal } from '@arcade/contracts';
import { api } from '@arcade/platform';
import { useRefreshAfterMove } from './add-game-loot';

/** POST /game-withdrawals { gameId, currency } (no amount: everything the game holds in that currency). */
export async function withdrawWinnings(body: {
  gameId: string;
  currency: Currency;
}): Promise<{ message: string; withdrawal: GameWithdrawal }> {
  const res = await api.request<{ withdrawal: GameWithdrawal }>('POST', 'game-withdrawals', { json: body });
  return { message: res.message, withdrawal: res.data.withdrawal };
}

export function useWithdrawWinnings(gameId: string) {
  const refresh = useRefreshAfterMove(gameId);
  return useMutation({
    mutationKey: ['games', 'withdraw', gameId],
    mutationFn: withdrawWinnings,
    onSettled: refresh,
  });
}
