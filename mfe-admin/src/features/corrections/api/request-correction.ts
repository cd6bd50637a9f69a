import { useQueryClient } from '@tanstack/react-query';
import type { Correction, CorrectionBody } from '@arcade/contracts';
import { queryKeys, useMoneyMutation } from '@arcade/platform';
import { staffPost } from '../../../lib/staff-post';

export { correctionBodySchema, type CorrectionBody } from '@arcade/contracts';

/** POST /admin/corrections: applied at once up to the threshold (201), else waits for a second approver (202). */
export const requestCorrection = (body: CorrectionBody, idempotencyKey: string) =>
  staffPost<{ correction: Correction }>('admin/corrections', body, idempotencyKey);

export function useRequestCorrection() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: ['admin', 'corrections', 'request'],
    send: requestCorrection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.adminCorrections }),
  });
}
