import { useQueryClient } from '@tanstack/react-query';
import type { GameTransferDecisionBody } from '@arcade/contracts';
import { useMoneyMutation } from '@arcade/platform';
import { staffPost } from '../../../lib/staff-post';
import { withdrawalsQueryOptions } from './get-game-withdrawals';
import { refreshClaims } from './claim-item';

/** POST /admin/game-withdrawals/{id}/decision { approve, amount, wagered, notes }: the server bounds amount and wagered by the records. */
export const decideGameWithdrawal = (
  { id, body }: { id: string; body: GameTransferDecisionBody },
  idempotencyKey: string,
) => staffPost<unknown>(`admin/game-withdrawals/${encodeURIComponent(id)}/decision`, body, idempotencyKey);

export function useDecideGameWithdrawal() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: ['admin', 'decide', 'withdrawals'],
    send: decideGameWithdrawal,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalsQueryOptions().queryKey }),
        refreshClaims(queryClient),
      ]),
  });
}
