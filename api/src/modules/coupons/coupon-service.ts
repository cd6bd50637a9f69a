import {
  ERROR_CODES,
  PROMOTIONS_MESSAGES,
  WALLET_MESSAGES,
  type Coupon,
  type CreateCouponBody,
  type Role,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { AppError, badRequest, conflict } from '../../http/errors';
import { toInt } from '../ledger/amounts';
import { transfer } from '../ledger/transfer';
import { notify } from '../notifications/notification-service';
import { recordAudit } from '../staff/audit-repository';
import {
  hasRedeemed,
  insertCoupon,
  lockCouponByCode,
  lockCouponById,
  markDeactivated,
  recordRedemption,
  toCoupon,
} from './coupon-repository';

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
 * Checks, in order: unknown code, already redeemed by this user, deactivated by staff, not active yet, expired,
 * usage limit.
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
    if (coupon.deactivatedAt) throw new CouponError(WALLET_MESSAGES.couponDeactivated);
    if (Date.parse(coupon.validFrom) > now.getTime()) throw new CouponError(WALLET_MESSAGES.couponNotActive);
    if (coupon.validUntil && Date.parse(coupon.validUntil) <= now.getTime())
      throw new CouponError(WALLET_MESSAGES.couponExpired);
    if (toInt(row.used_count) >= toInt(row.usage_limit))
      throw new CouponError(WALLET_MESSAGES.couponExhausted);

    const { transfer: credit } = await transfer(tx, {
      idempotencyKey: `coupon:${row.id}:${userId}`,
      from: { system: 'coupons' },
      to: { user: userId },
      amount: coupon.amount.amount,
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
        amount: coupon.amount,
        message: `Coupon ${coupon.code} redeemed`,
      },
      now,
    });
    return { coupon: { ...coupon, usedCount: coupon.usedCount + 1 }, transferId: credit.id };
  });
}

/** The staff member acting, as the audit log records them. */
export interface StaffActor {
  id: string;
  role: Role;
  ip?: string | null;
}

/** Creates a coupon (audited as coupon.create in the same transaction). */
export async function createCoupon(
  db: Db,
  input: CreateCouponBody,
  actor: StaffActor,
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
  return db.transaction(async (tx) => {
    const coupon = await insertCoupon(tx, input, actor.id, now);
    if (!coupon)
      throw conflict(WALLET_MESSAGES.couponExists, [{ path: 'code', message: WALLET_MESSAGES.couponExists }]);
    await recordAudit(tx, {
      actor,
      action: 'coupon.create',
      targetType: 'coupon',
      targetId: coupon.id,
      targetUserId: null,
      before: null,
      after: {
        code: coupon.code,
        amount: coupon.amount,
        usageLimit: coupon.usageLimit,
        validFrom: coupon.validFrom,
        validUntil: coupon.validUntil,
      },
      details: { code: coupon.code, description: coupon.description },
    });
    return coupon;
  });
}

/**
 * Deactivates a coupon with a reason (audited as coupon.deactivate): the row is locked, so a redemption running at
 * the same moment either finishes before or is refused after. Already deactivated: 409; unknown: 404.
 */
export async function deactivateCoupon(
  db: Db,
  id: string,
  reason: string,
  actor: StaffActor,
  now: Date = new Date(),
): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const row = await lockCouponById(tx, id);
    if (!row) throw new AppError(404, PROMOTIONS_MESSAGES.notFound, [ERROR_CODES.notFound]);
    if (row.deactivated_at)
      throw conflict(PROMOTIONS_MESSAGES.alreadyDeactivated, [ERROR_CODES.alreadyDecided]);
    const coupon = toCoupon(await markDeactivated(tx, { id, by: actor.id, reason, at: now }));
    await recordAudit(tx, {
      actor,
      action: 'coupon.deactivate',
      targetType: 'coupon',
      targetId: coupon.id,
      targetUserId: null,
      reason,
      before: { active: true, usedCount: coupon.usedCount },
      after: { active: false, usedCount: coupon.usedCount },
      details: { code: coupon.code, amount: coupon.amount },
    });
    return coupon;
  });
}
