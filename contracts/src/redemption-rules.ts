/*
 * The redemption rules, zod-free (like wallet-rules.ts): the legal pages quote them, and a remote that imports them
 * at run time does not pull the schemas (and zod) into its page (issue 9: /faqs ran 90 KiB of zod for these).
 */

/** Decided rules (docs/decisions/0036; the Sweepstake Rules say the same). Amounts in SC cents. */
export const REDEMPTION_RULES = {
  minimumCents: 5_000,
  /** per rolling 24 hours, counting every redemption not cancelled or rejected */
  dailyLimitCents: 200_000,
  maximumCents: 200_000,
  /** bank transfers are paid within this many business days of approval */
  bankBusinessDays: 5,
  /** gift cards are sent within this many business days of approval */
  giftCardBusinessDays: 2,
  /** staff review within this many business days of the request */
  reviewBusinessDays: 2,
} as const;
