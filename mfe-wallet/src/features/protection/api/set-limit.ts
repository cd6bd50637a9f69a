import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LimitKind, LimitPeriod, ProtectionAnswer } from '@arcade/contracts';
import { api } from '@arcade/platform';
import { PROTECTION_QUERY_KEY } from './get-protection';

export { limitFormSchema, type LimitForm } from '@arcade/contracts';

export interface SetLimitInput {
  kind: LimitKind;
  period: LimitPeriod;
  /** Dollars, or null to remove the period's limit. */
  amount: number | null;
}

/** POST /protection/limits { kind, period, amount | null } -> the whole protection view and the server's message. */
export async function setLimit(input: SetLimitInput): Promise<{ message: string; view: ProtectionAnswer }> {
  const res = await api.request<ProtectionAnswer>('POST', 'protection/limits', { json: input });
  return { message: res.message, view: res.data };
}

export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['protection', 'limit'],
    mutationFn: setLimit,
    onSuccess: ({ view }) => queryClient.setQueryData(PROTECTION_QUERY_KEY, view),
  });
}
