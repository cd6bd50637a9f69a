import { useQueryClient } from '@tanstack/react-query';
import type { GameTransferDecisionBody } from '@arcade/contracts';
import { useMoneyMutation } from '@arcade/platform';
import { staffPost } from '../../../lib/staff-post';
import { loadsQueryOptions } from './get-loads';
import { refreshClaims } from './claim-item';

/** POST /admin/recharge-requests/{id}/decision { approve, notes } (a rejection needs notes). */
export const decideLoad = (
  { id, body }: { id: string; body: GameTransferDecisionBody },
  idempotencyKey: string,
) => staffPost<unknown>(`admin/recharge-requests/${encodeURIComponent(id)}/decision`, body, idempotencyKey);

export function useDecideLoad() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: ['admin', 'decide', 'loads'],
    send: decideLoad,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: loadsQueryOptions().queryKey }),
        refreshClaims(queryClient),
      ]),
  });
}
