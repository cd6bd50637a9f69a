import type { User } from '@arcade/contracts';
import type { Db } from '../../db/db';

/**
 * Parts of the user DTO that other modules own (the ledger owns balance and sweepCoins, the bonus module
 * owns claimedDailyBonus, claimedSweepBonus, loginStreak and isNewUser). Each module registers a
 * contributor; the users module merges them into GET /user/me and the login answer.
 */
export type UserViewContributor = (db: Db, userId: string) => Promise<Partial<User>>;

const contributors: UserViewContributor[] = [];

export function registerUserViewContributor(fn: UserViewContributor): void {
  if (!contributors.includes(fn)) contributors.push(fn);
}

export async function contributeUserView(db: Db, userId: string): Promise<Partial<User>> {
  const parts = await Promise.all(contributors.map((fn) => fn(db, userId)));
  return Object.assign({}, ...parts);
}
