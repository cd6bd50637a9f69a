import { useQueryClient } from '@tanstack/react-query';
import type { Correction } from '@arcade/contracts';
import { queryKeys, useMoneyMutation } from '@arcade/platform';
import { staffPost } from '../../../lib/staff-post';

/** POST /admin/corrections/{id}/reject { note }: nothing moves. */
export const rejectCorrection = ({ id, note }: { id: string; note: string }, idempotencyKey: string) =>
  staffPost<{ correction: Correction }>(
    `admin/corrections/${encodeURIComponent(id)}/reject`,
    { note },
    idempotencyKey,
  );

export function useRejectCorrection() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: ['admin', 'corrections', 'reject'],
    send: rejectCorrection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCorrections }),
  });
}
