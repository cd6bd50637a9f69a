import {
  ERROR_CODES,
  GAMES_PLAY_MESSAGES,
  MINIMUM_AGE,
  REDEMPTION_RULES,
  sweepCents,
  type Redeemable,
  type Redemption,
  type RedemptionBody,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { conflict } from '../../http/errors';
import { ageOn } from '../identity/kyc/kyc-service';
import { insufficientBalance, requestNotFound } from './game-errors';
import { playerInfo } from './game-lookup';
import type { GamesContext } from './games-context';
import { lockPlaythrough, scStanding } from './playthrough';
import { holdMove, returnRedemption } from './redemption-ledger';
import {
  insertRedemption,
  lockRedemption,
  openRedemptionAmounts,
  redeemedSince,
  redemptionById,
  redemptionsOf,
  verifiedDateOfBirth,
} from './redemption-repository';
import {
  blockersOf,
  destinationOf,
  methodWords,
  REFUSALS,
  unplayedRefusal,
  type RedemptionFacts,
} from './redemption-rules';
import { toRedemption } from './redemption-tracker';
import { decide, fileRequest } from './request-lifecycle';

/** The player's side of Sweep Coin redemption (POST /wallet/withdraw, the tracker, cancel) with the rules enforced. */

/** Facts the rules need (inside the caller's transaction, after lockPlaythrough for fresh figures). */
async function facts(db: Db, userId: string, now: Date): Promise<RedemptionFacts> {
  const player = await playerInfo(db, userId);
  const dob = await verifiedDateOfBirth(db, userId);
  const open = await openRedemptionAmounts(db, userId);
  const usedToday = await redeemedSince(db, userId, new Date(now.getTime() - 24 * 60 * 60 * 1000));
  const standing = await scStanding(db, userId);
  return {
    player,
    underage: dob !== null && ageOn(dob, now) < MINIMUM_AGE,
    pending: open.reduce((s, amount) => s + amount, 0),
    hasOpen: open.length > 0,
    usedToday,
    standing,
  };
}

/** GET /wallet/redeemable: redeemable now, still needs play, and what stands in the way. */
export async function redeemable(db: Db, userId: string, now = new Date()): Promise<Redeemable> {
  return db.transaction(async (tx) => {
    await lockPlaythrough(tx, userId);
    const f = await facts(tx, userId, now);
    return {
      sweep: f.standing.sweep,
      redeemable: f.standing.redeemable,
      needsPlay: f.standing.needsPlay,
      pendingRedemption: f.pending,
      dailyRemaining: Math.max(0, REDEMPTION_RULES.dailyLimitCents - f.usedToday),
      minimum: REDEMPTION_RULES.minimumCents,
      dailyLimit: REDEMPTION_RULES.dailyLimitCents,
      blockers: blockersOf(f, null),
    };
  });
}

/** POST /wallet/withdraw: every rule, each with its own message; the SC leave the balance into the pending account. */
export async function requestRedemption(
  ctx: GamesContext,
  userId: string,
  body: RedemptionBody,
  now = new Date(),
) {
  const { destination, details } = destinationOf(body);
  try {
    return await ctx.db.transaction(async (tx) => {
      await lockPlaythrough(tx, userId);
      const f = await facts(tx, userId, now);
      const blockers = blockersOf(f, body.amount);
      if (blockers.length) throw REFUSALS[blockers[0]!]();
      if (body.amount > f.standing.sweep) throw insufficientBalance();
      if (body.amount > f.standing.redeemable) throw unplayedRefusal(f.standing);
      const id = await fileRequest(tx, {
        escrow: (id) => holdMove(id, userId, body.amount, body.method),
        insert: (id, holdTransferId) =>
          insertRedemption(tx, {
            id,
            userId,
            amount: body.amount,
            method: body.method,
            destination,
            detailsEnc: ctx.box.seal(JSON.stringify(details), id),
            holdTransferId,
          }),
        notice: (id) => ({
          recipients: 'staff',
          type: 'withdrawal_request',
          payload: {
            requestId: id,
            userId,
            userName: f.player.name,
            userEmail: f.player.email,
            kind: 'redemption',
            amount: sweepCents(body.amount),
            paymentGateway: `Sweep Coin redemption: ${methodWords(body.method)}`,
          },
        }),
      });
      return toRedemption((await redemptionById(tx, id))!, now);
    });
  } catch (err) {
    // The one-open-redemption index decides between two racing requests.
    if ((err as { code?: string }).code === '23505') throw REFUSALS.redemption_pending();
    throw err;
  }
}

export async function myRedemptions(db: Db, userId: string): Promise<Redemption[]> {
  return (await redemptionsOf(db, userId)).map((row) => toRedemption(row));
}

export async function myRedemption(db: Db, userId: string, id: string): Promise<Redemption> {
  const row = await redemptionById(db, id);
  if (!row || row.user_id !== userId) throw requestNotFound();
  return toRedemption(row);
}

/** POST /wallet/redemptions/{id}/cancel: while pending or in review. */
export async function cancelRedemption(db: Db, userId: string, id: string) {
  const rule = {
    owner: userId,
    open: ['pending', 'in_review'],
    decided: () => conflict(GAMES_PLAY_MESSAGES.redemptionNotCancellable, [ERROR_CODES.alreadyDecided]),
  };
  return decide(db, lockRedemption, id, 'player', rule, async (tx, row) => {
    await returnRedemption(tx, row, 'cancelled', null, 'player');
    return toRedemption((await redemptionById(tx, id))!);
  });
}
