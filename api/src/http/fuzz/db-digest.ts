import type { Db } from '../../db/db';

/**
 * Tables left out of the "nothing changed" digest, and why: rate_counters counts attempts (failed logins,
 * forgot-password and OTP requests per address), so that refused attempts count is its purpose; it holds no
 * user data and is pruned by time.
 */
export const DIGEST_EXCLUDED_TABLES = ['rate_counters'] as const;

/** One md5 per table of the public schema (order-independent), in one query. */
export async function createDigest(db: Db): Promise<() => Promise<Record<string, string>>> {
  const r = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const tables = r.rows
    .map((row) => row.table_name)
    .filter((t) => !(DIGEST_EXCLUDED_TABLES as readonly string[]).includes(t) && /^[a-z_0-9]+$/.test(t));
  const sql = `SELECT ${tables
    .map(
      (t) =>
        `(SELECT md5(coalesce(string_agg(md5(x::text), '' ORDER BY md5(x::text)), '')) FROM "${t}" x) AS "${t}"`,
    )
    .join(', ')}`;
  return async () => (await db.query<Record<string, string>>(sql)).rows[0]!;
}

/** The tables whose digest differs. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((t) => before[t] !== after[t]);
