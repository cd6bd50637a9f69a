import type { User } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { isUuid } from '../../db/uuid';
import type { UserRow } from './user-repository';
import { readUserView, userViewSql } from './user-view';

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

/** The users columns the DTO is made of (named, not `u.*`: selectUserDto's statement is prepared). */
export const USER_DTO_COLUMNS = [
  'id',
  'role',
  'email',
  'phone',
  'state',
  'first_name',
  'middle_name',
  'last_name',
  'avatar_url',
  'email_verified_at',
  'phone_verified_at',
  'kyc_verified_at',
  'is_opted',
  'is_sms_opted',
  'consent_prompted_at',
] as const satisfies readonly (keyof UserRow)[];
export type UserDtoRow = Pick<UserRow, (typeof USER_DTO_COLUMNS)[number]>;
const SELECT_USER_COLUMNS = USER_DTO_COLUMNS.map((c) => `u.${c}`).join(', ');

/** The User of SPEC §3 from a users row plus what other modules contribute. */
export function toUserDto(row: UserDtoRow, contributed: Partial<User> = {}): User {
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
    consentPromptedAt: row.consent_prompted_at ? new Date(row.consent_prompted_at).toISOString() : null,
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

/**
 * One statement: the users row `u` found through `from`/`where` (e.g. a live session joined to its user)
 * plus every contributed field (balances, bonus state...). Null when no row matches.
 */
export async function selectUserDto(
  db: Db,
  query: { from: string; where: string; params: unknown[]; prepare?: string },
): Promise<User | null> {
  const row = await selectUserViewRow(db, query);
  return row ? userOfViewRow(row) : null;
}

/** A users row with every contributed column, as read by selectUserDto's statement. */
export type UserViewRow = UserDtoRow & Record<string, unknown>;

/** selectUserDto's statement, answering the row itself (session/live-user-cache.ts keeps rows, not DTOs). */
export async function selectUserViewRow(
  db: Db,
  query: { from: string; where: string; params: unknown[]; prepare?: string },
): Promise<UserViewRow | null> {
  const { columns, joins } = userViewSql();
  const { rows } = await db.query<UserViewRow>(
    `SELECT ${SELECT_USER_COLUMNS}${columns} FROM ${query.from}\n${joins}\nWHERE ${query.where}`,
    query.params,
    query.prepare ? { prepare: query.prepare } : undefined,
  );
  return rows[0] ?? null;
}

/** The DTO of such a row at `now` (some contributed fields depend on the time: the bonuses' next claim). */
export function userOfViewRow(row: UserViewRow, now: Date = new Date()): User {
  return toUserDto(row, readUserView(row, now));
}

/** Builds the full DTO of a row already read (one statement reads every contributed field). */
export async function buildUserDto(db: Db, row: UserRow): Promise<User> {
  const { columns, joins } = userViewSql();
  if (!columns) return toUserDto(row);
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT u.id${columns} FROM users u\n${joins}\nWHERE u.id = $1`,
    [row.id],
  );
  return toUserDto(row, rows[0] ? readUserView(rows[0]) : {});
}

/** Loads a user by id and builds the DTO in one statement; null when the user does not exist. */
export async function loadUserDto(db: Db, userId: string): Promise<User | null> {
  if (!isUuid(userId)) return null;
  return selectUserDto(db, { from: 'users u', where: 'u.id = $1', params: [userId], prepare: 'user_dto' });
}
