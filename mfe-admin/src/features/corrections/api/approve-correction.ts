import { useQueryClient } from '@tanstack/react-query';
import type { Correction } from '@arcade/contracts';
import { queryKeys, useMoneyMutation } from '@arcade/platform';
import { staffPost } from '../../../lib/staff-post';

/** POST /admin/corrections/{id}/approve: a second staff member applies it (the requester is refused). */
export const approveCorrection = ({ id }: { id: string }, idempotencyKey: string) =>
  staffPost<{ correction: Correction }>(
    `admin/corrections/${encodeURIComponent(id)}/approve`,
    undefined,
    idempotencyKey,
  );

export function useApproveCorrection() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: ['admin', 'corrections', 'approve'],
    send: approveCorrection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCorrections }),
  });
}
