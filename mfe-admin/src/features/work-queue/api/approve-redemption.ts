import { useQueryClient } from '@tanstack/react-query';
import { useMoneyMutation } from '@arcade/platform';
import { staffPost } from '../../../lib/staff-post';
import { redemptionsQueryOptions } from './get-redemptions';
import { refreshClaims } from './claim-item';

/** POST /admin/redemptions/{id}/approve (the Sweep Coins go out to the payout). */
export const approveRedemption = ({ id }: { id: string }, idempotencyKey: string) =>
  staffPost<unknown>(`admin/redemptions/${encodeURIComponent(id)}/approve`, undefined, idempotencyKey);

export function useApproveRedemption() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: ['admin', 'redemptions', 'approve'],
    send: approveRedemption,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: redemptionsQueryOptions().queryKey }),
        refreshClaims(queryClient),
      ]),
  });
}
