import { formatMoney, sweepCents } from '@arcade/contracts';

/** "Sunday, November 8, 2026 at 3:04 PM CST" in the player's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/** "Nov 8, 2026" */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** SC cents -> "1.00 SC", by the one formatter. */
export function formatSc(cents: number): string {
  return formatMoney(sweepCents(cents));
}
