import { useMutation } from '@tanstack/react-query';
import { registerFormSchema, stateSchema, type User } from '@arcade/contracts';
import { request, type ApiResult } from '@arcade/platform';
import { emptyFormSchema } from '../../../lib/form-schema';

/** After a first Google sign-in: the state and the 21+ confirmation (SPEC §3 fields). */
export const completeProfileSchema = emptyFormSchema.extend({
  state: stateSchema,
  isAdult: registerFormSchema.shape.isAdult,
});

export interface CompleteProfileFields {
  state: string;
  isAdult: boolean;
}

export function completeProfile(input: { state: string }): Promise<ApiResult<{ user?: User } | null>> {
  return request('POST', 'user/complete-profile', { json: { state: input.state, isAdult: true } });
}

export function useCompleteProfile() {
  return useMutation({ mutationFn: completeProfile });
}
