import type { GameAccountRequest, GameWithdrawal, RechargeRequest, Redemption } from '@arcade/contracts';

/** The player fields every staff list row carries (contracts' staffPlayerFields). */
export interface StaffPlayer {
  userId: string;
  userName: string;
  userEmail: string;
}

export type StaffAccountRequest = GameAccountRequest & StaffPlayer;
export type StaffLoad = RechargeRequest & StaffPlayer;
export type StaffGameWithdrawal = GameWithdrawal & StaffPlayer;
export type StaffRedemption = Redemption & StaffPlayer;

/** Newest first (the server's order is not promised). */
export const newestFirst = <T extends { createdAt: string }>(rows: readonly T[]): T[] =>
  [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
