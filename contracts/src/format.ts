/** Sweep Coins are stored as cents; 1 SC = $1.00. */
export function formatSweepCoins(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * Gold Coins with en-US grouping ("12,500"). Whole numbers are grouped here, not by toLocaleString: the first
 * Intl call of a page loads ICU's locale data, 14 ms on this machine and over 100 ms on a throttled phone, on the
 * lobby's first render (issue 9, total blocking time). Anything else still goes through Intl.
 */
export function formatGoldCoins(coins: number): string {
  if (!Number.isSafeInteger(coins)) return coins.toLocaleString('en-US');
  const digits = String(Math.abs(coins)).replace(/\B(?=(\d{3})+$)/g, ',');
  return coins < 0 ? `-${digits}` : digits;
}
