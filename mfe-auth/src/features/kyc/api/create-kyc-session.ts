import { useMutation } from '@tanstack/react-query';
import { api, queryClient } from '@arcade/platform';
import { kycStatusQueryOptions } from './get-kyc-status';

export interface KycSessionAnswer {
  url: string;
}

export function createKycSession(): Promise<KycSessionAnswer> {
  return api.post<KycSessionAnswer>('kyc/session');
}

export function useCreateKycSession() {
  return useMutation({
    mutationFn: createKycSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kycStatusQueryOptions().queryKey }),
  });
}
