import { useQueryClient } from '@tanstack/react-query';
import { useMoneyMutation } from '@arcade/platform';
import { staffPost } from '../../../lib/staff-post';
import { redemptionsQueryOptions } from './get-redemptions';

/** POST /admin/redemptions/{id}/approve (the Sweep Coins go out to the payout). */
export const approveRedemption = ({ id }: { id: string }, idempotencyKey: string) =>
  staffPost<unknown>(`admin/redemptions/${encodeURIComponent(id)}/approve`, undefined, idempotencyKey);

export function useApproveRedemption() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: ['admin', 'redemptions', 'approve'],
    send: approveRedemption,
    onSettled: () => queryClient.invalidateQueries({ queryKey: redemptionsQueryOptions().queryKey }),
  });
}
