import { formatMoneyNumber, goldCoins, sweepCents } from './money';

// Thin wrappers of the one formatter (money.ts, issue 28) for a number shown beside its own unit label (a balance
// tile, a table with a Currency column). Zod-free and Intl-free for whole numbers: the first Intl call of a page
// loads ICU's locale data, 14 ms on this machine and over 100 ms on a throttled phone, on the lobby's first render
// (issue 9, total blocking time). Text that names its unit uses formatMoney / formatMoneyLong instead.

/** Sweep Coins are stored as cents; 1 SC = $1.00: "1,234.56". */
export function formatSweepCoins(cents: number): string {
  return formatMoneyNumber(sweepCents(cents));
}

/** Gold Coins with en-US grouping ("12,500"); a fraction (never a ledger amount) is left to Intl. */
export function formatGoldCoins(coins: number): string {
  if (!Number.isSafeInteger(coins)) return coins.toLocaleString('en-US');
  return formatMoneyNumber(goldCoins(coins));
}
