import { z } from 'zod';
import { moneySchema } from './notifications';
import { CURRENCIES, TRANSFER_TYPES, WALLET_MESSAGES } from './wallet-rules';

/**
 * Wallet, ledger, bonus, free-entry (AMOE) and coupon payloads. Amounts are integers:
 * Gold Coins (GC) are whole coins, Sweep Coins (SC) are cents (100 = 1 SC = $1.00).
 * The zod-free rules (currencies, movement types, messages) are in wallet-rules.ts.
 */
export * from './wallet-rules';

const isoDate = z.string();

export const balancesSchema = z.object({ gold: z.number().int(), sweep: z.number().int() });

const emptyToUndefined = (v: unknown) => (v === '' || v === 'all' || v === null ? undefined : v);

export const walletTransactionsQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 100')
    .max(100, 'limit must be between 1 and 100')
    .default(10),
  type: z.preprocess(
    emptyToUndefined,
    z.enum(TRANSFER_TYPES, { error: 'Unknown transaction type' }).optional(),
  ),
});
export type WalletTransactionsQuery = z.infer<typeof walletTransactionsQuerySchema>;

export const walletTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(TRANSFER_TYPES),
  /** Signed from the user's point of view: positive for a credit, negative for a debit. */
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  direction: z.enum(['credit', 'debit']),
  description: z.string(),
  /**
   * The current status of the request this movement belongs to (a redemption's hold: REDEMPTION_STATUSES; a game
   * load's escrow: GAME_TRANSFER_STATUSES), read now rather than written into the description at request time;
   * absent for other movements. Shown by statusWord (status-words.ts) with the type as the subject.
   */
  status: z.string().optional(),
  createdAt: isoDate,
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletTransactionsPageSchema = z.object({
  items: z.array(walletTransactionSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type WalletTransactionsPage = z.infer<typeof walletTransactionsPageSchema>;

export const bonusStatusSchema = z.object({
  daily: z.object({
    claimed: z.boolean(),
    nextClaimAt: isoDate.nullable(),
    streak: z.number().int(),
    amount: z.number().int(),
    isWelcome: z.boolean(),
  }),
  sweep: z.object({ claimed: z.boolean(), nextClaimAt: isoDate.nullable(), amount: z.number().int() }),
  history: z.array(walletTransactionSchema),
});
export type BonusStatus = z.infer<typeof bonusStatusSchema>;

export const dailyClaimResultSchema = z.object({
  amount: z.number().int(),
  currency: z.literal('GC'),
  isWelcome: z.boolean(),
  streak: z.number().int(),
  nextClaimAt: isoDate,
  transferId: z.string(),
  balance: balancesSchema,
});
export type DailyClaimResult = z.infer<typeof dailyClaimResultSchema>;

export const sweepClaimResultSchema = z.object({
  amount: z.number().int(),
  currency: z.literal('SC'),
  nextClaimAt: isoDate,
  transferId: z.string(),
  balance: balancesSchema,
});
export type SweepClaimResult = z.infer<typeof sweepClaimResultSchema>;

export const couponCodeSchema = z
  .string({ error: WALLET_MESSAGES.couponCodeRequired })
  .trim()
  .min(1, WALLET_MESSAGES.couponCodeRequired)
  .max(64, WALLET_MESSAGES.couponInvalid);

export const couponRedeemBodySchema = z.object({ code: couponCodeSchema });
export type CouponRedeemBody = z.infer<typeof couponRedeemBodySchema>;

export const couponRedeemResultSchema = z.object({
  coupon: z.object({ code: z.string(), amount: moneySchema }),
  balance: balancesSchema,
});
export type CouponRedeemResult = z.infer<typeof couponRedeemResultSchema>;

const optionalDate = (label: string) =>
  z.preprocess(
    emptyToUndefined,
    z.iso.datetime({ offset: true, error: `${label} must be an ISO date-time` }).optional(),
  );

export const createCouponBodySchema = z
  .object({
    code: z
      .string({ error: 'Coupon code is required' })
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{2,31}$/, 'Coupon code must be 3 to 32 letters, digits, - or _'),
    amount: z
      .number({ error: 'amount must be a number' })
      .int('amount must be a whole number')
      .positive('amount must be positive')
      .max(1_000_000_000, 'amount is too large'),
    currency: z.enum(CURRENCIES, { error: 'currency must be GC or SC' }),
    description: z.string().trim().max(200).optional(),
    validFrom: optionalDate('validFrom'),
    validUntil: z.preprocess(
      (v) => (v === '' ? null : v),
      z.iso.datetime({ offset: true, error: 'validUntil must be an ISO date-time' }).nullable().optional(),
    ),
    usageLimit: z
      .number({ error: 'usageLimit must be a number' })
      .int('usageLimit must be a whole number')
      .min(1, 'usageLimit must be at least 1')
      .max(10_000_000),
  })
  .refine((c) => !c.validUntil || !c.validFrom || Date.parse(c.validUntil) > Date.parse(c.validFrom), {
    message: 'validUntil must be after validFrom',
    path: ['validUntil'],
  });
export type CreateCouponBody = z.infer<typeof createCouponBodySchema>;

export const AMOE_STATUSES = ['requested', 'received', 'credited', 'rejected'] as const;
export type AmoeStatus = (typeof AMOE_STATUSES)[number];

/** Request codes use letters and digits that cannot be confused (no 0/O, 1/I/L). */
export const AMOE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const AMOE_CODE_PATTERN =
  /^AMOE-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{4}-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{4}$/;

export const amoeRequestSchema = z.object({
  code: z.string(),
  status: z.enum(AMOE_STATUSES),
  reason: z.string().nullable(),
  amount: z.number().int(),
  currency: z.literal('SC'),
  createdAt: isoDate,
  receivedAt: isoDate.nullable(),
  creditedAt: isoDate.nullable(),
});
export type AmoeRequest = z.infer<typeof amoeRequestSchema>;

export const amoeCodeSchema = z
  .string({ error: WALLET_MESSAGES.amoeUnknownCode })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(AMOE_CODE_PATTERN, WALLET_MESSAGES.amoeUnknownCode));

export const amoeReceiveBodySchema = z
  .object({
    code: amoeCodeSchema,
    accept: z.boolean({ error: 'accept must be true or false' }),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((b) => b.accept || (b.reason !== undefined && b.reason.length > 0), {
    message: WALLET_MESSAGES.amoeReasonRequired,
    path: ['reason'],
  });
export type AmoeReceiveBody = z.infer<typeof amoeReceiveBodySchema>;
