import { useQueryClient } from '@tanstack/react-query';
import { WALLET_MESSAGES } from '@arcade/contracts';
import { api, idempotencyHeader, loadCurrentUser, toast, useMoneyMutation } from '@arcade/platform';
import { sweepStatusQueryOptions } from './get-sweep-status';

/** POST /claim/sweep-bonus; answers the envelope's message for the success toast. */
export const claimSweepBonus = async (_: void, idempotencyKey: string): Promise<string> =>
  (await api.request<unknown>('POST', 'claim/sweep-bonus', { headers: idempotencyHeader(idempotencyKey) }))
    .message;

/**
 * Claims the online free entry. Success toasts the server's message. Either way the current user (the footer
 * banner reads user.claimedSweepBonus) and the status are reloaded: the server may know better, e.g. a claim
 * from another tab.
 */
export function useClaimSweepBonus() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await loadCurrentUser();
    await queryClient.invalidateQueries({ queryKey: sweepStatusQueryOptions().queryKey });
  };
  return useMoneyMutation({
    send: claimSweepBonus,
    onSuccess: async (message) => {
      toast('success', message || WALLET_MESSAGES.sweepClaimed);
      await refresh();
    },
    onError: refresh,
  });
}
