import { z } from 'zod';
import { moneySchema } from './notifications';
import { CURRENCIES } from './wallet-rules';

// Promotions in the back office (issue 29 item 4): coupons, as staff see and manage them. The player's side
// (POST /coupons/redeem) is in wallet.ts.

export const PROMOTIONS_MESSAGES = {
  deactivated: 'Coupon deactivated: players can no longer redeem it',
  alreadyDeactivated: 'This coupon is already deactivated',
  notFound: 'Coupon not found',
  reasonRequired: 'Give a reason (5 to 500 characters)',
} as const;

/** A coupon as staff see it: its amount a Money, its window, its use, and whether it is still on offer. */
export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  currency: z.enum(CURRENCIES),
  amount: moneySchema,
  description: z.string().nullable(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  usageLimit: z.number().int(),
  usedCount: z.number().int(),
  createdAt: z.string(),
  /** null while on offer; a deactivated coupon is refused to every player from then on. */
  deactivatedAt: z.string().nullable(),
  deactivationReason: z.string().nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponIdParamsSchema = z.object({
  id: z.string().regex(/^\d{1,18}$/, PROMOTIONS_MESSAGES.notFound),
});

/** POST /admin/coupons/:id/deactivate { reason }. */
export const deactivateCouponBodySchema = z.object({
  reason: z
    .string({ error: PROMOTIONS_MESSAGES.reasonRequired })
    .trim()
    .min(5, PROMOTIONS_MESSAGES.reasonRequired)
    .max(500, PROMOTIONS_MESSAGES.reasonRequired),
});
export type DeactivateCouponBody = z.infer<typeof deactivateCouponBodySchema>;

/** GET /admin/coupons/:id/redemptions: who redeemed it and when, newest first. */
export const couponRedemptionsAnswerSchema = z.object({
  redemptions: z.array(
    z.object({ userId: z.string(), userName: z.string(), userEmail: z.string(), at: z.string() }),
  ),
});
export type CouponRedemptionsAnswer = z.infer<typeof couponRedemptionsAnswerSchema>;
