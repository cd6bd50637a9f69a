import { useMutation } from '@tanstack/react-query';
import type { SubscribeRequest } from '@arcade/contracts';
import { request, queryClient, queryKeys, type ApiResult } from '@arcade/platform';

export type SubscribeInput = SubscribeRequest;

export function subscribe(input: SubscribeInput): Promise<ApiResult<unknown>> {
  return request('PATCH', 'user/subscribe', { json: input });
}

export function useSubscribe() {
  return useMutation({
    mutationFn: subscribe,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
