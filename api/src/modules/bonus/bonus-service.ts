import { BONUS, BONUS_TRANSFER_TYPES, FREE_ENTRY, type BonusStatus, type User } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { transfer } from '../ledger/transfer';
import { notify } from '../notifications/notification-service';
import { listRecentCredits } from '../wallet/wallet-repository';
import {
  lockBonusState,
  readBonusState,
  recordDailyClaim,
  recordSweepClaim,
  type BonusState,
} from './bonus-repository';
import {
  addMs,
  currentStreak,
  DAY_MS,
  dailyOpen,
  streakAfterClaim,
  SWEEP_MS,
  sweepOpen,
} from './bonus-rules';

export type DailyClaimOutcome =
  | {
      status: 'claimed';
      amount: number;
      isWelcome: boolean;
      streak: number;
      nextClaimAt: Date;
      transferId: string;
    }
  | { status: 'already'; nextClaimAt: Date };

export type SweepClaimOutcome =
  | { status: 'claimed'; amount: number; nextClaimAt: Date; transferId: string }
  | { status: 'already'; nextClaimAt: Date };

/**
 * Claims the welcome bonus (first claim ever, 10,000 GC) or the daily bonus (5,000 GC), at most once per
 * 24 h from the last claim. The user's bonus row is locked first, and the credit's idempotency key
 * (welcome:<user> or daily:<user>:<claim number>) makes a second credit for the same claim impossible.
 */
export function claimDailyBonus(db: Db, userId: string, now: Date = new Date()): Promise<DailyClaimOutcome> {
  return db.transaction(async (tx) => {
    const state = await lockBonusState(tx, userId);
    if (!dailyOpen(state.lastDailyClaimAt, now)) {
      return { status: 'already', nextClaimAt: addMs(state.lastDailyClaimAt!, DAY_MS) };
    }
    const isWelcome = state.dailyClaims === 0;
    const amount = isWelcome ? BONUS.welcomeGold : BONUS.dailyGold;
    const streak = streakAfterClaim(state.lastDailyClaimAt, state.streak, now);
    const result = await transfer(tx, {
      idempotencyKey: isWelcome ? `welcome:${userId}` : `daily:${userId}:${state.dailyClaims}`,
      from: { system: 'promotions' },
      to: { user: userId },
      amount,
      currency: 'GC',
      type: isWelcome ? 'welcome_bonus' : 'daily_bonus',
      description: isWelcome ? 'Welcome bonus' : `Daily bonus (day ${streak} streak)`,
      metadata: { claim: state.dailyClaims + 1, streak },
      now,
    });
    // A replay means this claim was already credited: bring the record in line and refuse.
    const claimedAt = result.replayed ? result.transfer.createdAt : now;
    await recordDailyClaim(tx, userId, claimedAt, streak);
    if (result.replayed) return { status: 'already', nextClaimAt: addMs(claimedAt, DAY_MS) };
    await notify(tx, {
      recipients: userId,
      type: 'bonus_claimed',
      payload: {
        kind: isWelcome ? 'welcome' : 'daily',
        amount,
        currency: 'GC',
        streak,
        message: isWelcome
          ? `Welcome bonus: ${amount.toLocaleString('en-US')} GC added`
          : `Daily bonus: ${amount.toLocaleString('en-US')} GC added (day ${streak} streak)`,
      },
      now,
    });
    return {
      status: 'claimed',
      amount,
      isWelcome,
      streak,
      nextClaimAt: addMs(now, DAY_MS),
      transferId: result.transfer.id,
    };
  });
}

/** The online free entry: 1 SC (100 cents) once per 7 days from the last claim. */
export function claimSweepBonus(db: Db, userId: string, now: Date = new Date()): Promise<SweepClaimOutcome> {
  return db.transaction(async (tx) => {
    const state = await lockBonusState(tx, userId);
    if (!sweepOpen(state.lastSweepClaimAt, now)) {
      return { status: 'already', nextClaimAt: addMs(state.lastSweepClaimAt!, SWEEP_MS) };
    }
    const result = await transfer(tx, {
      idempotencyKey: `sweep:${userId}:${state.sweepClaims}`,
      from: { system: 'promotions' },
      to: { user: userId },
      amount: FREE_ENTRY.onlineSweepCents,
      currency: 'SC',
      type: 'sweep_bonus',
      description: 'Free entry (online AMOE)',
      metadata: { claim: state.sweepClaims + 1 },
      now,
    });
    const claimedAt = result.replayed ? result.transfer.createdAt : now;
    await recordSweepClaim(tx, userId, claimedAt);
    if (result.replayed) return { status: 'already', nextClaimAt: addMs(claimedAt, SWEEP_MS) };
    await notify(tx, {
      recipients: userId,
      type: 'free_entry_claimed',
      payload: {
        amount: FREE_ENTRY.onlineSweepCents,
        currency: 'SC',
        message: `Free entry: ${(FREE_ENTRY.onlineSweepCents / 100).toFixed(2)} SC added`,
      },
      now,
    });
    return {
      status: 'claimed',
      amount: FREE_ENTRY.onlineSweepCents,
      nextClaimAt: addMs(now, SWEEP_MS),
      transferId: result.transfer.id,
    };
  });
}

export async function getBonusStatus(db: Db, userId: string, now: Date = new Date()): Promise<BonusStatus> {
  const [state, history] = await Promise.all([
    readBonusState(db, userId),
    listRecentCredits(db, userId, BONUS_TRANSFER_TYPES, 10),
  ]);
  const dailyClaimed = !dailyOpen(state.lastDailyClaimAt, now);
  const sweepClaimed = !sweepOpen(state.lastSweepClaimAt, now);
  const isWelcome = state.dailyClaims === 0;
  return {
    daily: {
      claimed: dailyClaimed,
      nextClaimAt: dailyClaimed ? addMs(state.lastDailyClaimAt!, DAY_MS).toISOString() : null,
      streak: currentStreak(state.lastDailyClaimAt, state.streak, now),
      amount: isWelcome ? BONUS.welcomeGold : BONUS.dailyGold,
      isWelcome,
    },
    sweep: {
      claimed: sweepClaimed,
      nextClaimAt: sweepClaimed ? addMs(state.lastSweepClaimAt!, SWEEP_MS).toISOString() : null,
      amount: FREE_ENTRY.onlineSweepCents,
    },
    history,
  };
}

/** The bonus fields of the user DTO from a bonus state. */
export function bonusViewOf(state: BonusState, now: Date): Partial<User> {
  return {
    claimedDailyBonus: !dailyOpen(state.lastDailyClaimAt, now),
    claimedSweepBonus: !sweepOpen(state.lastSweepClaimAt, now),
    loginStreak: currentStreak(state.lastDailyClaimAt, state.streak, now),
    isNewUser: state.dailyClaims === 0,
  };
}
