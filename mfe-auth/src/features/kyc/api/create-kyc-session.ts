import { useMutation } from '@tanstack/react-query';
import type { KycSessionAnswer } from '@arcade/contracts';
import { api, queryClient } from '@arcade/platform';
import { kycStatusQueryOptions } from './get-kyc-status';

export type { KycSessionAnswer } from '@arcade/contracts';

export function createKycSession(): Promise<KycSessionAnswer> {
  return api.post<KycSessionAnswer>('kyc/session');
}

export function useCreateKycSession() {
  return useMutation({
    mutationFn: createKycSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kycStatusQueryOptions().queryKey }),
  });
}
