import { useQueryClient } from '@tanstack/react-query';
import { WALLET_MESSAGES, type CouponRedeemResult } from '@arcade/contracts';
import { api, idempotencyHeader, useMoneyMutation } from '@arcade/platform';
import { refreshWallet } from '../../../lib/refresh-wallet';

export type RedeemedCoupon = CouponRedeemResult['coupon'];

export interface RedeemCouponOutcome {
  message: string;
  coupon: RedeemedCoupon;
  balance: CouponRedeemResult['balance'] | undefined;
}

export const COUPON_CODE_MAX = 64;

/** The contracts' rule for the form, checked before the call (the server checks it again). */
export { couponRedeemBodySchema, type CouponRedeemBody } from '@arcade/contracts';

/** POST /coupons/redeem { code } -> data.coupon (and the new balances), with the server's message. */
export async function redeemCoupon(code: string, idempotencyKey: string): Promise<RedeemCouponOutcome> {
  const res = await api.request<CouponRedeemResult>('POST', 'coupons/redeem', {
    json: { code: code.trim() },
    headers: idempotencyHeader(idempotencyKey),
  });
  return {
    message: res.message || WALLET_MESSAGES.couponRedeemed,
    coupon: res.data.coupon,
    balance: res.data.balance,
  };
}

/** Redeems a coupon; on success the wallet's queries are invalidated and the user is reloaded. */
export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationKey: ['coupons', 'redeem'],
    send: redeemCoupon,
    onSuccess: ({ balance }) => {
      void refreshWallet(queryClient, balance);
    },
  });
}
