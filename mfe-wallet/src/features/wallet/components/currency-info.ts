import type { Currency } from '@arcade/contracts';

/** The explanation of each currency shown in the balance widget's info popup (SPEC §1). */
export const CURRENCY_INFO: Record<Currency, { name: string; paragraphs: readonly string[] }> = {
  GC: {
    name: 'Gold Coins',
    paragraphs: [
      'Gold Coins (GC) are for fun play only. They have no cash value and cannot be redeemed.',
      'You get Gold Coins from daily rewards, promotions or purchases.',
    ],
  },
  SC: {
    name: 'Sweep Coins',
    paragraphs: [
      'Sweep Coins (SC) are used in sweepstakes games for a chance to win rewards. 1 SC is worth $1.00.',
      'Sweep Coins are redeemable when earned through eligible methods and after playthrough requirements are met.',
      'You can get Sweep Coins free through gameplay, promotions or the alternate method of entry (free entry). No purchase necessary.',
    ],
  },
};
