// Socket benchmark (issue 10): one api node (a process of its own, embedded database, SANDBOX=on for the
// sandbox-only POST /api/v1/dev/notify that calls the real notify()) and socket.io clients on loopback in this
// process, every one authenticated by the session cookie at the handshake (the seeded player's session).
// - ramp: open sockets in steps (BENCH_SOCKET_STEPS, default 500,1000,2000,4000,…,14000) until the knee or
//   the last step: at each step the server's RSS, the handshake p95 of the step's new sockets and the fan-out of
//   one notification to all of them (POST sent -> each socket's receipt: p50/p95/max);
// - the knee: the first step where a handshake fails, a socket misses the event, fan-out p95 passes 2 s, fan-out
//   p95 per 1,000 sockets is more than twice the first step's, or the memory slope (MiB per 1,000 more sockets)
//   is more than twice the median slope of the steps before (the ramp stops there);
// - memory per 1,000 sockets: the median slope of RSS between steps before the knee;
// - catch-up, with exactly 1,000 sockets on the node (BENCH_CATCH_UP_CLIENTS): they disconnect, 20 notifications
//   are made, and 1,000 clients reconnect at once with auth.afterSeq: time until every client has its 20
//   (replayed) and notifications:synced. The clients run in this process: fan-out and catch-up times include
//   this process working through thousands of sockets on the same 2 cores.
// Bounded: every wait has a deadline; everything on 127.0.0.1. Writes bench/results/sockets.json and the sockets
// table of README.md. Timings are reported, not asserted (the load average at start is recorded).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '..');
const API = path.join(ROOT, 'api');
const apiRequire = createRequire(path.join(API, 'package.json'));
const { io } = apiRequire('socket.io-client');

const PORT = Number(process.env.BENCH_SOCKETS_PORT || 3143);
const BASE = `http://127.0.0.1:${PORT}`;
const STEPS = (process.env.BENCH_SOCKET_STEPS || '500,1000,2000,4000,6000,8000,10000,12000,14000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const CATCH_UP_CLIENTS = Number(process.env.BENCH_CATCH_UP_CLIENTS || 1000);
const CATCH_UP_MISSED = 20;
const HANDSHAKE_BATCH = 100;
const PLAYER = { email: 'player@arcade.test', password: 'PlayerPass2026!' };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const round = (n) => Math.round(n * 10) / 10;
function pctl(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

async function startApi() {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-bench-sockets-'));
  const child = spawn(process.execPath, ['server.cjs'], {
    cwd: API,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SANDBOX: 'on',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      JWT_SECRET: 'bench-secret-'.padEnd(48, 'x'),
      LOG_LEVEL: 'warn',
      DATA_DIR: path.join(site, 'db'),
      DEPLOY_DIR: path.join(site, 'deploy'),
      SHELL_DIR: path.join(site, 'shell'),
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/health`)).ok) return { child, site };
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function login() {
  const res = await fetch(`${BASE}/api/v1/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify(PLAYER),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function notify(cookie, n, count = 1) {
  const res = await fetch(`${BASE}/api/v1/dev/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE, cookie },
    body: JSON.stringify({
      type: 'coupon_redeemed',
      payload: { code: `BENCH${n}`, amount: { amount: n, currency: 'GC', scale: 0 }, message: `Bench ${n}` },
      count,
    }),
  });
  if (res.status !== 200) throw new Error(`notify failed: ${res.status} ${await res.text()}`);
  return (await res.json()).data.notifications;
}

/** A client as the shell's: remembers the last seq, sends it on connect. */
function client(cookie, state = { lastSeq: 0 }) {
  const socket = io(BASE, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie, origin: BASE },
    auth: (cb) => cb({ afterSeq: state.lastSeq }),
    timeout: 20_000,
  });
  const c = { socket, state, onNotification: null };
  socket.on('notification', (n) => {
    if (n.seq > state.lastSeq) state.lastSeq = n.seq;
    c.onNotification?.(n);
  });
  return c;
}

/** Connects `count` more clients in batches; answers the handshake times (ms) and the failures. */
async function connectMore(cookie, clients, count, lastSeq) {
  const times = [];
  let failed = 0;
  for (let done = 0; done < count; done += HANDSHAKE_BATCH) {
    const batch = Math.min(HANDSHAKE_BATCH, count - done);
    await Promise.all(
      Array.from({ length: batch }, () => {
        const c = client(cookie, { lastSeq });
        const t0 = performance.now();
        return new Promise((resolve) => {
          const timer = setTimeout(() => {
            failed++;
            c.socket.close();
            resolve();
          }, 30_000);
          c.socket.once('connect', () => {
            clearTimeout(timer);
            times.push(performance.now() - t0);
            clients.push(c);
            resolve();
          });
          c.socket.once('connect_error', () => {
            clearTimeout(timer);
            failed++;
            c.socket.close();
            resolve();
          });
        });
      }),
    );
  }
  return { times, failed };
}

/** One notification to every socket: POST sent -> each receipt (ms). */
async function fanOut(cookie, clients, n) {
  const latencies = [];
  const t0 = performance.now();
  const all = new Promise((resolve) => {
    const timer = setTimeout(resolve, 30_000);
    let left = clients.length;
    for (const c of clients)
      c.onNotification = () => {
        latencies.push(performance.now() - t0);
        c.onNotification = null;
        if (--left === 0) {
          clearTimeout(timer);
          resolve();
        }
      };
  });
  await notify(cookie, n);
  await all;
  for (const c of clients) c.onNotification = null;
  return {
    received: latencies.length,
    p50Ms: pctl(latencies, 50),
    p95Ms: pctl(latencies, 95),
    maxMs: pctl(latencies, 100),
  };
}

/**
 * The first CATCH_UP_CLIENTS clients disconnect, CATCH_UP_MISSED notifications are made, and as many new clients
 * connect at once with auth.afterSeq: time until each has all of them and notifications:synced. The new clients
 * replace the old ones in `clients` (those that connected).
 */
async function catchUp(cookie, clients) {
  const group = clients.splice(0, CATCH_UP_CLIENTS);
  for (const c of group) c.socket.disconnect();
  await sleep(500);
  const made = await notify(cookie, 900_000 + clients.length, CATCH_UP_MISSED);
  const lastSeq = made[made.length - 1].seq;
  const afterSeq = made[0].seq - 1;
  const perClient = [];
  let complete = 0;
  let refused = 0;
  const fresh = [];
  const t0 = performance.now();
  await Promise.all(
    group.map(
      () =>
        new Promise((resolve) => {
          const c = client(cookie, { lastSeq: afterSeq });
          const got = new Set();
          let synced = false;
          const timer = setTimeout(resolve, 120_000);
          const finish = () => {
            if (got.size < CATCH_UP_MISSED || !synced) return;
            clearTimeout(timer);
            complete++;
            perClient.push(performance.now() - t0);
            resolve();
          };
          c.socket.once('connect', () => fresh.push(c));
          c.socket.once('connect_error', () => {
            refused++;
            clearTimeout(timer);
            resolve();
          });
          c.onNotification = (n) => {
            got.add(n.id);
            finish();
          };
          c.socket.once('notifications:synced', (info) => {
            synced = info.lastSeq >= lastSeq;
            finish();
          });
        }),
    ),
  );
  const allMs = round(performance.now() - t0);
  for (const c of fresh) c.onNotification = null;
  clients.unshift(...fresh.filter((c) => c.socket.connected));
  return {
    clients: group.length,
    missedEach: CATCH_UP_MISSED,
    complete,
    handshakeFailures: refused,
    allCaughtUpMs: complete === group.length ? allMs : null,
    waitedMs: allMs,
    p50Ms: pctl(perClient, 50),
    p95Ms: pctl(perClient, 95),
    otherSocketsConnected: clients.length - fresh.length,
  };
}

export async function runSocketBench() {
  const loadAverage = os.loadavg().map((n) => round(n));
  const { child, site } = await startApi();
  const clients = [];
  const result = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.version, loadAverageAtStart: loadAverage },
    setup:
      'one api process on the embedded database; socket.io-client websockets on 127.0.0.1 in the bench process, all authenticated by the seeded player session cookie; fan-out = one notification made by POST /api/v1/dev/notify (notify() in a transaction, pushed after commit) to every socket of the user',
    steps: [],
    knee: null,
    memoryPer1000SocketsMiB: null,
    catchUp: null,
  };
  try {
    const cookie = await login();
    await sleep(1000);
    const baseRss = rssMiB(child.pid);
    result.baselineRssMiB = round(baseRss);
    let first;
    let previous = { sockets: 0, rss: baseRss };
    const marginals = [];
    for (const target of STEPS) {
      const { times, failed } = await connectMore(cookie, clients, target - clients.length, 0);
      await sleep(1000);
      const rss = rssMiB(child.pid);
      const fan = await fanOut(cookie, clients, target);
      const step = {
        sockets: clients.length,
        handshakeFailures: failed,
        handshakeP95Ms: pctl(times, 95),
        rssMiB: round(rss),
        memoryPer1000MiB: round((rss - baseRss) / (clients.length / 1000)),
        // The slope since the previous step (the first sockets also pay for code paths warming up).
        marginalPer1000MiB: round(((rss - previous.rss) / (clients.length - previous.sockets)) * 1000),
        fanOut: fan,
      };
      previous = { sockets: clients.length, rss };
      result.steps.push(step);
      console.log(JSON.stringify(step));
      first ??= step;
      const per1000 = (s) => (s.fanOut.p95Ms ?? Infinity) / (s.sockets / 1000);
      const reasons = [];
      if (failed > 0) reasons.push(`${failed} handshakes failed`);
      if (fan.received < clients.length)
        reasons.push(`${clients.length - fan.received} sockets missed the event`);
      if ((fan.p95Ms ?? Infinity) > 2000) reasons.push('fan-out p95 above 2 s');
      if (step !== first && per1000(step) > 2 * per1000(first))
        reasons.push('fan-out p95 per 1,000 sockets more than doubled');
      const median = marginals.length
        ? [...marginals].sort((a, b) => a - b)[Math.floor(marginals.length / 2)]
        : null;
      if (median !== null && median > 0 && step.marginalPer1000MiB > 2 * median)
        reasons.push('memory per 1,000 more sockets more than twice the median of the steps before');
      marginals.push(step.marginalPer1000MiB);
      // Catch-up is measured with exactly CATCH_UP_CLIENTS sockets on the node (none idle beside them).
      if (clients.length === CATCH_UP_CLIENTS && !result.catchUp) {
        result.catchUp = await catchUp(cookie, clients);
        console.log(JSON.stringify({ catchUp: result.catchUp }));
      }
      if (reasons.length) {
        result.knee = { sockets: step.sockets, reasons };
        break;
      }
    }
    const good = result.knee ? result.steps[result.steps.length - 2] : result.steps[result.steps.length - 1];
    result.mostSocketsHeldWell = good?.sockets ?? 0;
    // Memory per 1,000 sockets: the median slope between steps up to the knee (RSS grows by this much per 1,000).
    const slopes = result.steps
      .slice(1, result.knee ? -1 : undefined)
      .map((x) => x.marginalPer1000MiB)
      .sort((a, b) => a - b);
    result.memoryPer1000SocketsMiB = slopes.length
      ? slopes[Math.floor(slopes.length / 2)]
      : (good?.memoryPer1000MiB ?? null);
    if (!result.knee)
      result.knee = {
        sockets: null,
        reasons: [`no knee up to ${STEPS[STEPS.length - 1]} sockets (the last step)`],
      };
    if (!result.catchUp && clients.length >= CATCH_UP_CLIENTS)
      result.catchUp = await catchUp(cookie, clients);
    console.log(JSON.stringify({ knee: result.knee, catchUp: result.catchUp }));
  } finally {
    for (const c of clients) c.socket.close();
    child.kill('SIGTERM');
    await Promise.race([new Promise((r) => child.once('exit', r)), sleep(10_000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(site, { recursive: true, force: true });
  }

  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(path.join(here, 'results', 'sockets.json'), JSON.stringify(result, null, 2) + '\n');

  const s = result.steps;
  const last = result.steps.find((x) => x.sockets === result.mostSocketsHeldWell) ?? s[s.length - 1];
  const c = result.catchUp;
  const table = [
    `Measured ${result.measuredAt.slice(0, 10)} on ${result.machine.cpus} cores, Node ${result.machine.node}, load average ${loadAverage[0]} at start (\`pnpm bench sockets\`, figures in bench/results/sockets.json; one api node, embedded database, clients on loopback):`,
    '',
    '| figure | value |',
    '| --- | --- |',
    `| most authenticated sockets held well (before the knee) | ${result.mostSocketsHeldWell} |`,
    `| knee | ${result.knee.sockets ?? 'none'}: ${result.knee.reasons.join('; ')} |`,
    `| memory per 1,000 sockets | ${result.memoryPer1000SocketsMiB} MiB (median slope between steps; RSS ${result.baselineRssMiB} MiB idle, ${last?.rssMiB} MiB with ${last?.sockets}) |`,
    `| fan-out of one event to ${last?.sockets} sockets | p50 ${last?.fanOut.p50Ms} ms, p95 ${last?.fanOut.p95Ms} ms |`,
    c
      ? `| catch-up: ${c.clients} clients reconnecting at once, ${c.missedEach} missed each | ${c.allCaughtUpMs === null ? `not all within ${c.waitedMs} ms` : `all caught up in ${c.allCaughtUpMs} ms`} (per client p50 ${c.p50Ms} ms, p95 ${c.p95Ms} ms; ${c.complete}/${c.clients} complete, ${c.handshakeFailures} handshakes refused) |`
      : '| catch-up | not measured (fewer sockets than needed) |',
  ].join('\n');
  const readmePath = path.join(ROOT, 'README.md');
  const readme = fs.readFileSync(readmePath, 'utf8');
  const block = `<!-- bench-sockets:start -->\n${table}\n<!-- bench-sockets:end -->`;
  const updated = readme.includes('<!-- bench-sockets:start -->')
    ? readme.replace(/<!-- bench-sockets:start -->[\s\S]*<!-- bench-sockets:end -->/, block)
    : readme.replace('<!-- bench-server:end -->', `<!-- bench-server:end -->\n\n${block}`);
  fs.writeFileSync(readmePath, updated);
  console.log(table);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  runSocketBench().catch((err) => {
    console.error(err);
    process.exit(1);
  });
