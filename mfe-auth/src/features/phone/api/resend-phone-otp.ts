import { useMutation } from '@tanstack/react-query';
import { request, type ApiResult } from '@arcade/platform';

export function resendPhoneOtp(phone: string): Promise<ApiResult<unknown>> {
  return request('POST', 'otp/resend-phone-verification', { json: { phone } });
}

export function useResendPhoneOtp() {
  return useMutation({ mutationFn: resendPhoneOtp });
}
