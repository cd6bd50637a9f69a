import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@arcade/platform';

export type KycStatus = 'none' | 'pending' | 'approved' | 'declined';

export interface KycStatusAnswer {
  status: KycStatus;
  reason?: string | null;
  /** With pending: false while the documents have not been sent (the player left the provider's flow). */
  submitted?: boolean;
}

/** While a decision is pending the status is polled, so the page moves on when the provider decides. */
export const KYC_PENDING_POLL_MS = 10_000;

export const kycStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['kyc', 'status'] as const,
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
