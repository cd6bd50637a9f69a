import { useQueryClient } from '@tanstack/react-query';
import { useMoneyMutation } from '@arcade/platform';
import { staffPost } from '../../../lib/staff-post';
import { redemptionsQueryOptions } from './get-redemptions';

/** POST /admin/redemptions/{id}/reject { reason } (the Sweep Coins come back to the player). */
export const rejectRedemption = ({ id, reason }: { id: string; reason: string }, idempotencyKey: string) =>
  staffPost<unknown>(`admin/redemptions/${encodeURIComponent(id)}/reject`, { reason }, idempotencyKey);

export function useRejectRedemption() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: ['admin', 'redemptions', 'reject'],
    send: rejectRedemption,
    onSettled: () => queryClient.invalidateQueries({ queryKey: redemptionsQueryOptions().queryKey }),
  });
}
