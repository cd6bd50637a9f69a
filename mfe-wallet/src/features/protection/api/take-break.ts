import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BreakDays, ProtectionAnswer } from '@arcade/contracts';
import { api } from '@arcade/platform';
import { PROTECTION_QUERY_KEY } from './get-protection';

/** POST /protection/break { days, password }: the break begins now and cannot be shortened. */
export async function takeBreak(input: {
  days: BreakDays;
  password: string;
}): Promise<{ message: string; view: ProtectionAnswer }> {
  const res = await api.request<ProtectionAnswer>('POST', 'protection/break', { json: input });
  return { message: res.message, view: res.data };
}

export function useTakeBreak() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['protection', 'break'],
    mutationFn: takeBreak,
    onSuccess: ({ view }) => queryClient.setQueryData(PROTECTION_QUERY_KEY, view),
  });
}
