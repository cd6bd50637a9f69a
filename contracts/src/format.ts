/** Sweep Coins are stored as cents; 1 SC = $1.00. */
export function formatSweepCoins(cents: number): string {
  return (cents / 100).toFixed(2);
}

export function formatGoldCoins(coins: number): string {
  return coins.toLocaleString('en-US');
}
