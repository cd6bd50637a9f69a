import { BONUS, DAILY_STREAK } from '@arcade/contracts';

/** Pure bonus timing rules (docs/ledger.md, "Daily bonus and streak"). */
export const DAY_MS = BONUS.dailyIntervalMs;
export const SWEEP_MS = BONUS.sweepReclaimMs;
export const STREAK_GRACE_MS = DAILY_STREAK.graceMs;

/** A daily claim is open when the user never claimed or the last claim is at least 24 h old. */
export function dailyOpen(lastClaimAt: Date | null, now: Date): boolean {
  return !lastClaimAt || now.getTime() - lastClaimAt.getTime() >= DAY_MS;
}

export function sweepOpen(lastClaimAt: Date | null, now: Date): boolean {
  return !lastClaimAt || now.getTime() - lastClaimAt.getTime() >= SWEEP_MS;
}

/** The streak is alive while the next claim can still come less than 48 h after the previous one. */
export function streakAlive(lastClaimAt: Date | null, now: Date): boolean {
  return lastClaimAt !== null && now.getTime() - lastClaimAt.getTime() < STREAK_GRACE_MS;
}

/** The streak after a claim at now: one more if alive, else it starts again at 1. */
export function streakAfterClaim(lastClaimAt: Date | null, streak: number, now: Date): number {
  return streakAlive(lastClaimAt, now) ? streak + 1 : 1;
}

/** The streak to show at now: 0 once a day was missed. */
export function currentStreak(lastClaimAt: Date | null, streak: number, now: Date): number {
  return streakAlive(lastClaimAt, now) ? streak : 0;
}

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}
