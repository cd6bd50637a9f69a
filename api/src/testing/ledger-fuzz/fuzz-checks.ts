import type { Db } from '../../db/db';
import { toInt } from '../../modules/ledger/amounts';

/** Checks of the bonus, coupon and schema rules after a fuzz run; each returned string is a violation. */
export async function checkRewards(db: Db): Promise<string[]> {
  const out: string[] = [];
  const add = (label: string, rows: unknown[]) =>
    rows.forEach((r) => out.push(`${label}: ${JSON.stringify(r)}`));

  add(
    'daily claims less than 24 h apart',
    (
      await db.query(`SELECT user_id, id, gap FROM (
        SELECT a.user_id, t.id, t.created_at - lag(t.created_at) OVER (PARTITION BY a.user_id ORDER BY t.id) AS gap
        FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account_id
        WHERE t.type IN ('welcome_bonus', 'daily_bonus')) x
        WHERE gap < interval '24 hours' LIMIT 20`)
    ).rows,
  );
  add(
    'free entries less than 7 days apart',
    (
      await db.query(`SELECT user_id, id, gap FROM (
        SELECT a.user_id, t.id, t.created_at - lag(t.created_at) OVER (PARTITION BY a.user_id ORDER BY t.id) AS gap
        FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account_id WHERE t.type = 'sweep_bonus') x
        WHERE gap < interval '7 days' LIMIT 20`)
    ).rows,
  );
  add(
    'bonus records disagree with the ledger',
    (
      await db.query(`SELECT b.user_id, b.daily_claims, b.sweep_claims, COALESCE(d.n, 0) AS daily, COALESCE(w.n, 0) AS welcome, COALESCE(s.n, 0) AS sweep
        FROM bonus_state b
        LEFT JOIN (SELECT a.user_id, count(*) AS n FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account_id
                   WHERE t.type = 'daily_bonus' GROUP BY a.user_id) d ON d.user_id = b.user_id
        LEFT JOIN (SELECT a.user_id, count(*) AS n FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account_id
                   WHERE t.type = 'welcome_bonus' GROUP BY a.user_id) w ON w.user_id = b.user_id
        LEFT JOIN (SELECT a.user_id, count(*) AS n FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.to_account_id
                   WHERE t.type = 'sweep_bonus' GROUP BY a.user_id) s ON s.user_id = b.user_id
        WHERE COALESCE(w.n, 0) > 1 OR b.daily_claims <> COALESCE(d.n, 0) + COALESCE(w.n, 0) OR b.sweep_claims <> COALESCE(s.n, 0)
        LIMIT 20`)
    ).rows,
  );
  add(
    'coupon usage wrong',
    (
      await db.query(`SELECT c.code, c.usage_limit, c.used_count, COALESCE(r.n, 0) AS redemptions, COALESCE(r.paid, 0) AS paid
        FROM coupons c
        LEFT JOIN (SELECT cr.coupon_id, count(*) AS n, sum(t.amount) AS paid FROM coupon_redemptions cr
                   JOIN ledger_transfers t ON t.id = cr.transfer_id GROUP BY cr.coupon_id) r ON r.coupon_id = c.id
        WHERE c.used_count <> COALESCE(r.n, 0) OR c.used_count > c.usage_limit OR COALESCE(r.paid, 0) <> c.used_count * c.amount
        LIMIT 20`)
    ).rows,
  );
  const couponTransfers = await db.query<{ t: unknown; r: unknown }>(
    "SELECT (SELECT count(*) FROM ledger_transfers WHERE type = 'coupon') AS t, (SELECT count(*) FROM coupon_redemptions) AS r",
  );
  if (toInt(couponTransfers.rows[0]!.t) !== toInt(couponTransfers.rows[0]!.r)) {
    out.push(
      `coupon transfers (${String(couponTransfers.rows[0]!.t)}) != redemptions (${String(couponTransfers.rows[0]!.r)})`,
    );
  }
  const constraints = await db.query<{ conname: string }>(
    `SELECT conname FROM pg_constraint WHERE contype = 'c' AND convalidated
       AND conname IN ('ledger_accounts_user_not_negative', 'ledger_entries_user_not_negative',
                       'ledger_accounts_balance_cached_for_users', 'ledger_entries_user_balance_after')`,
  );
  if (constraints.rows.length !== 4)
    out.push(
      'the CHECK constraints against negative user balances or on cached/derived balances are missing',
    );
  return out;
}
