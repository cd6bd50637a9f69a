import type { User } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { findUserById, type UserRow } from './user-repository';
import { contributeUserView } from './user-view';

/** Fields other modules own (ledger, bonuses); these are the values when no module contributes them. */
export const USER_VIEW_DEFAULTS = {
  balance: 0,
  sweepCoins: 0,
  claimedDailyBonus: false,
  claimedSweepBonus: false,
  loginStreak: 0,
  isNewUser: true,
  restriction: null,
} as const;

/** The User of SPEC §3 from a users row plus what other modules contribute. */
export function toUserDto(row: UserRow, contributed: Partial<User> = {}): User {
  const claimedAnything = contributed.claimedDailyBonus === true || contributed.claimedSweepBonus === true;
  return {
    _id: row.id,
    role: row.role,
    email: row.email,
    phone: row.phone,
    state: row.state,
    name: { first: row.first_name, middle: row.middle_name, last: row.last_name },
    avatarUrl: row.avatar_url,
    isEmailVerified: row.email_verified_at !== null,
    isPhoneVerified: row.phone_verified_at !== null,
    isKYC: row.kyc_verified_at !== null,
    isOpted: row.is_opted,
    isSmsOpted: row.is_sms_opted,
    balance: contributed.balance ?? USER_VIEW_DEFAULTS.balance,
    sweepCoins: contributed.sweepCoins ?? USER_VIEW_DEFAULTS.sweepCoins,
    claimedDailyBonus: contributed.claimedDailyBonus ?? USER_VIEW_DEFAULTS.claimedDailyBonus,
    claimedSweepBonus: contributed.claimedSweepBonus ?? USER_VIEW_DEFAULTS.claimedSweepBonus,
    loginStreak: contributed.loginStreak ?? USER_VIEW_DEFAULTS.loginStreak,
    isNewUser: contributed.isNewUser ?? !claimedAnything,
    // The active account restriction (restrictions module), or null.
    restriction: contributed.restriction ?? USER_VIEW_DEFAULTS.restriction,
    // A Google sign-up that has not yet confirmed its state and 21+ (identity module).
    ...(contributed.needsProfileCompletion !== undefined
      ? { needsProfileCompletion: contributed.needsProfileCompletion }
      : {}),
  };
}

/** Builds the full DTO of a row (runs every registered contributor). */
export async function buildUserDto(db: Db, row: UserRow): Promise<User> {
  return toUserDto(row, await contributeUserView(db, row.id));
}

/** Loads a user by id and builds the DTO; null when the user does not exist. */
export async function loadUserDto(db: Db, userId: string): Promise<User | null> {
  const row = await findUserById(db, userId);
  return row ? buildUserDto(db, row) : null;
}
