import type { PurchaseMethod } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { toInt } from '../ledger/amounts';

/**
 * The figures' aggregates over the real tables (issue 29 item 6), per UTC day and player state. Every query takes
 * the range as its first UTC day and its last (inclusive, YYYY-MM-DD) and reads only: no transaction needed, each
 * statement sees one snapshot. The caller (figures-service.ts) adds the rows up.
 */

/** One row of an aggregate: the UTC day, the player's state (null: none on the profile). */
export interface DayStateRow {
  day: string;
  state: string | null;
}
export interface PurchaseRow extends DayStateRow {
  method: PurchaseMethod;
  count: number;
  cents: number;
}
export interface CreditRow extends DayStateRow {
  /** 'free_entry' (online claim), 'mail_in' or 'bonus' */
  kind: 'bonus' | 'free_entry' | 'mail_in';
  currency: 'GC' | 'SC';
  count: number;
  amount: number;
}
export interface CountAmountRow extends DayStateRow {
  count: number;
  amount: number;
}

const DAY = `to_char((X AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD')`;
const dayOf = (column: string) => DAY.replace('X', column);
/** $1 and $2: the range's first day and last day (inclusive), as UTC instants. */
const IN_RANGE = (column: string) =>
  `${column} >= ($1::date::timestamp AT TIME ZONE 'UTC') AND ${column} < (($2::date + 1)::timestamp AT TIME ZONE 'UTC')`;
/** Each day of the range and the instant it ends. */
const DAYS = `(SELECT to_char(d, 'YYYY-MM-DD') AS day, ((d::date + 1)::timestamp AT TIME ZONE 'UTC') AS day_end
  FROM generate_series($1::date::timestamp, $2::date::timestamp, interval '1 day') AS d) AS days`;

const fix = <T extends DayStateRow>(rows: Record<string, unknown>[], numbers: (keyof T)[]): T[] =>
  rows.map((r) => {
    const out = { ...r } as Record<string, unknown>;
    for (const k of numbers) out[k as string] = toInt(r[k as string]);
    return out as unknown as T;
  });

/** Paid orders, dated by the ledger credit of their coins (one per order: key order:<id>:coins). */
export async function purchasesByDay(db: Db, from: string, to: string): Promise<PurchaseRow[]> {
  const { rows } = await db.query(
    `SELECT ${dayOf('t.created_at')} AS day, u.state,
       CASE WHEN o.method = 'card' AND o.payment_method IN ('google_pay', 'apple_pay') THEN o.payment_method
            ELSE o.method END AS method,
       count(*) AS count, sum(o.price_cents) AS cents
     FROM ledger_transfers t
     JOIN orders o ON t.idempotency_key = 'order:' || o.id::text || ':coins'
     JOIN users u ON u.id = o.user_id
     WHERE t.type = 'purchase' AND ${IN_RANGE('t.created_at')}
     GROUP BY 1, 2, 3`,
    [from, to],
  );
  return fix<PurchaseRow>(rows, ['count', 'cents']);
}

/** Credits from the promotions and coupons accounts to players: bonuses, online free entries, mail-in entries. */
export async function creditsByDay(db: Db, from: string, to: string): Promise<CreditRow[]> {
  const { rows } = await db.query(
    `SELECT ${dayOf('t.created_at')} AS day, u.state,
       CASE t.type WHEN 'sweep_bonus' THEN 'free_entry' WHEN 'amoe_mail_in' THEN 'mail_in' ELSE 'bonus' END AS kind,
       t.currency, count(*) AS count, sum(t.amount) AS amount
     FROM ledger_transfers t
     JOIN ledger_accounts fa ON fa.id = t.from_account_id
     JOIN ledger_accounts ta ON ta.id = t.to_account_id
     JOIN users u ON u.id = ta.user_id
     WHERE fa.kind = 'system' AND fa.system_code IN ('promotions', 'coupons') AND ta.kind = 'user'
       AND ${IN_RANGE('t.created_at')}
     GROUP BY 1, 2, 3, 4`,
    [from, to],
  );
  return fix<CreditRow>(rows, ['count', 'amount']);
}

/** Redemptions paid out, by the day they were paid. */
export async function redeemedByDay(db: Db, from: string, to: string): Promise<CountAmountRow[]> {
  const { rows } = await db.query(
    `SELECT ${dayOf('r.paid_at')} AS day, u.state, count(*) AS count, sum(r.amount) AS amount
     FROM redemptions r JOIN users u ON u.id = r.user_id
     WHERE r.status = 'paid' AND ${IN_RANGE('r.paid_at')}
     GROUP BY 1, 2`,
    [from, to],
  );
  return fix<CountAmountRow>(rows, ['count', 'amount']);
}

/** Redemptions asked for and neither paid nor returned at each day's end (paid sets closed_at too). */
export async function pendingAtDayEnds(db: Db, from: string, to: string): Promise<CountAmountRow[]> {
  const { rows } = await db.query(
    `SELECT days.day, u.state, count(*) AS count, sum(r.amount) AS amount
     FROM ${DAYS}
     JOIN redemptions r ON r.created_at < days.day_end AND (r.closed_at IS NULL OR r.closed_at >= days.day_end)
     JOIN users u ON u.id = r.user_id
     GROUP BY 1, 2`,
    [from, to],
  );
  return fix<CountAmountRow>(rows, ['count', 'amount']);
}

/**
 * Sweep Coins in players' wallets at each day's end: each account's running balance after its last entry before
 * the end (ledger_entries.balance_after, which a user's entry always carries). count: the accounts holding any.
 */
export async function liabilityAtDayEnds(db: Db, from: string, to: string): Promise<CountAmountRow[]> {
  const { rows } = await db.query(
    `SELECT days.day, u.state, count(*) FILTER (WHERE last.balance_after > 0) AS count,
       sum(last.balance_after) AS amount
     FROM ${DAYS}
     CROSS JOIN ledger_accounts a
     JOIN users u ON u.id = a.user_id
     CROSS JOIN LATERAL (
       SELECT e.balance_after FROM ledger_entries e
       WHERE e.account_id = a.id AND e.created_at < days.day_end
       ORDER BY e.id DESC LIMIT 1
     ) AS last
     WHERE a.kind = 'user' AND a.currency = 'SC'
     GROUP BY 1, 2`,
    [from, to],
  );
  return fix<CountAmountRow>(rows, ['count', 'amount']);
}

/** Players (role USER) who opened an account, by day. */
export async function newPlayersByDay(db: Db, from: string, to: string): Promise<CountAmountRow[]> {
  const { rows } = await db.query(
    `SELECT ${dayOf('u.created_at')} AS day, u.state, count(*) AS count, 0 AS amount
     FROM users u WHERE u.role = 'USER' AND ${IN_RANGE('u.created_at')}
     GROUP BY 1, 2`,
    [from, to],
  );
  return fix<CountAmountRow>(rows, ['count', 'amount']);
}
