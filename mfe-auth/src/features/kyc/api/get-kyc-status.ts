import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KycStatusAnswer } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';

export type { KycStatus, KycStatusAnswer } from '@arcade/contracts';

/** While a decision is pending the status is polled, so the page moves on when the provider decides. */
export const KYC_PENDING_POLL_MS = 10_000;

export const kycStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.kycStatus,
    queryFn: () => api.get<KycStatusAnswer>('kyc/status'),
    staleTime: 0,
  });

export function useKycStatus(enabled: boolean) {
  return useQuery({
    ...kycStatusQueryOptions(),
    enabled,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? KYC_PENDING_POLL_MS : false),
  });
}
