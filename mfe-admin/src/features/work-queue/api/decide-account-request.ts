import { useQueryClient } from '@tanstack/react-query';
import type { GameAccountDecisionBody } from '@arcade/contracts';
import { useMoneyMutation } from '@arcade/platform';
import { staffPost } from '../../../lib/staff-post';
import { accountsQueryOptions } from './get-account-requests';
import { refreshClaims } from './claim-item';

/** POST /admin/game-account-requests/{id}/decision { approve, notes } (a rejection needs notes). */
export const decideAccountRequest = (
  { id, body }: { id: string; body: GameAccountDecisionBody },
  idempotencyKey: string,
) =>
  staffPost<unknown>(`admin/game-account-requests/${encodeURIComponent(id)}/decision`, body, idempotencyKey);

export function useDecideAccountRequest() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: ['admin', 'decide', 'accounts'],
    send: decideAccountRequest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountsQueryOptions().queryKey }),
        refreshClaims(queryClient),
      ]),
  });
}
