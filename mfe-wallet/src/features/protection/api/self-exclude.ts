import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExclusionDuration, ProtectionAnswer } from '@arcade/contracts';
import { api } from '@arcade/platform';
import { PROTECTION_QUERY_KEY } from './get-protection';

/** POST /protection/exclusion { duration, password }: the exclusion begins now and cannot be shortened. */
export async function selfExclude(input: {
  duration: ExclusionDuration;
  password: string;
}): Promise<{ message: string; view: ProtectionAnswer }> {
  const res = await api.request<ProtectionAnswer>('POST', 'protection/exclusion', { json: input });
  return { message: res.message, view: res.data };
}

export function useSelfExclude() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['protection', 'exclusion'],
    mutationFn: selfExclude,
    onSuccess: ({ view }) => queryClient.setQueryData(PROTECTION_QUERY_KEY, view),
  });
}
