import type { Balances, User } from '@arcade/contracts';
import type { Db } from '../../db/db';
import type { UserViewContributor } from '../users/user-view';
import { toInt } from './amounts';

/** A user's balances read from their ledger accounts: gold = GC coins, sweep = SC cents. */
export async function getBalances(db: Db, userId: string): Promise<Balances> {
  const { rows } = await db.query<{ currency: string; balance: string | number }>(
    'SELECT currency, balance FROM ledger_accounts WHERE user_id = $1',
    [userId],
  );
  const of = (currency: string) => toInt(rows.find((r) => r.currency === currency)?.balance ?? 0);
  return { gold: of('GC'), sweep: of('SC') };
}

/** Fills balance (GC) and sweepCoins (SC cents) of the user DTO from the users' ledger accounts. */
export const balanceUserView: UserViewContributor = {
  name: 'ledger',
  tables: ['ledger_accounts'],
  columns: [
    "(SELECT la.balance FROM ledger_accounts la WHERE la.user_id = u.id AND la.currency = 'GC') AS ledger__gc",
    "(SELECT la.balance FROM ledger_accounts la WHERE la.user_id = u.id AND la.currency = 'SC') AS ledger__sc",
  ],
  read: (c): Partial<User> => ({
    balance: toInt((c.gc as string | number | null) ?? 0),
    sweepCoins: toInt((c.sc as string | number | null) ?? 0),
  }),
};
