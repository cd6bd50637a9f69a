import { z } from 'zod';
import { accountRestrictionSchema } from './restrictions';

/** USER is a player; the others are staff (contracts/src/staff.ts: what each may do). */
export const ROLES = ['USER', 'ADMIN', 'SUPPORT', 'CASHIER', 'COMPLIANCE'] as const;
export type Role = (typeof ROLES)[number];

/** The user of SPEC §3, as the server answers it. balance is Gold Coins, sweepCoins is Sweep Coins in cents. */
export const userSchema = z.object({
  _id: z.string(),
  role: z.enum(ROLES),
  email: z.string(),
  phone: z.string().nullable(),
  state: z.string().nullable(),
  name: z.object({ first: z.string(), middle: z.string().optional(), last: z.string().optional() }),
  avatarUrl: z.string().nullable().optional(),
  isEmailVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  isKYC: z.boolean(),
  isOpted: z.boolean(),
  isSmsOpted: z.boolean(),
  /**
   * When the consent prompt last asked (or the player last chose a consent anywhere), or null: the prompt asks at
   * most once every 30 days (contracts marketing.ts consentPromptDue). Optional only for older fixtures.
   */
  consentPromptedAt: z.string().nullable().optional(),
  balance: z.number().int(),
  sweepCoins: z.number().int(),
  claimedDailyBonus: z.boolean(),
  claimedSweepBonus: z.boolean(),
  loginStreak: z.number().int(),
  isNewUser: z.boolean(),
  /** True for a Google sign-up that must still confirm its state and 21+ before buying or playing. */
  needsProfileCompletion: z.boolean().optional(),
  /** The active restriction (why the account may not claim, buy or play), or null (docs/identity.md). */
  restriction: accountRestrictionSchema.nullable(),
});
export type User = z.infer<typeof userSchema>;

export interface Balances {
  gold: number;
  sweep: number;
}

/** Full-name split of SPEC §3. */
export function splitFullName(fullName: string): { first: string; middle: string; last: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { first: '', middle: '', last: '' };
  if (words.length === 1) return { first: words[0]!, middle: '', last: '' };
  if (words.length === 2) return { first: words[0]!, middle: '', last: words[1]! };
  return { first: words[0]!, middle: words[1]!, last: words.slice(2).join(' ') };
}

// Zod-free module: pages that only show amounts do not carry zod (issue 9).
export { formatGoldCoins, formatSweepCoins } from './format';
