/**
 * Business days (Monday to Friday, U.S. federal holidays excluded) for the redemption tracker's expected dates.
 * Dates are UTC calendar days (YYYY-MM-DD).
 */
const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);

/** The nth weekday (0 = Sunday) of a month (n = -1: the last one). */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return day(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDate = new Date(Date.UTC(year, month + 1, 0));
  const back = (lastDate.getUTCDay() - weekday + 7) % 7;
  return day(year, month, lastDate.getUTCDate() - back);
}

/** Observed date of a fixed holiday (Saturday -> Friday, Sunday -> Monday). */
function observed(year: number, month: number, date: number): string {
  const d = new Date(Date.UTC(year, month, date));
  const wd = d.getUTCDay();
  if (wd === 6) return day(year, month, date - 1);
  if (wd === 0) return day(year, month, date + 1);
  return day(year, month, date);
}

const cache = new Map<number, Set<string>>();
export function federalHolidays(year: number): Set<string> {
  let set = cache.get(year);
  if (!set) {
    set = new Set([
      observed(year, 0, 1),
      nthWeekday(year, 0, 1, 3), // Martin Luther King Jr. Day
      nthWeekday(year, 1, 1, 3), // Washington's Birthday
      nthWeekday(year, 4, 1, -1), // Memorial Day
      observed(year, 5, 19),
      observed(year, 6, 4),
      nthWeekday(year, 8, 1, 1), // Labor Day
      nthWeekday(year, 9, 1, 2), // Columbus Day
      observed(year, 10, 11),
      nthWeekday(year, 10, 4, 4), // Thanksgiving
      observed(year, 11, 25),
    ]);
    cache.set(year, set);
  }
  return set;
}

export function isBusinessDay(d: Date): boolean {
  const wd = d.getUTCDay();
  if (wd === 0 || wd === 6) return false;
  return !federalHolidays(d.getUTCFullYear()).has(d.toISOString().slice(0, 10));
}

/** The date `count` business days after `from` (the day of `from` itself does not count). */
export function addBusinessDays(from: Date, count: number): string {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let left = count;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (isBusinessDay(d)) left -= 1;
  }
  return d.toISOString().slice(0, 10);
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** "today", "yesterday", a weekday name within the last week, else "Nov 3". */
export function sinceWords(at: Date, now: Date): string {
  const a = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const b = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days = Math.round((b - a) / 86_400_000);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  if (days < 7) return WEEKDAYS[at.getUTCDay()]!;
  return at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
