import { useMutation } from '@tanstack/react-query';
import type { SubscribeRequest, User } from '@arcade/contracts';
import { request, queryClient, queryKeys, type ApiResult } from '@arcade/platform';

export type SubscribeInput = SubscribeRequest;

/** PATCH /user/subscribe: gives or withdraws either consent (source: the profile or the prompt). */
export function subscribe(input: SubscribeInput): Promise<ApiResult<{ user: User }>> {
  return request<{ user: User }>('PATCH', 'user/subscribe', { json: input });
}

export function useSubscribe() {
  return useMutation({
    mutationFn: subscribe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
