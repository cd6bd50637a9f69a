import { useMutation } from '@tanstack/react-query';
import { loginSchema, newPasswordSchema, registerFormSchema } from '@arcade/contracts';
import { request, type ApiResult } from '@arcade/platform';
import { emptyFormSchema } from '../../../lib/form-schema';

export const changePasswordSchema = emptyFormSchema.extend({
  currentPassword: loginSchema.shape.password,
  newPassword: newPasswordSchema,
  confirmPassword: registerFormSchema.shape.confirmPassword,
});
export type ChangePasswordFields = (typeof changePasswordSchema)['_zod']['input'];

/** PATCH /user/change-password (payload not shown in SPEC §7; agreed as { currentPassword, newPassword }). */
export function changePassword(input: {
  currentPassword: string;
  newPassword: string;
}): Promise<ApiResult<unknown>> {
  return request('PATCH', 'user/change-password', { json: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
