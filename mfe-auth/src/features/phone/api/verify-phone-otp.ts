import { useMutation } from '@tanstack/react-query';
import { api } from '@arcade/platform';

export interface VerifyPhoneAnswer {
  isVerified: boolean;
}

export function verifyPhoneOtp(input: { phone: string; otp: string }): Promise<VerifyPhoneAnswer | null> {
  return api.post<VerifyPhoneAnswer | null>('otp/verify-phone', input);
}

export function useVerifyPhoneOtp() {
  return useMutation({ mutationFn: verifyPhoneOtp });
}
