// Where a daily-bonus claim spends its time: every statement of N claims by one client, timed and grouped by its
// first words, beside a bare one-row INSERT transaction. Usage (cwd: repo root):
//   api/node_modules/.bin/tsx bench/server/profile-claims.ts <databaseUrl> [claims]
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Pool as PgPool, PoolClient } from 'pg';
import { PostgresDb } from '../../api/src/db/db';
import { migrate } from '../../api/src/db/migrate';
import { claimDailyBonus } from '../../api/src/modules/bonus/bonus-service';

const { Pool } = createRequire(path.join(__dirname, '../../api/package.json'))('pg') as {
  Pool: new (o: object) => PgPool;
};

async function main(): Promise<void> {
  const url = process.argv[2];
  const n = Number(process.argv[3] ?? 300);
  const pool = new Pool({ connectionString: url, max: 1 });
  const timings = new Map<string, { count: number; ms: number }>();
  const wrap = (client: PoolClient) => {
    const query = client.query.bind(client) as (...a: unknown[]) => Promise<unknown>;
    (client as unknown as { query: unknown }).query = async (...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text: string }).text);
      const key = text.replace(/\s+/g, ' ').trim().slice(0, 60);
      const t = performance.now();
      try {
        return await query(...args);
      } finally {
        const e = timings.get(key) ?? { count: 0, ms: 0 };
        e.count++;
        e.ms += performance.now() - t;
        timings.set(key, e);
      }
    };
  };
  pool.on('connect', wrap);
  const db = new PostgresDb(pool);
  await migrate(db);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (email, first_name) SELECT 'prof-' || g || '@arcade.test', 'Prof'
     FROM generate_series(1, $1::int) g RETURNING id`,
    [n],
  );
  await db.query(
    'CREATE TABLE bench_bare (id bigserial PRIMARY KEY, v int NOT NULL, at timestamptz NOT NULL DEFAULT now())',
  );
  timings.clear();
  const now = new Date();
  let t = performance.now();
  for (const { id } of rows) await claimDailyBonus(db, id, now);
  const claimMs = (performance.now() - t) / n;
  const claimTimings = [...timings.entries()].sort((a, b) => b[1].ms - a[1].ms);
  timings.clear();
  t = performance.now();
  for (let i = 0; i < n; i++)
    await db.transaction((tx) => tx.query('INSERT INTO bench_bare (v) VALUES ($1)', [i]));
  const bareMs = (performance.now() - t) / n;
  await pool.end();
  console.log(`claim ${claimMs.toFixed(2)} ms each, bare INSERT transaction ${bareMs.toFixed(2)} ms each`);
  for (const [k, v] of claimTimings)
    console.log(`${(v.ms / n).toFixed(3).padStart(7)} ms/claim  x${v.count / n}  ${k}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
