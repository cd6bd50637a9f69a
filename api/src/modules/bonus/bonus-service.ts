import {
  BONUS,
  BONUS_TRANSFER_TYPES,
  FREE_ENTRY,
  formatMoney,
  goldCoins,
  sweepCents,
  type BonusStatus,
  type User,
} from '@arcade/contracts';
import { isRetryable, type Db } from '../../db/db';
import { SqlParams } from '../../db/sql-params';
import { notFound } from '../../http/errors';
import {
  creditWritten,
  CREDIT_TRANSFER,
  systemCreditItems,
  type SystemCreditInput,
} from '../ledger/credit-statement';
import type { TransferRow } from '../ledger/transfer';
import { NEXT_NOTIFICATION, type NotificationRow } from '../notifications/notification-repository';
import { notificationWritten, notifyItems, type NotifyInput } from '../notifications/notification-service';
import { listRecentCredits } from '../wallet/wallet-repository';
import {
  BONUS_CLAIM,
  claimRecordItem,
  readBonusState,
  type BonusState,
  type ClaimRecord,
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
 * 24 h from the last claim (docs/ledger.md "Daily and welcome bonus"). The claim is decided on the user's bonus
 * record and made by one statement (runClaim), which records it only if the record has not changed since.
 * `known`: the bonus state the caller already holds (the route: its session's cached user view row), tried first.
 */
export function claimDailyBonus(
  db: Db,
  userId: string,
  now: Date = new Date(),
  known?: BonusState,
): Promise<DailyClaimOutcome> {
  return runClaim(db, userId, known, (state) => {
    if (!dailyOpen(state.lastDailyClaimAt, now)) {
      return { already: addMs(state.lastDailyClaimAt!, DAY_MS) };
    }
    const isWelcome = state.dailyClaims === 0;
    const amount = isWelcome ? BONUS.welcomeGold : BONUS.dailyGold;
    const streak = streakAfterClaim(state.lastDailyClaimAt, state.streak, now);
    return {
      record: { kind: 'daily', expected: state, at: now, streak },
      credit: {
        idempotencyKey: isWelcome ? `welcome:${userId}` : `daily:${userId}:${state.dailyClaims}`,
        from: { system: 'promotions' },
        to: { user: userId },
        amount,
        currency: 'GC',
        type: isWelcome ? 'welcome_bonus' : 'daily_bonus',
        description: isWelcome ? 'Welcome bonus' : `Daily bonus (day ${streak} streak)`,
        metadata: { claim: state.dailyClaims + 1, streak },
        now,
      },
      notification: {
        recipients: userId,
        type: 'bonus_claimed',
        payload: {
          kind: isWelcome ? 'welcome' : 'daily',
          amount: goldCoins(amount),
          streak,
          message: isWelcome
            ? `Welcome bonus: ${formatMoney(goldCoins(amount))} added`
            : `Daily bonus: ${formatMoney(goldCoins(amount))} added (day ${streak} streak)`,
        },
        now,
      },
      nextClaimAfter: DAY_MS,
      claimed: (transferId) => ({
        status: 'claimed',
        amount,
        isWelcome,
        streak,
        nextClaimAt: addMs(now, DAY_MS),
        transferId,
      }),
    };
  });
}

/** The online free entry: 1 SC (100 cents) once per 7 days from the last claim. */
export function claimSweepBonus(
  db: Db,
  userId: string,
  now: Date = new Date(),
  known?: BonusState,
): Promise<SweepClaimOutcome> {
  return runClaim(db, userId, known, (state) => {
    if (!sweepOpen(state.lastSweepClaimAt, now)) {
      return { already: addMs(state.lastSweepClaimAt!, SWEEP_MS) };
    }
    return {
      record: { kind: 'sweep', expected: state, at: now },
      credit: {
        idempotencyKey: `sweep:${userId}:${state.sweepClaims}`,
        from: { system: 'promotions' },
        to: { user: userId },
        amount: FREE_ENTRY.onlineSweepCents,
        currency: 'SC',
        type: 'sweep_bonus',
        description: 'Free entry (online AMOE)',
        metadata: { claim: state.sweepClaims + 1 },
        now,
      },
      notification: {
        recipients: userId,
        type: 'free_entry_claimed',
        payload: {
          amount: sweepCents(FREE_ENTRY.onlineSweepCents),
          message: `Free entry: ${formatMoney(sweepCents(FREE_ENTRY.onlineSweepCents))} added`,
        },
        now,
      },
      nextClaimAfter: SWEEP_MS,
      claimed: (transferId) => ({
        status: 'claimed',
        amount: FREE_ENTRY.onlineSweepCents,
        nextClaimAt: addMs(now, SWEEP_MS),
        transferId,
      }),
    };
  });
}

/** A claim decided on a bonus state: refused until a time, or what to record, credit and notify. */
type ClaimDecision<C> =
  | { already: Date }
  | {
      record: ClaimRecord;
      credit: SystemCreditInput;
      notification: NotifyInput<'bonus_claimed' | 'free_entry_claimed'> & { recipients: string };
      /** A replayed credit's claim opens again this long after that credit. */
      nextClaimAfter: number;
      claimed: (transferId: string) => C;
    };

/** Attempts of one claim whose record changed between the read and the statement (another claim won). */
const MAX_CLAIM_ATTEMPTS = 5;

/**
 * A claim in one statement (issue 9: no BEGIN and COMMIT round trips, no row locked across round trips): the
 * bonus state is read, the claim decided on it (bonus-rules), then one statement records it if the state is
 * unchanged (claimRecordItem), credits the user (systemCreditItems) unless this claim's credit already exists,
 * and stores the notification (notifyItems). When the state changed (a concurrent claim was recorded first), the
 * claim is decided again on the new state. When the credit already existed (written by something that did not
 * record the claim), the record is brought in line and the claim is refused, as before (docs/ledger.md).
 * A known state (a hint, possibly stale) saves the read on the first attempt; a stale one costs one more attempt.
 */
async function runClaim<C>(
  db: Db,
  userId: string,
  known: BonusState | undefined,
  decide: (state: BonusState) => ClaimDecision<C>,
): Promise<C | { status: 'already'; nextClaimAt: Date }> {
  for (let attempt = 1; ; attempt++) {
    const state = attempt === 1 && known?.userId === userId ? known : await readBonusState(db, userId);
    const decision = decide(state);
    if ('already' in decision) return { status: 'already', nextClaimAt: decision.already };
    const p = new SqlParams();
    const key = p.add(decision.credit.idempotencyKey, 'text');
    const at = p.add(decision.record.at.toISOString(), 'timestamptz');
    const text = `WITH claim_key AS (SELECT created_at FROM ledger_transfers WHERE idempotency_key = ${key}),
      ${claimRecordItem(p, decision.record, `COALESCE((SELECT created_at FROM claim_key), ${at})`)},
      claim_credit_gate AS (SELECT 1 FROM ${BONUS_CLAIM} WHERE NOT EXISTS (SELECT 1 FROM claim_key)),
      ${systemCreditItems(p, decision.credit, 'claim_credit_gate')},
      ${notifyItems(p, decision.notification, CREDIT_TRANSFER)}
      SELECT (SELECT claimed_at FROM ${BONUS_CLAIM}) AS claimed_at,
        (SELECT row_to_json(t) FROM ${CREDIT_TRANSFER} t) AS transfer,
        (SELECT row_to_json(n) FROM ${NEXT_NOTIFICATION} n) AS notification`;
    let row: {
      claimed_at: Date | string | null;
      transfer: TransferRow | null;
      notification: NotificationRow | null;
    };
    try {
      ({
        rows: [row],
      } = await db.query<typeof row>(text, p.values, {
        prepare: `bonus_claim_${decision.record.kind}`,
        changesUsers: [userId],
      }));
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === '23503') throw notFound('User not found');
      // A credit key taken by another writer after the statement's snapshot, a deadlock, a serialization failure.
      if ((code === '23505' || isRetryable(err)) && attempt < MAX_CLAIM_ATTEMPTS) continue;
      throw err;
    }
    if (row.claimed_at === null) {
      if (attempt < MAX_CLAIM_ATTEMPTS) continue;
      throw new Error(`Claim by ${userId}: the bonus record kept changing`);
    }
    if (!row.transfer || !row.notification) {
      return { status: 'already', nextClaimAt: addMs(toDate(row.claimed_at), decision.nextClaimAfter) };
    }
    const transfer = creditWritten(db, decision.credit, row.transfer);
    notificationWritten(db, row.notification);
    return decision.claimed(transfer.id);
  }
}

const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

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
