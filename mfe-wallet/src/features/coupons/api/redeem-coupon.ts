import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@arcade/platform';
import type { Currency } from '../../../lib/format';
import { refreshWallet } from '../../../lib/refresh-wallet';

export interface RedeemedCoupon {
  code: string;
  amount: number;
  currency: Currency;
}

export interface RedeemCouponResult {
  message: string;
  coupon: RedeemedCoupon;
}

export const COUPON_CODE_MAX = 64;
export const COUPON_SUCCESS_FALLBACK = 'Coupon redeemed successfully!';

/** Client-side check before the call; the server validates again. */
export function validateCouponCode(raw: string): string | null {
  const code = raw.trim();
  if (!code) return 'Please enter a coupon code';
  if (code.length > COUPON_CODE_MAX) return `Coupon codes are at most ${COUPON_CODE_MAX} characters`;
  return null;
}

/** POST /coupons/redeem { code } -> data.coupon, with the server's message. */
export async function redeemCoupon(code: string): Promise<RedeemCouponResult> {
  const res = await api.request<{ coupon: RedeemedCoupon }>('POST', 'coupons/redeem', { json: { code: code.trim() } });
  return { message: res.message || COUPON_SUCCESS_FALLBACK, coupon: res.data.coupon };
}

/** Redeems a coupon; on success the wallet's queries are invalidated and the user is reloaded. */
export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['coupons', 'redeem'],
    mutationFn: redeemCoupon,
    onSuccess: () => {
      void refreshWallet(queryClient);
    },
  });
}
