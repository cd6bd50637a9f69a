import type {
  GameAccountRequest,
  GameWithdrawal,
  Money,
  RechargeRequest,
  Redemption,
} from '@arcade/contracts';

/** The player fields every staff list row carries (contracts' staffPlayerFields). */
export interface StaffPlayer {
  userId: string;
  userName: string;
  userEmail: string;
}

export type StaffAccountRequest = GameAccountRequest & StaffPlayer;
/** The staff lists' rows (contracts' staff*AnswerSchema): every amount a Money, shown by formatMoney alone. */
export type StaffLoad = Omit<RechargeRequest, 'amount'> & StaffPlayer & { amount: Money };
export type StaffGameWithdrawal = Omit<GameWithdrawal, 'amount' | 'requestedAmount'> &
  StaffPlayer & { requestedAmount: Money | null; amount: Money };
export type StaffRedemption = Omit<Redemption, 'amount'> & StaffPlayer & { amount: Money };

/** Newest first (the server's order is not promised). */
export const newestFirst = <T extends { createdAt: string }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
