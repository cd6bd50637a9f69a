// Daily-bonus claims by N distinct players at once vs a bare one-row INSERT transaction by the same N clients on
// the same PostgreSQL database (same pool, of the api's size; same Db wrapper). Claims are measured as the route
// makes them (its session check holds the player's bonus state in the live user cache's row and passes it: for
// these players, who never claimed, the empty state) and, beside it, with the state read from the database first
// (a caller without a cached row). Run by bench/server.mjs:
//   node --import tsx ../bench/server/claims.ts <databaseUrl> [clients] [seconds] [rounds]   (cwd: api/)
// Prints one JSON line: { claims: { perSecond, p50Ms, p99Ms, count }, claimsStateRead: { ... }, bareInsert: { ... } }.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Pool as PgPool } from 'pg';
import { PostgresDb } from '../../api/src/db/db';
import { migrate } from '../../api/src/db/migrate';
import { DEFAULT_POOL_MAX } from '../../api/src/db/pool-size';
import { bonusStateOf } from '../../api/src/modules/bonus/bonus-repository';
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
  /** CPU time per operation: this process plus the database's PostgreSQL processes (same machine). */
  cpuUsPerOp: number;
  /** The PostgreSQL processes' part of it. */
  dbCpuUsPerOp: number;
}

/** CPU time (user + system, clock ticks of 10 ms) a process has used so far; 0 when it is gone. */
function cpuTicks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

let backendPids: () => Promise<number[]> = async () => [];

async function measure(clients: number, seconds: number, op: (i: number) => Promise<void>): Promise<Rate> {
  const pids = await backendPids();
  const ticksBefore = new Map(pids.map((pid) => [pid, cpuTicks(pid)]));
  const cpuBefore = process.cpuUsage();
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
  const own = process.cpuUsage(cpuBefore);
  let dbTicks = 0;
  for (const pid of await backendPids()) dbTicks += cpuTicks(pid) - (ticksBefore.get(pid) ?? 0);
  const cpuUs = own.user + own.system + dbTicks * 10_000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    +(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0).toFixed(1);
  return {
    count: latencies.length,
    perSecond: Math.round(latencies.length / elapsed),
    p50Ms: pct(0.5),
    p99Ms: pct(0.99),
    cpuUsPerOp: Math.round(cpuUs / Math.max(1, latencies.length)),
    dbCpuUsPerOp: Math.round((dbTicks * 10_000) / Math.max(1, latencies.length)),
  };
}

/** Rounds of one figure: the mean rate, the worst percentiles, and each round's rate. */
function combine(rs: Rate[]): Rate & { rounds: number[] } {
  return {
    count: rs.reduce((s, r) => s + r.count, 0),
    perSecond: Math.round(rs.reduce((s, r) => s + r.perSecond, 0) / rs.length),
    p50Ms: Math.max(...rs.map((r) => r.p50Ms)),
    p99Ms: Math.max(...rs.map((r) => r.p99Ms)),
    cpuUsPerOp: Math.round(rs.reduce((s, r) => s + r.cpuUsPerOp, 0) / rs.length),
    dbCpuUsPerOp: Math.round(rs.reduce((s, r) => s + r.dbCpuUsPerOp, 0) / rs.length),
    rounds: rs.map((r) => r.perSecond),
  };
}

async function main(): Promise<void> {
  const url = process.argv[2];
  if (!url) throw new Error('usage: claims.ts <databaseUrl> [clients] [seconds] [rounds]');
  const clients = Number(process.argv[3] ?? 50);
  const seconds = Number(process.argv[4] ?? 10);
  const rounds = Number(process.argv[5] ?? 1);
  // The api's pool (DEFAULT_POOL_MAX connections) for both: the clients beyond it wait in its queue, as players'
  // requests do in the api. Connections stay open between rounds, so their server processes' CPU can be read
  // across a round. BENCH_POOL_MAX sets another size (the table in docs/decisions/0051 was made with it).
  const poolMax = Number(process.env.BENCH_POOL_MAX || DEFAULT_POOL_MAX);
  const pool = new Pool({ connectionString: url, max: poolMax, idleTimeoutMillis: 0 });
  const db = new PostgresDb(pool);
  backendPids = async () =>
    (
      await db.query<{ pid: number }>(
        "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'",
      )
    ).rows.map((r) => r.pid);
  await migrate(db);
  // Enough players that none claims twice: each claim is a different player's first (welcome) claim.
  const players = 120_000;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (email, first_name) SELECT 'bench-' || g || '@arcade.test', 'Bench'
     FROM generate_series(1, $1::int) g RETURNING id`,
    [players],
  );
  const ids = rows.map((r) => r.id);
  // The bulk load's clean-up (hint bits, statistics) now, not by autovacuum during the rounds.
  await db.query('VACUUM (ANALYZE) users');
  await db.query(
    'CREATE TABLE bench_bare (id bigserial PRIMARY KEY, v int NOT NULL, at timestamptz NOT NULL DEFAULT now())',
  );
  const now = new Date();
  let nextPlayer = 0;
  const player = () => {
    const id = ids[nextPlayer++];
    if (!id) throw new Error('ran out of players: raise players');
    return id;
  };
  const bare = async (i: number) => {
    await db.transaction((tx) => tx.query('INSERT INTO bench_bare (v) VALUES ($1)', [i]));
  };
  // What the route passes: the state in the session's cached user view row (no claim yet).
  const claim = async () => {
    const id = player();
    const r = await claimDailyBonus(db, id, now, bonusStateOf(id, null));
    if (r.status !== 'claimed') throw new Error(`claim by ${id} was ${r.status}`);
  };
  const claimStateRead = async () => {
    const id = player();
    const r = await claimDailyBonus(db, id, now);
    if (r.status !== 'claimed') throw new Error(`claim by ${id} was ${r.status}`);
  };

  // Warm every path on every connection before measuring (not counted): a connection prepares the claim's
  // statement on its first claim, and PostgreSQL plans it afresh for its first five runs before it keeps a
  // generic plan. That start-up is the server's first second after a deploy, not the steady rate measured here.
  for (const op of [bare, claim, claimStateRead]) await measure(clients, 1, op);

  // Alternating rounds (bare, claims, bare, claims...), so a change in the machine's load falls on both.
  const bareRounds: Rate[] = [];
  const claimRounds: Rate[] = [];
  const readRounds: Rate[] = [];
  const each = Math.max(2, Math.round(seconds / rounds));
  for (let round = 0; round < rounds; round++) {
    bareRounds.push(await measure(clients, each, bare));
    claimRounds.push(await measure(clients, each, claim));
    readRounds.push(await measure(clients, each, claimStateRead));
  }
  const bareInsert = combine(bareRounds);
  const claims = combine(claimRounds);
  const claimsStateRead = combine(readRounds);
  const report = await checkLedger(db);
  await pool.end();
  console.log(
    JSON.stringify({ clients, poolMax, seconds, claims, claimsStateRead, bareInsert, ledgerOk: report.ok }),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
