import type { Currency } from '@arcade/contracts';

/**
 * What staff type ("12.50" SC, "250" GC, a leading "-" when `signed`) in the ledger's unit (SC cents, GC coins),
 * or the words that say what is wrong with it.
 */
export function coinsInLedgerUnits(
  text: string,
  currency: Currency,
  { signed = false }: { signed?: boolean } = {},
): { units: number } | { error: string } {
  const t = text.trim();
  const sign = signed ? '-?' : '';
  if (currency === 'GC') {
    if (!new RegExp(`^${sign}\\d+$`).test(t)) return { error: 'Gold Coins are whole coins, such as 250' };
    return { units: Number(t) };
  }
  if (!new RegExp(`^${sign}\\d+(\\.\\d{1,2})?$`).test(t))
    return { error: 'Enter Sweep Coins such as 12.50 (at most two decimals)' };
  return { units: Math.round(Number(t) * 100) };
}
