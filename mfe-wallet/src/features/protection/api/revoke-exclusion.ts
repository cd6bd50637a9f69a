import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProtectionAnswer } from '@arcade/contracts';
import { api } from '@arcade/platform';
import { PROTECTION_QUERY_KEY } from './get-protection';

/** POST /protection/exclusion/revoke { password }: an indefinite exclusion ends 7 days later (after 6 months). */
export async function revokeExclusion(input: {
  password: string;
}): Promise<{ message: string; view: ProtectionAnswer }> {
  const res = await api.request<ProtectionAnswer>('POST', 'protection/exclusion/revoke', { json: input });
  return { message: res.message, view: res.data };
}

export function useRevokeExclusion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['protection', 'revoke'],
    mutationFn: revokeExclusion,
    onSuccess: ({ view }) => queryClient.setQueryData(PROTECTION_QUERY_KEY, view),
  });
}
