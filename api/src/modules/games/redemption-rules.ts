import {
  ERROR_CODES,
  formatMoney,
  GAMES_PLAY_MESSAGES,
  isEligibleState,
  REDEMPTION_RULES,
  sweepCents,
  type RedemptionBody,
  REDEMPTION_BLOCKERS,
} from '@arcade/contracts';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors';
import type { PlayerInfo } from './game-lookup';
import type { ScStanding } from './playthrough';

/** The redemption rules (docs/games.md "Redemption"), pure: what stands in the way, and each refusal. */

export type Blocker = (typeof REDEMPTION_BLOCKERS)[number];

export const REFUSALS: Record<Blocker, () => AppError> = {
  kyc_required: () => forbidden(GAMES_PLAY_MESSAGES.kycRequired, [ERROR_CODES.kycRequired]),
  underage: () => forbidden(GAMES_PLAY_MESSAGES.underage, [ERROR_CODES.underage]),
  state_not_eligible: () => forbidden(GAMES_PLAY_MESSAGES.stateNotEligible, [ERROR_CODES.stateNotEligible]),
  below_minimum: () => badRequest(GAMES_PLAY_MESSAGES.belowMinimum, [ERROR_CODES.belowMinimum]),
  redemption_pending: () => conflict(GAMES_PLAY_MESSAGES.redemptionPending, [ERROR_CODES.redemptionPending]),
  daily_limit: () => badRequest(GAMES_PLAY_MESSAGES.dailyLimit, [ERROR_CODES.dailyLimit]),
};

/** What the rules look at. */
export interface RedemptionFacts {
  player: PlayerInfo;
  underage: boolean;
  /** SC in redemptions in progress */
  pending: number;
  hasOpen: boolean;
  /** SC asked for in the last 24 hours (not cancelled, rejected or failed) */
  usedToday: number;
  standing: ScStanding;
}

/** What stands in the way of redeeming `amount` (null: the standing's redeemable SC), in the order refused. */
export function blockersOf(f: RedemptionFacts, amount: number | null): Blocker[] {
  const out: Blocker[] = [];
  if (!f.player.kycVerified) out.push('kyc_required');
  if (f.underage) out.push('underage');
  if (!f.player.state || !isEligibleState(f.player.state)) out.push('state_not_eligible');
  if ((amount ?? f.standing.redeemable) < REDEMPTION_RULES.minimumCents) out.push('below_minimum');
  if (f.hasOpen) out.push('redemption_pending');
  if (f.usedToday + (amount ?? REDEMPTION_RULES.minimumCents) > REDEMPTION_RULES.dailyLimitCents)
    out.push('daily_limit');
  return out;
}

const sc = (cents: number) => formatMoney(sweepCents(cents));

/** 400 sc_unplayed: saying how much of the balance can be redeemed now. */
export const unplayedRefusal = (standing: ScStanding) =>
  new AppError(
    400,
    `${GAMES_PLAY_MESSAGES.unplayed}: ${sc(standing.redeemable)} of your ${sc(standing.sweep)} can be redeemed now`,
    [ERROR_CODES.scUnplayed],
  );

/** The masked destination shown everywhere, and the payout details stored encrypted until the redemption closes. */
export function destinationOf(body: RedemptionBody): {
  destination: string;
  details: Record<string, string>;
} {
  if (body.method === 'bank_transfer')
    return {
      destination: `Bank account ••••${body.bank.accountNumber.slice(-4)}`,
      details: { ...body.bank },
    };
  const [local = '', domain = ''] = body.giftCard.email.split('@');
  const brand = body.giftCard.brand === 'amazon' ? 'Amazon' : 'Visa';
  return {
    destination: `${brand} gift card to ${local.slice(0, 1)}•••@${domain}`,
    details: { brand: body.giftCard.brand, email: body.giftCard.email },
  };
}

/** How the ledger and staff name a payout method. */
export const methodWords = (method: RedemptionBody['method']) =>
  method === 'bank_transfer' ? 'bank transfer' : 'gift card';
