// One money type and one formatter (issue 28). Zod-free: the shell's first load formats balances with it.
//
// Every amount the API sends in a notification, a staff view or an e-mail carries its unit: the currency and the
// scale, the number of decimal places the integer holds. The ledger's units are GC whole coins (scale 0) and SC
// cents (scale 2); card prices are USD cents (scale 2); a game load's `amount` is hundredths of its currency
// (scale 2, SPEC §9's "recharge amounts ÷100"). The text a player reads comes from formatMoney alone.

export const MONEY_CURRENCIES = ['GC', 'SC', 'USD'] as const;
export type MoneyCurrency = (typeof MONEY_CURRENCIES)[number];
export type MoneyScale = 0 | 2;

export interface Money {
  /** An integer count of 10^-scale units of the currency. */
  amount: number;
  currency: MoneyCurrency;
  scale: MoneyScale;
}

/** The ledger's own unit of a coin currency: GC whole coins, SC cents. */
export const ledgerMoney = (amount: number, currency: 'GC' | 'SC'): Money => ({
  amount,
  currency,
  scale: currency === 'SC' ? 2 : 0,
});
export const goldCoins = (coins: number): Money => ({ amount: coins, currency: 'GC', scale: 0 });
export const sweepCents = (cents: number): Money => ({ amount: cents, currency: 'SC', scale: 2 });
export const usdCents = (cents: number): Money => ({ amount: cents, currency: 'USD', scale: 2 });

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/** The number alone, grouped en-US: GC without decimals unless it has a fraction, SC and USD with two. */
export function formatMoneyNumber(m: Money): string {
  const abs = Math.abs(Math.trunc(m.amount));
  const sign = m.amount < 0 ? '-' : '';
  const div = m.scale === 2 ? 100 : 1;
  const whole = group(String(Math.floor(abs / div)));
  const frac = abs % div;
  const decimals = m.currency === 'GC' && frac === 0 ? '' : `.${String(frac).padStart(2, '0')}`;
  return `${sign}${whole}${decimals}`;
}

/** "5,000 GC", "60.00 SC", "$37.00", "-$5.00": the one way an amount becomes text. */
export function formatMoney(m: Money): string {
  const n = formatMoneyNumber(m);
  if (m.currency === 'USD') return n.startsWith('-') ? `-$${n.slice(1)}` : `$${n}`;
  return `${n} ${m.currency}`;
}

/** The same, with the currency's name for sentences and screen readers: "5,000 Gold Coins", "60.00 Sweep Coins". */
export function formatMoneyLong(m: Money): string {
  if (m.currency === 'USD') return formatMoney(m);
  return `${formatMoneyNumber(m)} ${m.currency === 'GC' ? 'Gold Coins' : 'Sweep Coins'}`;
}

/** A Money from an untyped payload, or undefined when it is not one. */
export function asMoney(v: unknown): Money | undefined {
  if (!v || typeof v !== 'object') return undefined;
  const m = v as Partial<Money>;
  return Number.isSafeInteger(m.amount) &&
    MONEY_CURRENCIES.includes(m.currency as MoneyCurrency) &&
    (m.scale === 0 || m.scale === 2)
    ? (m as Money)
    : undefined;
}
