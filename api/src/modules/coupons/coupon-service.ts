import { WALLET_MESSAGES, ledgerMoney, type Coupon, type CreateCouponBody } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { AppError, badRequest, conflict } from '../../http/errors';
import { toInt } from '../ledger/amounts';
import { transfer } from '../ledger/transfer';
import { notify } from '../notifications/notification-service';
import { hasRedeemed, insertCoupon, lockCouponByCode, recordRedemption, toCoupon } from './coupon-repository';

export class CouponError extends AppError {
  constructor(message: string) {
    super(400, message, [{ path: 'code', message }]);
    this.name = 'CouponError';
  }
}

export interface Redemption {
  coupon: Coupon;
  transferId: string;
}

/**
 * Redeems a coupon for a user: the coupon row is locked, so at most usage_limit redemptions ever succeed;
 * (coupon, user) is UNIQUE and the credit's idempotency key is coupon:<couponId>:<userId>.
 * Checks, in order: unknown code, already redeemed by this user, not active yet, expired, usage limit.
 */
export function redeemCoupon(
  db: Db,
  userId: string,
  code: string,
  now: Date = new Date(),
): Promise<Redemption> {
  return db.transaction(async (tx) => {
    const row = await lockCouponByCode(tx, code.trim());
    if (!row) throw new CouponError(WALLET_MESSAGES.couponInvalid);
    const coupon = toCoupon(row);
    if (await hasRedeemed(tx, row.id, userId)) throw new CouponError(WALLET_MESSAGES.couponAlreadyRedeemed);
    if (Date.parse(coupon.validFrom) > now.getTime()) throw new CouponError(WALLET_MESSAGES.couponNotActive);
    if (coupon.validUntil && Date.parse(coupon.validUntil) <= now.getTime())
      throw new CouponError(WALLET_MESSAGES.couponExpired);
    if (toInt(row.used_count) >= toInt(row.usage_limit))
      throw new CouponError(WALLET_MESSAGES.couponExhausted);

    const { transfer: credit } = await transfer(tx, {
      idempotencyKey: `coupon:${row.id}:${userId}`,
      from: { system: 'coupons' },
      to: { user: userId },
      amount: coupon.amount,
      currency: coupon.currency,
      type: 'coupon',
      description: `Coupon ${coupon.code}`,
      metadata: { couponId: coupon.id, code: coupon.code },
      now,
    });
    await recordRedemption(tx, { couponId: row.id, userId, transferId: credit.id, at: now });
    await notify(tx, {
      recipients: userId,
      type: 'coupon_redeemed',
      payload: {
        code: coupon.code,
        amount: ledgerMoney(coupon.amount, coupon.currency),
        message: `Coupon ${coupon.code} redeemed`,
      },
      now,
    });
    return { coupon: { ...coupon, usedCount: coupon.usedCount + 1 }, transferId: credit.id };
  });
}

export async function createCoupon(
  db: Db,
  input: CreateCouponBody,
  createdBy: string | null,
  now: Date = new Date(),
): Promise<Coupon> {
  if (
    input.validUntil &&
    Date.parse(input.validUntil) <= (input.validFrom ? Date.parse(input.validFrom) : now.getTime())
  ) {
    throw badRequest('validUntil must be after validFrom', [
      { path: 'validUntil', message: 'validUntil must be after validFrom' },
    ]);
  }
  const coupon = await insertCoupon(db, input, createdBy, now);
  if (!coupon)
    throw conflict(WALLET_MESSAGES.couponExists, [{ path: 'code', message: WALLET_MESSAGES.couponExists }]);
  return coupon;
}
