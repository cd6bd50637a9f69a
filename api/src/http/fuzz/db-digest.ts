import type { Db } from '../../db/db';

/**
 * Tables left out of the "nothing changed" digest, and why: rate_counters counts attempts (failed logins,
 * forgot-password and OTP requests per address), so that refused attempts count is its purpose; it holds no
 * user data and is pruned by time. payment_events (issue 11) stores every provider callback verbatim, refused ones
 * included (unsigned, tampered, stale): recording a refused webhook is its purpose.
 */
export const DIGEST_EXCLUDED_TABLES = ['rate_counters', 'payment_events'] as const;

/** The test-only table the change triggers count into (created by createDigest on the fuzz's own database). */
const COUNTER_TABLE = 'fuzz_table_changes';

/**
 * A change counter per table of the public schema: row triggers (installed here, on the fuzz's own fresh
 * database) count every INSERT and DELETE and every UPDATE that changes a row's content (OLD IS DISTINCT FROM
 * NEW), in the writing transaction, so a rolled-back write counts nothing. The digest is then one small query
 * instead of an md5 of every row of every table after each request (which grew with the data and the routes).
 */
export async function createDigest(db: Db): Promise<() => Promise<Record<string, string>>> {
  const r = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const tables = r.rows
    .map((row) => row.table_name)
    .filter(
      (t) =>
        t !== COUNTER_TABLE &&
        !(DIGEST_EXCLUDED_TABLES as readonly string[]).includes(t) &&
        /^[a-z_0-9]+$/.test(t),
    );
  await db.query(
    `CREATE TABLE IF NOT EXISTS ${COUNTER_TABLE} (table_name text PRIMARY KEY, n bigint NOT NULL)`,
  );
  await db.query(
    `CREATE OR REPLACE FUNCTION fuzz_count_change() RETURNS trigger AS $$
     BEGIN
       INSERT INTO ${COUNTER_TABLE} VALUES (TG_TABLE_NAME, 1)
         ON CONFLICT (table_name) DO UPDATE SET n = ${COUNTER_TABLE}.n + 1;
       RETURN NULL;
     END;
     $$ LANGUAGE plpgsql`,
  );
  for (const t of tables) {
    await db.query(`DROP TRIGGER IF EXISTS fuzz_change_rows ON "${t}"`);
    await db.query(`DROP TRIGGER IF EXISTS fuzz_change_updates ON "${t}"`);
    await db.query(
      `CREATE TRIGGER fuzz_change_rows AFTER INSERT OR DELETE ON "${t}" FOR EACH ROW EXECUTE FUNCTION fuzz_count_change()`,
    );
    await db.query(
      `CREATE TRIGGER fuzz_change_updates AFTER UPDATE ON "${t}" FOR EACH ROW
       WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION fuzz_count_change()`,
    );
  }
  return async () => {
    const counts = await db.query<{ table_name: string; n: string }>(
      `SELECT table_name, n FROM ${COUNTER_TABLE}`,
    );
    const digest: Record<string, string> = Object.fromEntries(tables.map((t) => [t, '0']));
    for (const row of counts.rows) digest[row.table_name] = String(row.n);
    return digest;
  };
}

/** The tables whose digest differs. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((t) => before[t] !== after[t]);
