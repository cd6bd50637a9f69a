import type { User } from '@arcade/contracts';
import { toInt } from '../ledger/amounts';
import type { UserViewContributor } from '../users/user-view';

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
