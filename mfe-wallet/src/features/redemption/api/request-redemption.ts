import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Redemption, RedemptionBody } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';
import { refreshWallet } from '../../../lib/refresh-wallet';

export { redemptionBodySchema, type RedemptionBody } from '@arcade/contracts';

/** POST /wallet/withdraw: a Sweep Coin prize redemption (amount in SC cents); each refusal has its own message. */
export async function requestRedemption(
  body: RedemptionBody,
): Promise<{ message: string; redemption: Redemption }> {
  const res = await api.request<{ redemption: Redemption }>('POST', 'wallet/withdraw', { json: body });
  return { message: res.message, redemption: res.data.redemption };
}

/** POST /wallet/redemptions/{id}/cancel (while pending): the SC come back. */
export async function cancelRedemption(id: string): Promise<{ message: string; redemption: Redemption }> {
  const res = await api.request<{ redemption: Redemption }>(
    'POST',
    `wallet/redemptions/${encodeURIComponent(id)}/cancel`,
  );
  return { message: res.message, redemption: res.data.redemption };
}

function useAfterRedemption() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.redemptions });
    void queryClient.invalidateQueries({ queryKey: queryKeys.redeemable });
    void refreshWallet(queryClient);
  };
}

export function useRequestRedemption() {
  const after = useAfterRedemption();
  return useMutation({ mutationKey: ['wallet', 'redeem'], mutationFn: requestRedemption, onSuccess: after });
}

export function useCancelRedemption() {
  const after = useAfterRedemption();
  return useMutation({
    mutationKey: ['wallet', 'redeem-cancel'],
    mutationFn: cancelRedemption,
    onSettled: after,
  });
}
