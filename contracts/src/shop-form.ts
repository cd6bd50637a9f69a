/** The coin shop's form rules (issue 11, browser half): SPEC §5 custom purchase amount. */
import { z } from 'zod';
import { CUSTOM_AMOUNT } from './constants';
import { SHOP_MESSAGES } from './shop';

/** The Custom Treasure field (a string while typed; the server's rule is shop.ts customAmountSchema). SPEC §5: whole dollars; blank or under 5 → minimum message; over 200 → maximum. */
export const customAmountFormSchema = z.object({
  amount: z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      const n = /^\d+$/.test(v) ? Number(v) : NaN;
      if (!Number.isFinite(n) || n < CUSTOM_AMOUNT.minDollars)
        ctx.addIssue({ code: 'custom', message: SHOP_MESSAGES.minAmount });
      else if (n > CUSTOM_AMOUNT.maxDollars)
        ctx.addIssue({ code: 'custom', message: SHOP_MESSAGES.maxAmount });
    })
    .transform((v) => Number(v)),
});
export type CustomAmountFormInput = z.input<typeof customAmountFormSchema>;

/** The digits of what was typed (whole dollars only), capped so the field never holds an absurd number. */
export function wholeDollarDigits(value: string): string {
  return value
    .replace(/\D+/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 4);
}
