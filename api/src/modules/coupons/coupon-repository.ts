import { ledgerMoney, type Coupon, type CreateCouponBody, type Currency } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { toInt, toIso, toIsoOrNull } from '../ledger/amounts';

export interface CouponRow {
  id: string | number;
  code: string;
  amount: string | number;
  currency: Currency;
  description: string | null;
  valid_from: Date | string;
  valid_until: Date | string | null;
  usage_limit: string | number;
  used_count: string | number;
  created_at: Date | string;
  deactivated_at: Date | string | null;
  deactivation_reason: string | null;
}

export const COUPON_COLUMNS = `id, code, amount, currency, description, valid_from, valid_until, usage_limit, used_count,
  created_at, deactivated_at, deactivation_reason`;

/** A coupon as staff see it (its amount a Money in the ledger's unit of its currency). */
export function toCoupon(row: CouponRow): Coupon {
  return {
    id: String(row.id),
    code: row.code,
    currency: row.currency,
    amount: ledgerMoney(toInt(row.amount), row.currency),
    description: row.description,
    validFrom: toIso(row.valid_from),
    validUntil: toIsoOrNull(row.valid_until),
    usageLimit: toInt(row.usage_limit),
    usedCount: toInt(row.used_count),
    createdAt: toIso(row.created_at),
    deactivatedAt: toIsoOrNull(row.deactivated_at),
    deactivationReason: row.deactivation_reason,
  };
}

/** Inserts a coupon; null when the code (case-insensitive) already exists. */
export async function insertCoupon(
  db: Db,
  input: CreateCouponBody,
  createdBy: string | null,
  now: Date,
): Promise<Coupon | null> {
  const { rows } = await db.query<CouponRow>(
    `INSERT INTO coupons (code, amount, currency, description, valid_from, valid_until, usage_limit, created_by)
     VALUES ($1, $2, $3, $4, COALESCE($5::timestamptz, $9::timestamptz), $6, $7, $8)
     ON CONFLICT ((lower(code))) DO NOTHING
     RETURNING ${COUPON_COLUMNS}`,
    [
      input.code,
      input.amount,
      input.currency,
      input.description ?? null,
      input.validFrom ?? null,
      input.validUntil ?? null,
      input.usageLimit,
      createdBy,
      now.toISOString(),
    ],
  );
  return rows[0] ? toCoupon(rows[0]) : null;
}

export async function listCoupons(db: Db, limit = 100): Promise<Coupon[]> {
  const { rows } = await db.query<CouponRow>(
    `SELECT ${COUPON_COLUMNS} FROM coupons ORDER BY id DESC LIMIT $1`,
    [limit],
  );
  return rows.map(toCoupon);
}

/** Locks a coupon by id (its deactivation), or undefined. */
export async function lockCouponById(tx: Db, id: string): Promise<CouponRow | undefined> {
  const { rows } = await tx.query<CouponRow>(
    `SELECT ${COUPON_COLUMNS} FROM coupons WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

export async function markDeactivated(
  tx: Db,
  input: { id: string; by: string; reason: string; at: Date },
): Promise<CouponRow> {
  const { rows } = await tx.query<CouponRow>(
    `UPDATE coupons SET deactivated_at = $2, deactivated_by = $3, deactivation_reason = $4 WHERE id = $1
     RETURNING ${COUPON_COLUMNS}`,
    [input.id, input.at, input.by, input.reason],
  );
  return rows[0]!;
}

/** Who redeemed a coupon and when, newest first (at most `limit`). */
export async function listCouponRedemptions(
  db: Db,
  couponId: string,
  limit = 200,
): Promise<{ userId: string; userName: string; userEmail: string; at: string }[]> {
  const { rows } = await db.query<{
    user_id: string;
    user_name: string;
    email: string;
    created_at: Date | string;
  }>(
    `SELECT r.user_id, trim(concat_ws(' ', u.first_name, u.last_name)) AS user_name, u.email, r.created_at
       FROM coupon_redemptions r JOIN users u ON u.id = r.user_id
      WHERE r.coupon_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
    [couponId, limit],
  );
  return rows.map((r) => ({
    userId: r.user_id,
    userName: r.user_name,
    userEmail: r.email,
    at: toIso(r.created_at),
  }));
}

/** Locks a coupon by code (case-insensitive); every redemption of it runs one after another. */
export async function lockCouponByCode(tx: Db, code: string): Promise<CouponRow | undefined> {
  const { rows } = await tx.query<CouponRow>(
    `SELECT ${COUPON_COLUMNS} FROM coupons WHERE lower(code) = lower($1) FOR UPDATE`,
    [code],
  );
  return rows[0];
}

export async function hasRedeemed(tx: Db, couponId: string | number, userId: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM coupon_redemptions WHERE coupon_id = $1 AND user_id = $2', [
    couponId,
    userId,
  ]);
  return rows.length > 0;
}

/** Records a redemption (UNIQUE per coupon and user) and counts it on the coupon; use inside the transfer's transaction. */
export async function recordRedemption(
  tx: Db,
  input: { couponId: string | number; userId: string; transferId: string; at: Date },
): Promise<void> {
  await tx.query(
    'INSERT INTO coupon_redemptions (coupon_id, user_id, transfer_id, created_at) VALUES ($1, $2, $3, $4)',
    [input.couponId, input.userId, input.transferId, input.at.toISOString()],
  );
  await tx.query('UPDATE coupons SET used_count = used_count + 1 WHERE id = $1', [input.couponId]);
}
