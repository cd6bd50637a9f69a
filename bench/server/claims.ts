// Daily-bonus claims by N distinct players at once vs a bare one-row INSERT transaction by the same N clients on
// the same PostgreSQL database (same pool, same Db wrapper). Run by bench/server.mjs:
//   node --import tsx ../bench/server/claims.ts <databaseUrl> [clients] [seconds]   (cwd: api/)
// Prints one JSON line: { claims: { perSecond, p50Ms, p99Ms, count }, bareInsert: { ... } }.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Pool as PgPool } from 'pg';
import { PostgresDb } from '../../api/src/db/db';
import { migrate } from '../../api/src/db/migrate';
import { claimDailyBonus } from '../../api/src/modules/bonus/bonus-service';
import { checkLedger } from '../../api/src/modules/ledger/ledger-check';

const { Pool } = createRequire(path.join(__dirname, '../../api/package.json'))('pg') as {
  Pool: new (o: object) => PgPool;
};

interface Rate {
  count: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

async function measure(clients: number, seconds: number, op: (i: number) => Promise<void>): Promise<Rate> {
  const latencies: number[] = [];
  let next = 0;
  const end = Date.now() + seconds * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < end) {
        const i = next++;
        const t = performance.now();
        await op(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    +(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0).toFixed(1);
  return {
    count: latencies.length,
    perSecond: Math.round(latencies.length / elapsed),
    p50Ms: pct(0.5),
    p99Ms: pct(0.99),
  };
}

async function main(): Promise<void> {
  const url = process.argv[2];
  if (!url) throw new Error('usage: claims.ts <databaseUrl> [clients] [seconds]');
  const clients = Number(process.argv[3] ?? 50);
  const seconds = Number(process.argv[4] ?? 10);
  const pool = new Pool({ connectionString: url, max: clients });
  const db = new PostgresDb(pool);
  await migrate(db);
  // Enough players that none claims twice: each claim is a different player's first (welcome) claim.
  const players = 60_000;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (email, first_name) SELECT 'bench-' || g || '@arcade.test', 'Bench'
     FROM generate_series(1, $1::int) g RETURNING id`,
    [players],
  );
  const ids = rows.map((r) => r.id);
  await db.query(
    'CREATE TABLE bench_bare (id bigserial PRIMARY KEY, v int NOT NULL, at timestamptz NOT NULL DEFAULT now())',
  );
  // Warm both paths (connections, plans) before measuring.
  await Promise.all(Array.from({ length: clients }, (_, i) => db.query('SELECT $1::int', [i])));

  const bareInsert = await measure(clients, seconds, async (i) => {
    await db.transaction((tx) => tx.query('INSERT INTO bench_bare (v) VALUES ($1)', [i]));
  });
  const now = new Date();
  const claims = await measure(clients, seconds, async (i) => {
    const id = ids[i];
    if (!id) throw new Error('ran out of players: raise players');
    const r = await claimDailyBonus(db, id, now);
    if (r.status !== 'claimed') throw new Error(`claim ${i} was ${r.status}`);
  });
  const report = await checkLedger(db);
  await pool.end();
  console.log(JSON.stringify({ clients, seconds, claims, bareInsert, ledgerOk: report.ok }));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
