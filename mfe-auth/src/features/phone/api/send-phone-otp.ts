import { useMutation } from '@tanstack/react-query';
import { request, type ApiResult } from '@arcade/platform';

export function sendPhoneOtp(phone: string): Promise<ApiResult<unknown>> {
  return request('POST', 'otp/send-phone-verification', { json: { phone } });
}

export function useSendPhoneOtp() {
  return useMutation({ mutationFn: sendPhoneOtp });
}
