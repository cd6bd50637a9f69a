import { useMutation } from '@tanstack/react-query';
import { loginSchema } from '@arcade/contracts';
import { request, type ApiResult } from '@arcade/platform';

export const forgotPasswordSchema = loginSchema.pick({ email: true });
export type ForgotPasswordInput = (typeof forgotPasswordSchema)['_zod']['output'];

export function requestPasswordReset(input: ForgotPasswordInput): Promise<ApiResult<unknown>> {
  return request('POST', 'user/forgot-password', { json: input });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
