import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EligibilityAnswer, EligibilityChange, SetStateEligibilityBody } from '@arcade/contracts';
import { api, newIdempotencyKey } from '@arcade/platform';
import { staffPost } from '../../../lib/staff-post';

const KEY = ['admin', 'eligibility'] as const;

/** GET /admin/eligibility (compliance.view): every state as it stands, its next change, and the history. */
export const eligibilityQueryOptions = () =>
  queryOptions({ queryKey: KEY, queryFn: () => api.get<EligibilityAnswer>('admin/eligibility') });

export const useEligibility = () => useQuery(eligibilityQueryOptions());

/** POST /admin/eligibility (compliance.manage): one change, audited; answers the server's words. */
export function useSetEligibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...KEY, 'set'],
    mutationFn: (body: SetStateEligibilityBody) =>
      staffPost<EligibilityChange>('admin/eligibility', body, newIdempotencyKey()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
