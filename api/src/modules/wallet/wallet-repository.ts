import type { TransferType, WalletTransaction, WalletTransactionsPage } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { toInt, toIso } from '../ledger/amounts';

interface EntryRow {
  id: string | number;
  type: TransferType;
  currency: WalletTransaction['currency'];
  description: string;
  created_at: Date | string;
  direction: 'credit' | 'debit';
  amount: string | number;
  request_status?: string | null;
}

const ENTRY_SELECT = `SELECT t.id, t.type, t.currency, t.description, t.created_at, e.direction, e.amount
  FROM ledger_entries e
  JOIN ledger_accounts a ON a.id = e.account_id
  JOIN ledger_transfers t ON t.id = e.transfer_id`;

/**
 * The wallet's list also reads the current status of the request a movement holds money for: a redemption's hold
 * and a game load's escrow (the games module's tables, found through the user's own rows by their indexes).
 */
const LIST_SELECT = `SELECT t.id, t.type, t.currency, t.description, t.created_at, e.direction, e.amount,
    COALESCE(r.status, l.status) AS request_status
  FROM ledger_entries e
  JOIN ledger_accounts a ON a.id = e.account_id
  JOIN ledger_transfers t ON t.id = e.transfer_id
  LEFT JOIN redemptions r ON t.type = 'redemption' AND r.user_id = a.user_id AND r.hold_transfer_id = t.id
  LEFT JOIN recharge_requests l ON t.type = 'game_load' AND l.user_id = a.user_id AND l.escrow_transfer_id = t.id`;

/**
 * A description without the status written into it at request time by older rows ("Sweep Coin redemption (bank
 * transfer, pending)", "Game loot for Orion (pending)"): the status shown is the request's current one.
 */
export function withoutWrittenStatus(description: string): string {
  return description.replace(/, pending\)$/, ')').replace(/ \(pending\)$/, '');
}

/** A ledger entry of a user's account as the wallet shows it: amount signed from the user's side. */
export function toWalletTransaction(row: EntryRow): WalletTransaction {
  const amount = toInt(row.amount);
  return {
    id: String(row.id),
    type: row.type,
    amount: row.direction === 'credit' ? amount : -amount,
    currency: row.currency,
    direction: row.direction,
    description: row.request_status ? withoutWrittenStatus(row.description) : row.description,
    ...(row.request_status ? { status: row.request_status } : {}),
    createdAt: toIso(row.created_at),
  };
}

/** One page of a user's movements, newest first, optionally of one type. */
export async function listUserTransactions(
  db: Db,
  userId: string,
  query: { page: number; limit: number; type?: TransferType },
): Promise<WalletTransactionsPage> {
  const params: unknown[] = [userId];
  let where = 'a.user_id = $1';
  if (query.type) {
    params.push(query.type);
    where += ` AND t.type = $${params.length}`;
  }
  const count = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
     JOIN ledger_transfers t ON t.id = e.transfer_id WHERE ${where}`,
    params,
  );
  const total = toInt(count.rows[0]?.n ?? 0);
  const { rows } = await db.query<EntryRow>(
    `${LIST_SELECT} WHERE ${where} ORDER BY e.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, query.limit, (query.page - 1) * query.limit],
  );
  return {
    items: rows.map(toWalletTransaction),
    page: query.page,
    limit: query.limit,
    total,
    totalPages: Math.ceil(total / query.limit),
  };
}

/** The latest credits of the given types to a user (the rewards page's bonus history). */
export async function listRecentCredits(
  db: Db,
  userId: string,
  types: readonly TransferType[],
  limit = 10,
): Promise<WalletTransaction[]> {
  const { rows } = await db.query<EntryRow>(
    `${ENTRY_SELECT} WHERE a.user_id = $1 AND e.direction = 'credit' AND t.type = ANY($2::text[]) ORDER BY e.id DESC LIMIT $3`,
    [userId, [...types], limit],
  );
  return rows.map(toWalletTransaction);
}
