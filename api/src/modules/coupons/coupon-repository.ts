import type { Coupon, CreateCouponBody, Currency } from '@arcade/contracts';
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
}

export const COUPON_COLUMNS =
  'id, code, amount, currency, description, valid_from, valid_until, usage_limit, used_count, created_at';

export function toCoupon(row: CouponRow): Coupon {
  return {
    id: String(row.id),
    code: row.code,
    amount: toInt(row.amount),
    currency: row.currency,
    description: row.description,
    validFrom: toIso(row.valid_from),
    validUntil: toIsoOrNull(row.valid_until),
    usageLimit: toInt(row.usage_limit),
    usedCount: toInt(row.used_count),
    createdAt: toIso(row.created_at),
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
