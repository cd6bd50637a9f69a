import { formatMoneyNumber, ledgerMoney, type Currency } from '@arcade/contracts';

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Jan 5, 3:04 PM" (SPEC §9), in the viewer's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return DATE_TIME.format(date).replace(/\u202f/g, ' ');
}

/**
 * The number of a ledger amount beside its own Currency column or tab (GC whole coins, SC cents with two decimals),
 * by the one formatter (contracts/money.ts). Text that names its unit uses formatMoney(ledgerMoney(...)).
 */
export function formatAmount(amount: number, currency: Currency): string {
  return formatMoneyNumber(ledgerMoney(amount, currency));
}

/** The same with the direction's sign: "+5,000", "-1.25". */
export function formatSignedAmount(amount: number, currency: Currency): string {
  return `${amount > 0 ? '+' : ''}${formatAmount(amount, currency)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A countdown as "HH:MM:SS", with a day count in front when a day or more is left. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** "daily_bonus" -> "Daily bonus". */
export function humanize(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : value;
}
