import { useMutation } from '@tanstack/react-query';
import { request, type ApiResult } from '@arcade/platform';

/** PUT /user/update-profile: the phone is the only field a player may change here (SPEC §7). */
export function updateProfilePhone(phone: string): Promise<ApiResult<unknown>> {
  return request('PUT', 'user/update-profile', { json: { phone } });
}

export function useUpdateProfilePhone() {
  return useMutation({ mutationFn: updateProfilePhone });
}
