import { useMutation } from '@tanstack/react-query';
import { api } from '@arcade/platform';

export function resendVerificationEmail(email: string): Promise<unknown> {
  return api.post('user/resend-verification-email', { email });
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
