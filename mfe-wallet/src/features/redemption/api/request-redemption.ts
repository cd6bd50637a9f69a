import { useQueryClient } from '@tanstack/react-query';
import type { Redemption, RedemptionBody } from '@arcade/contracts';
import { api, idempotencyHeader, queryKeys, useMoneyMutation } from '@arcade/platform';
import { refreshWallet } from '../../../lib/refresh-wallet';

export { redemptionBodySchema, type RedemptionBody } from '@arcade/contracts';

/** POST /wallet/withdraw: a Sweep Coin prize redemption (amount in SC cents); each refusal has its own message. */
export async function requestRedemption(
  body: RedemptionBody,
  idempotencyKey: string,
): Promise<{ message: string; redemption: Redemption }> {
  const res = await api.request<{ redemption: Redemption }>('POST', 'wallet/withdraw', {
    json: body,
    headers: idempotencyHeader(idempotencyKey),
  });
  return { message: res.message, redemption: res.data.redemption };
}

/** POST /wallet/redemptions/{id}/cancel (while pending): the SC come back. */
export async function cancelRedemption(
  id: string,
  idempotencyKey: string,
): Promise<{ message: string; redemption: Redemption }> {
  const res = await api.request<{ redemption: Redemption }>(
    'POST',
    `wallet/redemptions/${encodeURIComponent(id)}/cancel`,
    { headers: idempotencyHeader(idempotencyKey) },
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
  return useMoneyMutation({ mutationKey: ['wallet', 'redeem'], send: requestRedemption, onSuccess: after });
}

export function useCancelRedemption() {
  const after = useAfterRedemption();
  return useMoneyMutation({
    mutationKey: ['wallet', 'redeem-cancel'],
    send: cancelRedemption,
    onSettled: after,
  });
}
