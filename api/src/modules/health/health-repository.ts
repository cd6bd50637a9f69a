import type { Db } from '../../db/db';

/** Data access of the health check. Resolves when the database answers a trivial query; rejects otherwise. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.query('SELECT 1');
}

/** The migrations the database has applied (db/migrate.ts's table). */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations');
  return rows.map((r) => r.name);
}

export interface JobQueueFigures {
  due: number;
  running: number;
  oldestDueAgeSeconds: number;
  jobs: { name: string; overdueSeconds: number; failing: boolean }[];
}

/** The durable jobs (jobs table, jobs/job-runner.ts): how many are due and not taken, running, how late. */
export async function jobQueueFigures(db: Db): Promise<JobQueueFigures> {
  const { rows } = await db.query<{
    name: string;
    due: boolean;
    running: boolean;
    overdue: string | number;
    failing: boolean;
  }>(
    `SELECT name,
       (run_at <= now() AND (locked_until IS NULL OR locked_until < now())) AS due,
       (locked_until IS NOT NULL AND locked_until >= now()) AS running,
       GREATEST(EXTRACT(EPOCH FROM now() - run_at), 0)::float8 AS overdue,
       (last_error IS NOT NULL) AS failing
     FROM jobs ORDER BY name`,
  );
  const jobs = rows.map((r) => ({
    name: r.name,
    overdueSeconds: r.due ? Number(r.overdue) : 0,
    failing: r.failing,
  }));
  return {
    due: rows.filter((r) => r.due).length,
    running: rows.filter((r) => r.running).length,
    oldestDueAgeSeconds: Math.max(0, ...jobs.map((j) => j.overdueSeconds)),
    jobs,
  };
}

/**
 * Ledger transfers by type with an id above afterId, up to (not including) the first transfer created less than
 * settleSeconds ago: ids are taken at insert, so a younger transfer may still be uncommitted while a later id is
 * visible; counting stops before it. Answers the counts and the highest id counted (the next call's afterId).
 */
export async function transfersSince(
  db: Db,
  afterId: string,
  settleSeconds: number,
): Promise<{ counts: { type: string; count: number }[]; lastId: string }> {
  const { rows } = await db.query<{ type: string; count: string | number; last_id: string | number }>(
    `WITH young AS (
       SELECT min(id) AS first_id FROM ledger_transfers
       WHERE id > $1::bigint AND created_at >= now() - make_interval(secs => $2::double precision)
     )
     SELECT t.type, count(*) AS count, max(t.id) AS last_id
     FROM ledger_transfers t CROSS JOIN young
     WHERE t.id > $1::bigint AND (young.first_id IS NULL OR t.id < young.first_id)
     GROUP BY t.type`,
    [afterId, settleSeconds],
  );
  let lastId = BigInt(afterId);
  for (const r of rows) if (BigInt(r.last_id) > lastId) lastId = BigInt(r.last_id);
  return { counts: rows.map((r) => ({ type: r.type, count: Number(r.count) })), lastId: lastId.toString() };
}
