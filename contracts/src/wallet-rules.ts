/*
 * The wallet's rules, zod-free (like game-rules.ts): currencies, ledger movement types, free-entry amounts, the
 * streak's grace and the wallet's messages. A remote that imports them at run time does not pull the schemas (and
 * zod) into its page: the rewards page and the shell's idle preload of it stay light (issue 9, total blocking time).
 * Amounts are integers: Gold Coins (GC) are whole coins, Sweep Coins (SC) are cents (100 = 1 SC = $1.00).
 */
export const CURRENCIES = ['GC', 'SC'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Every kind of ledger movement; the wallet's type filter takes one of these. */
export const TRANSFER_TYPES = [
  'purchase',
  'purchase_bonus',
  'welcome_bonus',
  'daily_bonus',
  'sweep_bonus',
  'amoe_mail_in',
  'coupon',
  'game_load',
  'game_withdrawal',
  'redemption',
  'refund',
  'correction',
  'adjustment',
] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];

/** Types shown as "bonus history" on the rewards page. */
export const BONUS_TRANSFER_TYPES: readonly TransferType[] = [
  'welcome_bonus',
  'daily_bonus',
  'sweep_bonus',
  'amoe_mail_in',
  'coupon',
];

/** Free entry (alternate method of entry) amounts, in SC cents. */
export const FREE_ENTRY = {
  onlineSweepCents: 100,
  mailInSweepCents: 100,
} as const;

/** A daily-bonus streak continues when the next claim comes less than graceMs after the previous one. */
export const DAILY_STREAK = { graceMs: 48 * 60 * 60 * 1000 } as const;

export const WALLET_MESSAGES = {
  dailyClaimed: 'Claimed daily bonus successfully!',
  /** The first claim ever is the welcome bonus: it says welcome, not "daily" (issue 28). */
  welcomeClaimed: 'Welcome to Lucky Arcade! Your welcome bonus is in your wallet.',
  dailyAlreadyClaimed: 'Daily bonus already claimed',
  sweepClaimed: 'Free entry claimed successfully!',
  sweepAlreadyClaimed: 'Free entry already claimed. You can claim again after 7 days.',
  couponRedeemed: 'Coupon redeemed successfully!',
  couponInvalid: 'Invalid coupon code',
  couponExpired: 'This coupon has expired',
  couponNotActive: 'This coupon is not active yet',
  couponExhausted: 'This coupon has reached its usage limit',
  couponAlreadyRedeemed: 'You have already redeemed this coupon',
  couponCodeRequired: 'Please enter a coupon code',
  couponCreated: 'Coupon created successfully!',
  couponExists: 'A coupon with this code already exists',
  couponDeactivated: 'This coupon is no longer available',
  amoeRequested: 'Free entry request code created',
  amoeDailyLimit: 'You already requested a free entry code today. Please try again tomorrow.',
  amoeUnknownCode: 'Unknown free entry request code',
  amoeCredited: 'Free entry credited',
  amoeRejected: 'Free entry rejected',
  amoeAlreadyProcessed: 'This free entry request was already processed',
  amoeReasonRequired: 'A reason is required to reject a free entry',
  insufficientBalance: 'Insufficient balance',
} as const;
