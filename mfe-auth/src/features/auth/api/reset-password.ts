import { useMutation } from '@tanstack/react-query';
import { newPasswordSchema, registerFormSchema } from '@arcade/contracts';
import { request, type ApiResult } from '@arcade/platform';
import { emptyFormSchema } from '../../../lib/form-schema';

export const resetPasswordSchema = emptyFormSchema.extend({
  newPassword: newPasswordSchema,
  confirmPassword: registerFormSchema.shape.confirmPassword,
});
export type ResetPasswordFields = (typeof resetPasswordSchema)['_zod']['input'];

export function resetPassword(input: { token: string; newPassword: string }): Promise<ApiResult<unknown>> {
  return request('POST', `user/reset-password/${encodeURIComponent(input.token)}`, {
    json: { newPassword: input.newPassword },
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
