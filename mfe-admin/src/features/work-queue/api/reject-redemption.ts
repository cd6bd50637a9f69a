import { useQueryClient } from '@tanstack/react-query';
import { useMoneyMutation } from '@arcade/platform';
import { staffPost } from '../../../lib/staff-post';
import { redemptionsQueryOptions } from './get-redemptions';
import { refreshClaims } from './claim-item';

/** POST /admin/redemptions/{id}/reject { reason } (the Sweep Coins come back to the player). */
export const rejectRedemption = ({ id, reason }: { id: string; reason: string }, idempotencyKey: string) =>
  staffPost<unknown>(`admin/redemptions/${encodeURIComponent(id)}/reject`, { reason }, idempotencyKey);

export function useRejectRedemption() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: ['admin', 'redemptions', 'reject'],
    send: rejectRedemption,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: redemptionsQueryOptions().queryKey }),
        refreshClaims(queryClient),
      ]),
  });
}
