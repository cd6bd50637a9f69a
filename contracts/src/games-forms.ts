import { z } from 'zod';
import { CURRENCIES } from './wallet';
import { GIFT_CARD_BRANDS, LOAD_LIMITS, type RedemptionBody } from './games-play';

/**
 * Issue 12 (browser): what the player's forms hold while being filled in, and how they become the request
 * bodies of games-play.ts (which the server checks again). Amounts are typed in coins ("12.50") and sent in cents.
 */

const coins = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,2})?$/, message);

/** "12.50" -> 1250. */
export const coinsToCents = (amount: string) => Math.round(Number(amount) * 100);

/** Add Game Loot: SPEC §9, recharge amounts stored in cents and shown divided by 100; GC in whole coins. */
export const gameLoadFormSchema = z
  .object({ currency: z.enum(CURRENCIES), amount: coins('Enter an amount such as 10 or 12.50') })
  .refine((v) => coinsToCents(v.amount) >= LOAD_LIMITS.minCents, {
    message: 'The minimum load is 1.00',
    path: ['amount'],
  })
  .refine((v) => coinsToCents(v.amount) <= LOAD_LIMITS.maxCents, {
    message: 'The maximum load is 10,000.00',
    path: ['amount'],
  })
  .refine((v) => v.currency === 'SC' || Number.isInteger(Number(v.amount)), {
    message: 'Gold Coins load in whole coins',
    path: ['amount'],
  });
export type GameLoadForm = z.infer<typeof gameLoadFormSchema>;

/**
 * Withdraw winnings on the manual platform (staff take the coins out by hand): the player names the amount their
 * game shows, or leaves it empty for everything. GC in whole coins, SC with up to two decimals (sent in cents).
 */
export const gameWithdrawalFormSchema = z
  .object({
    currency: z.enum(CURRENCIES),
    amount: z
      .string()
      .trim()
      .regex(
        /^(\d+(\.\d{1,2})?)?$/,
        'Enter an amount such as 250 or 12.50, or leave it empty for everything',
      ),
  })
  .refine((v) => v.amount === '' || coinsToCents(v.amount) >= 1, {
    message: 'Enter an amount above zero, or leave it empty for everything',
    path: ['amount'],
  })
  .refine((v) => v.currency === 'SC' || v.amount === '' || Number.isInteger(Number(v.amount)), {
    message: 'Gold Coins withdraw in whole coins',
    path: ['amount'],
  });
export type GameWithdrawalForm = z.infer<typeof gameWithdrawalFormSchema>;

/** The amount in the ledger's unit (GC coins, SC cents), or undefined for everything. */
export const withdrawalFormAmount = (v: GameWithdrawalForm): number | undefined =>
  v.amount === '' ? undefined : v.currency === 'SC' ? coinsToCents(v.amount) : Number(v.amount);

export const REDEMPTION_METHOD_LABELS = {
  'Bank transfer': 'bank_transfer',
  'Gift card': 'gift_card',
} as const;
export const GIFT_CARD_LABELS: Record<(typeof GIFT_CARD_BRANDS)[number], string> = {
  amazon: 'Amazon',
  visa: 'Visa',
};

/** The redemption form: only the fields of the chosen prize are checked. */
export const redemptionFormSchema = z
  .object({
    method: z.enum(['Bank transfer', 'Gift card']),
    amount: coins('Enter an amount in SC such as 50 or 75.50'),
    accountHolder: z.string().trim(),
    routingNumber: z.string().trim(),
    accountNumber: z.string().trim(),
    brand: z.string(),
    email: z.string().trim(),
  })
  .superRefine((v, ctx) => {
    if (v.method === 'Bank transfer') {
      if (v.accountHolder.length < 2)
        ctx.addIssue({ code: 'custom', path: ['accountHolder'], message: 'Enter the account holder name' });
      if (!/^\d{9}$/.test(v.routingNumber))
        ctx.addIssue({ code: 'custom', path: ['routingNumber'], message: 'The routing number has 9 digits' });
      if (!/^\d{4,17}$/.test(v.accountNumber))
        ctx.addIssue({
          code: 'custom',
          path: ['accountNumber'],
          message: 'The account number has 4 to 17 digits',
        });
    } else if (!z.email().safeParse(v.email).success)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Enter a valid e-mail address' });
  });
export type RedemptionForm = z.infer<typeof redemptionFormSchema>;

export function toRedemptionBody(v: RedemptionForm): RedemptionBody {
  const amount = coinsToCents(v.amount);
  if (REDEMPTION_METHOD_LABELS[v.method] === 'bank_transfer')
    return {
      method: 'bank_transfer',
      amount,
      bank: {
        accountHolder: v.accountHolder,
        routingNumber: v.routingNumber,
        accountNumber: v.accountNumber,
      },
    };
  const brand = GIFT_CARD_BRANDS.find((b) => GIFT_CARD_LABELS[b] === v.brand) ?? 'amazon';
  return { method: 'gift_card', amount, giftCard: { brand, email: v.email } };
}
