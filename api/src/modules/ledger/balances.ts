import type { Balances } from '@arcade/contracts';
import type { Db } from '../../db/db';
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
