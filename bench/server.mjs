// Server benchmark (issue 9): in one run, on this machine, each figure beside its reference:
// - authenticated GET /api/v1/user/me vs a bare Fastify route (autocannon, 50 connections, 10 s), on PostgreSQL
//   and on the embedded database (PGlite);
// - daily-bonus claims by 50 distinct players at once vs a bare one-row INSERT transaction by the same 50 clients
//   on the same PostgreSQL database (rate and p99; bench/server/claims.ts);
// - idle RSS of the api process (after start, seed and a few requests), embedded and on PostgreSQL;
// - the cost of request logging: /health with LOG_LEVEL=info vs silent, over several fresh pairs of processes.
// Needs PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); it
// creates and drops its own databases. Writes bench/results/server.json and the server table of README.md.
// Timings are reported, not asserted.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { apiProcess } from '../scripts/lib.mjs';
import { watchMachine } from './machine.mjs';
import { serverTable } from './server-table.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '..');
const API = path.join(ROOT, 'api');
const TSX = path.join(API, 'node_modules/.bin/tsx');
const apiRequire = createRequire(path.join(API, 'package.json'));
const { Client } = apiRequire('pg');
const PG_URL =
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const PLAYER = { email: 'player@arcade.test', password: 'PlayerPass2026!' };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pct = (a, b) => +((a / b) * 100).toFixed(1);

async function admin(sql) {
  const c = new Client({ connectionString: PG_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function freshDatabase(name) {
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function waitHealthy(port, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  throw new Error('server did not start');
}

/** Starts a server process (api/server.cjs: one node process, as `npm start` runs it) and waits until /health answers. */
async function startProcess(args, env, port, nodeFlags = []) {
  const child = spawn(process.execPath, [...nodeFlags, ...args], {
    cwd: API,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitHealthy(port, child);
  return child;
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

function startApi({ port, databaseUrl, dataDir, logLevel }) {
  const env = {
    NODE_ENV: 'development',
    JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'),
    LOG_LEVEL: logLevel,
    DATA_DIR: dataDir ?? '',
    DEPLOY_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-bench-deploy-')),
    DATABASE_URL: databaseUrl ?? '',
    REDIS_URL: '',
    // The demo player the bench signs in as (seeded outside production when asked).
    SEED_DEMO_ACCOUNTS: 'on',
  };
  // As `npm start` runs it: on the embedded database with the small-server flags and malloc setting (scripts/lib.mjs).
  const api = apiProcess(env);
  return startProcess(['server.cjs'], { ...env, ...api.env }, port, api.nodeFlags);
}

/** A bare Fastify route in a process of its own: the reference for every HTTP figure. */
async function startBare(port) {
  const script = `
    const fastify = require(${JSON.stringify(apiRequire.resolve('fastify'))})({ logger: false });
    fastify.get('/health', async () => ({ ok: true }));
    fastify.get('/bare', async () => ({ ok: true }));
    fastify.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitHealthy(port, child);
  return child;
}

async function login(port) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/user/login`, {
    method: 'POST',
    // Writes need same-origin proof (api/src/http/same-origin.ts).
    headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
    body: JSON.stringify(PLAYER),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** CPU time (user + system, in clock ticks of 10 ms) a process has used so far; 0 when it is gone. */
function cpuTicks(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The PostgreSQL server processes serving one database's connections (same machine: their CPU is readable). */
async function backendPids(database) {
  const c = new Client({ connectionString: PG_URL });
  await c.connect();
  try {
    const { rows } = await c.query(
      "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend' AND pid <> pg_backend_pid()",
      [database],
    );
    return rows.map((r) => r.pid);
  } finally {
    await c.end();
  }
}

/**
 * Load with autocannon; with `cpu` ({ pid, database }) also the CPU time the server process (and the database's
 * PostgreSQL processes) used per request. CPU per request hardly moves with the machine's load, unlike
 * throughput, so the ratios are also given from it.
 */
async function load(url, headers = {}, duration = SECONDS, cpu = null) {
  // Warm-up, not counted: a process fresh from start (or idle for a while: its pool drops idle connections) first
  // pays for JIT compilation and new database connections; the figures are the steady state.
  await autocannon({ url, connections: CONNECTIONS, duration: 3, headers });
  const before = new Map();
  if (cpu) {
    before.set(cpu.pid, cpuTicks(cpu.pid));
    if (cpu.database) for (const pid of await backendPids(cpu.database)) before.set(pid, cpuTicks(pid));
  }
  const r = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  let cpuUsPerRequest = null;
  let dbCpuUsPerRequest = null;
  if (cpu) {
    const requests = Math.max(1, r.requests.total);
    cpuUsPerRequest = Math.round(((cpuTicks(cpu.pid) - before.get(cpu.pid)) * 10_000) / requests);
    if (cpu.database) {
      let ticks = 0;
      for (const pid of await backendPids(cpu.database)) ticks += cpuTicks(pid) - (before.get(pid) ?? 0);
      dbCpuUsPerRequest = Math.round((ticks * 10_000) / requests);
    }
  }
  return {
    cpuUsPerRequest,
    dbCpuUsPerRequest,
    perSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { idle: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** A few requests a visitor makes, then a pause: the process's idle memory. */
async function idleRss(port, child, cookie) {
  for (const url of ['/health', '/api/v1/user/me', '/api/v1/wallet/balance', '/api/v1/bonus/status'])
    await fetch(`http://127.0.0.1:${port}${url}`, { headers: { cookie } });
  await sleep(3000);
  return rssMiB(child.pid);
}

const machine = watchMachine();
const result = {
  measuredAt: new Date().toISOString(),
  connections: CONNECTIONS,
  seconds: SECONDS,
};

// Each figure and its reference are measured in alternation, ROUNDS times each (SECONDS split between them), so
// that a change in the machine's load (other processes) falls on both; a ratio is the mean of the rounds' ratios.
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const roundSeconds = Math.max(2, Math.round(SECONDS / ROUNDS));
result.rounds = ROUNDS;
const LOG_PAIRS = Number(process.env.BENCH_LOG_PAIRS || 5);
result.logPairs = LOG_PAIRS;

/** Runs the loads [name, url, headers] in turn, ROUNDS times; answers each one's combined figures and rounds. */
async function alternate(loads) {
  const rounds = Object.fromEntries(loads.map(([name]) => [name, []]));
  // Odd rounds run in the reverse order, so that no figure always follows the same one.
  for (let i = 0; i < ROUNDS; i++)
    for (const [name, url, headers, cpu] of i % 2 ? [...loads].reverse() : loads)
      rounds[name].push(await load(url, headers, roundSeconds, cpu));
  // One load is a figure of one round.
  return Object.fromEntries(
    Object.entries(rounds).map(([name, rs]) => [
      name,
      combine(rs.map((r) => ({ ...r, rounds: [r.perSecond] }))),
    ]),
  );
}

/** Several measurements of one figure as one: means, the worst latencies, every round in order. */
function combine(figures) {
  const mean = (key) =>
    figures[0][key] === null
      ? null
      : Math.round(figures.reduce((sum, f) => sum + f[key], 0) / figures.length);
  return {
    perSecond: mean('perSecond'),
    p50Ms: Math.max(...figures.map((f) => f.p50Ms)),
    p99Ms: Math.max(...figures.map((f) => f.p99Ms)),
    maxMs: Math.max(...figures.map((f) => f.maxMs)),
    non2xx: figures.reduce((sum, f) => sum + f.non2xx, 0),
    errors: figures.reduce((sum, f) => sum + f.errors, 0),
    rounds: figures.flatMap((f) => f.rounds),
    cpuUsPerRequest: mean('cpuUsPerRequest'),
    dbCpuUsPerRequest: mean('dbCpuUsPerRequest'),
  };
}
const meanRatio = (a, b) =>
  pct(
    a.rounds.reduce((s, x, i) => s + x / b.rounds[i], 0),
    a.rounds.length,
  );

// The reference, a bare Fastify route, stays up through the HTTP figures.
const bare = await startBare(3131);
const bareUrl = 'http://127.0.0.1:3131/bare';

// PostgreSQL: /user/me vs bare, idle RSS.
const pgUrl = await freshDatabase('arcade_bench_server');
let api = await startApi({ port: 3132, databaseUrl: pgUrl, logLevel: 'info' });
try {
  const cookie = await login(3132);
  result.rssPostgres = await idleRss(3132, api, cookie);
  const pg = await alternate([
    ['bare', bareUrl, {}, { pid: bare.pid }],
    [
      'userMe',
      'http://127.0.0.1:3132/api/v1/user/me',
      { cookie },
      { pid: api.pid, database: 'arcade_bench_server' },
    ],
  ]);
  result.bareFastify = pg.bare;
  result.userMePostgres = pg.userMe;
} finally {
  await stop(api);
}
await admin('DROP DATABASE IF EXISTS arcade_bench_server WITH (FORCE)');

// The cost of the request log: /health on a process with LOG_LEVEL=info against one with silent, both started
// together and never loaded before (/user/me's process would not do: its JIT state and heap come from another
// route). The same code differs by up to 20% from one process to the next, more than the log costs, so the
// figure is the mean over LOG_PAIRS fresh pairs, each measured in alternation; each pair's own figure is kept.
const loggedUrl = await freshDatabase('arcade_bench_server_logged');
const silentUrl = await freshDatabase('arcade_bench_server_silent');
const logPairs = [];
for (let i = 0; i < LOG_PAIRS; i++) {
  const logged = await startApi({ port: 3134, databaseUrl: loggedUrl, logLevel: 'info' });
  const silent = await startApi({ port: 3133, databaseUrl: silentUrl, logLevel: 'silent' });
  try {
    logPairs.push(
      await alternate([
        ['healthLogged', 'http://127.0.0.1:3134/health', {}, { pid: logged.pid }],
        ['healthSilent', 'http://127.0.0.1:3133/health', {}, { pid: silent.pid }],
      ]),
    );
  } finally {
    await stop(logged);
    await stop(silent);
  }
}
await admin('DROP DATABASE IF EXISTS arcade_bench_server_logged WITH (FORCE)');
await admin('DROP DATABASE IF EXISTS arcade_bench_server_silent WITH (FORCE)');
result.healthLogged = combine(logPairs.map((pair) => pair.healthLogged));
result.healthSilent = combine(logPairs.map((pair) => pair.healthSilent));
result.loggingCostPctByPair = logPairs.map(
  (pair) => +(100 - meanRatio(pair.healthLogged, pair.healthSilent)).toFixed(1),
);

// Embedded (PGlite) on a new data folder: idle RSS after start and seed, then /user/me vs bare.
const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-bench-pglite-')), 'db');
api = await startApi({ port: 3137, dataDir, logLevel: 'info' });
try {
  const cookie = await login(3137);
  result.rssEmbedded = await idleRss(3137, api, cookie);
  const embedded = await alternate([
    ['bare', bareUrl, {}, { pid: bare.pid }],
    ['userMe', 'http://127.0.0.1:3137/api/v1/user/me', { cookie }, { pid: api.pid }],
  ]);
  result.bareFastifyEmbeddedRun = embedded.bare;
  result.userMeEmbedded = embedded.userMe;
  result.rssEmbedded.peakAfterLoad = rssMiB(api.pid).peak;
} finally {
  await stop(api);
  await stop(bare);
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
}

// Claims vs a bare INSERT transaction, same clients, same database.
const claimsUrl = await freshDatabase('arcade_bench_claims');
const claims = spawnSync(
  TSX,
  [path.join(here, 'server/claims.ts'), claimsUrl, String(CONNECTIONS), String(SECONDS), String(ROUNDS)],
  {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
await admin('DROP DATABASE IF EXISTS arcade_bench_claims WITH (FORCE)');
if (claims.status !== 0) throw new Error('claims bench failed');
const claimRun = JSON.parse(claims.stdout.trim().split('\n').pop());
result.claims = claimRun.claims;
result.claimsStateRead = claimRun.claimsStateRead;
result.bareInsert = claimRun.bareInsert;
result.claimsLedgerOk = claimRun.ledgerOk;
result.claimsPoolMax = claimRun.poolMax;

result.ratios = {
  userMePostgresPctOfBare: meanRatio(result.userMePostgres, result.bareFastify),
  userMeEmbeddedPctOfBare: meanRatio(result.userMeEmbedded, result.bareFastifyEmbeddedRun),
  claimsPctOfBareInsert: meanRatio(result.claims, result.bareInsert),
  claimsStateReadPctOfBareInsert: meanRatio(result.claimsStateRead, result.bareInsert),
  loggingCostPct: +(100 - meanRatio(result.healthLogged, result.healthSilent)).toFixed(1),
};
// The same ratios from CPU time per request (server process plus, on PostgreSQL, its database processes): what
// share of the reference's rate the route would reach on the same CPU; hardly moved by other load on the machine.
const cpuOf = (x) => x.cpuUsPerRequest + (x.dbCpuUsPerRequest ?? 0);
result.cpuRatios = {
  userMePostgresPctOfBare: pct(cpuOf(result.bareFastify), cpuOf(result.userMePostgres)),
  userMeEmbeddedPctOfBare: pct(cpuOf(result.bareFastifyEmbeddedRun), cpuOf(result.userMeEmbedded)),
  claimsPctOfBareInsert: pct(result.bareInsert.cpuUsPerOp, result.claims.cpuUsPerOp),
  claimsStateReadPctOfBareInsert: pct(result.bareInsert.cpuUsPerOp, result.claimsStateRead.cpuUsPerOp),
  loggingCostPct: +(100 - pct(cpuOf(result.healthSilent), cpuOf(result.healthLogged))).toFixed(1),
};

result.machine = machine.describe();
result.stealPct = machine.stealPct();
result.cpuProbeMs = machine.probes();
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(path.join(here, 'results', 'server.json'), JSON.stringify(result, null, 2) + '\n');

const table = [
  `Measured ${result.measuredAt.slice(0, 16).replace('T', ' ')} UTC on ${result.machine} (\`pnpm --filter bench bench:server\`, figures in bench/results/server.json).`,
  '',
  ...serverTable(result),
].join('\n');
const readmePath = path.join(ROOT, 'README.md');
const readme = fs.readFileSync(readmePath, 'utf8');
const block = `<!-- bench-server:start -->\n${table}\n<!-- bench-server:end -->`;
fs.writeFileSync(
  readmePath,
  /<!-- bench-server:start -->[\s\S]*<!-- bench-server:end -->/.test(readme)
    ? readme.replace(/<!-- bench-server:start -->[\s\S]*<!-- bench-server:end -->/, block)
    : readme.replace('<!-- bench:end -->', `<!-- bench:end -->\n\n${block}`),
);
console.log(table);
