import { useMutation } from '@tanstack/react-query';
import type { OtpVerifyAnswer, OtpVerifyRequest } from '@arcade/contracts';
import { api } from '@arcade/platform';

export type VerifyPhoneAnswer = OtpVerifyAnswer;

export function verifyPhoneOtp(input: OtpVerifyRequest): Promise<OtpVerifyAnswer | null> {
  return api.post<OtpVerifyAnswer | null>('otp/verify-phone', input);
}

export function useVerifyPhoneOtp() {
  return useMutation({ mutationFn: verifyPhoneOtp });
}
