/** Reads an integer column (pg gives int8 as a string, PGlite as a number) as a safe JS integer. */
export function toInt(value: unknown): number {
  const n =
    typeof value === 'bigint' ? Number(value) : typeof value === 'string' ? Number(value) : (value as number);
  if (typeof n !== 'number' || !Number.isSafeInteger(n))
    throw new Error(`Not a safe integer: ${String(value)}`);
  return n;
}

export function isPositiveAmount(amount: unknown): amount is number {
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0;
}

export function toIso(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

export function toIsoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : toIso(value);
}
