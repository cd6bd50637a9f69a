// The multi-node deployment on loopback (issue 31 item 1; decision 0119): nginx from Debian's package in front of
// two api nodes on PostgreSQL and Redis, sharing one DEPLOY_DIR and one FILES_DIR. Runs a slice of the e2e suite
// through the proxy (sign in, a sandbox card purchase, a live notification, the support chat) while the nodes are
// restarted one at a time (SIGTERM, then the next only once the new one is ready), then fails when the browser saw a
// failure (the slice fails) or the proxy answered a 5xx. Stops everything it started, even on failure.
// Usage: node scripts/proxy-smoke.mjs   (DATABASE_ADMIN_URL, REDIS_URL, PROXY_SMOKE_PORT to override)
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const started = Date.now();
const require = createRequire(path.join(ROOT, 'api', 'package.json'));
const pg = require('pg');

const ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PROXY_PORT = Number(process.env.PROXY_SMOKE_PORT ?? 4420);
const NODE_PORTS = [PROXY_PORT + 1, PROXY_PORT + 2];
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
const DB_NAME = `proxy_smoke_${process.pid}_${Date.now().toString(36)}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-proxy-'));
const deployDir = path.join(work, 'shared', 'deploy');
const filesDir = path.join(work, 'shared', 'files');
const SLICE = [
  ['tests/identity-login.spec.ts', 'logging in through the modal on /login'],
  ['tests/shop-card.spec.ts', 'card to success'],
  ['tests/notifications.spec.ts', 'a live notification shows in the bell and popup'],
  ['tests/support-chat.spec.ts', 'a player and an agent chat live'],
];

const say = (msg) =>
  process.stdout.write(`[proxy-smoke ${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const children = new Set();
let dbCreated = false;

function start(name, cmd, args, env, logFile) {
  const out = fs.openSync(path.join(work, logFile), 'a');
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
  child.label = name;
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  children.add(child);
  void child.exited.then(() => children.delete(child));
  return child;
}

/** Sends a signal and waits at most `ms` for the exit, then kills. */
async function stop(child, signal = 'SIGTERM', ms = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const done = await Promise.race([child.exited.then(() => true), sleep(ms).then(() => false)]);
  if (!done) {
    child.kill('SIGKILL');
    await Promise.race([child.exited, sleep(2000)]);
  }
}

async function waitReady(url, ms, child) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${child.label} exited before ${url} was ready (see ${work})`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} not ready after ${ms / 1000} s`);
}

async function withAdmin(sql) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const nodeEnv = (port) => ({
  NODE_ENV: 'test',
  SANDBOX: 'on',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATABASE_URL: ADMIN_URL.replace(/\/[^/]*$/, `/${DB_NAME}`),
  REDIS_URL,
  // Shared by every node (decision 0119): the deploy folder (registry + remotes) and the uploaded files.
  DEPLOY_DIR: deployDir,
  FILES_DIR: filesDir,
  DATA_DIR: path.join(work, `node-${port}-unused`),
  // Only the proxy's address is trusted for X-Forwarded-For / -Proto.
  TRUST_PROXY: '127.0.0.1',
  JWT_SECRET: 'proxy-smoke-only-secret-0123456789abcdef0123456789ab',
  LOG_LEVEL: 'warn',
});
const nodes = [];
function startNode(i) {
  const port = NODE_PORTS[i];
  nodes[i] = start(
    `api node ${i === 0 ? 'A' : 'B'}`,
    process.execPath,
    [path.join(ROOT, 'api', 'server.cjs')],
    nodeEnv(port),
    `node-${port}.log`,
  );
  return nodes[i];
}

/** Restarts node i: graceful SIGTERM (in-flight requests finish), start, wait for its /ready. */
async function restart(i) {
  const name = i === 0 ? 'A' : 'B';
  const t = Date.now();
  await stop(nodes[i], 'SIGTERM', 15_000);
  say(
    `node ${name} stopped (exit ${nodes[i].exitCode ?? nodes[i].signalCode}) after ${Date.now() - t} ms; starting it again`,
  );
  const child = startNode(i);
  await waitReady(`http://127.0.0.1:${NODE_PORTS[i]}/ready`, 60_000, child);
  say(`node ${name} ready again after ${((Date.now() - t) / 1000).toFixed(1)} s`);
}

let nginx;
async function main() {
  if (!fs.existsSync(path.join(ROOT, 'shell', 'dist', 'index.html'))) {
    say('the site is not built: pnpm build');
    const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build-all.mjs')], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the build failed');
  }
  fs.mkdirSync(filesDir, { recursive: true });
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(work, 'tmp', dir), { recursive: true });

  await withAdmin(`CREATE DATABASE ${DB_NAME}`);
  dbCreated = true;
  say(`database ${DB_NAME}, shared folders in ${path.join(work, 'shared')}`);

  const deployed = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'remote.mjs'), 'deploy-all'], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_DIR: deployDir },
    encoding: 'utf8',
  });
  if (deployed.status !== 0) throw new Error(`deploy-all failed: ${deployed.stderr}`);

  const template = fs.readFileSync(path.join(ROOT, 'ops', 'nginx', 'arcade.conf.template'), 'utf8');
  const values = {
    PREFIX: work,
    LISTEN: `127.0.0.1:${PROXY_PORT}`,
    UPSTREAMS: NODE_PORTS.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join('\n    '),
    SHELL_DIR: path.join(ROOT, 'shell', 'dist'),
    DEPLOY_DIR: deployDir,
    PROXY_ADDR: '127.0.0.1',
    // The temp folder is private (0700): the workers run as this user (only effective when it is root).
    WORKER_USER: os.userInfo().username,
  };
  const conf = template.replace(/\$\{([A-Z_]+)\}/g, (whole, key) => values[key] ?? whole);
  fs.writeFileSync(path.join(work, 'nginx.conf'), conf);
  const test = spawnSync('nginx', ['-t', '-q', '-p', work, '-c', path.join(work, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr}`);

  // The first node alone applies the migrations (they also take an advisory lock), then the second.
  startNode(0);
  await waitReady(`http://127.0.0.1:${NODE_PORTS[0]}/ready`, 90_000, nodes[0]);
  startNode(1);
  nginx = start(
    'nginx',
    'nginx',
    ['-p', work, '-c', path.join(work, 'nginx.conf'), '-e', path.join(work, 'error.log')],
    {},
    'nginx.out',
  );
  await waitReady(`http://127.0.0.1:${NODE_PORTS[1]}/ready`, 90_000, nodes[1]);
  await waitReady(`${PROXY}/ready`, 10_000, nginx);
  say(`two nodes ready behind nginx at ${PROXY}`);

  // Checks of the proxy itself: an asset from disk, precompressed and immutable; a source map refused.
  const html = await (await fetch(`${PROXY}/`)).text();
  const asset = /\/assets\/[^"']+\.js/.exec(html)?.[0];
  if (asset) {
    const res = await fetch(`${PROXY}${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    if (!res.ok || !/immutable/.test(res.headers.get('cache-control') ?? ''))
      throw new Error(`${asset}: ${res.status} ${res.headers.get('cache-control')}`);
    say(
      `asset ${asset}: ${res.status} ${res.headers.get('content-encoding') ?? 'identity'}, ${res.headers.get('cache-control')}`,
    );
  }
  const map = await fetch(`${PROXY}/assets/x.js.map`);
  if (map.status !== 404) throw new Error(`a source map answered ${map.status} through the proxy`);

  // The slice, with the rolling restart beside it.
  const files = SLICE.map(([file]) => file);
  const grep = SLICE.map(([, title]) => title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const e2eStart = Date.now();
  const e2e = start(
    'playwright',
    'pnpm',
    [
      '--dir',
      'e2e',
      'exec',
      'playwright',
      'test',
      '-c',
      'playwright.config.ts',
      ...files,
      '--grep',
      grep,
      '--reporter',
      'list',
    ],
    { BASE_URL: PROXY, CI: 'true', E2E_OUTPUT_DIR: path.join(work, 'e2e-results') },
    'e2e.log',
  );
  const rolling = (async () => {
    await sleep(6000);
    await restart(0);
    await sleep(2000);
    await restart(1);
    return Date.now();
  })();
  const e2eCode = await Promise.race([e2e.exited, sleep(240_000).then(() => 'timeout')]);
  const e2eEnd = Date.now();
  const rolledAt = await Promise.race([rolling, sleep(90_000).then(() => null)]);
  const e2eLog = fs.readFileSync(path.join(work, 'e2e.log'), 'utf8');
  process.stdout.write(e2eLog.replace(/^/gm, '  | '));
  if (rolledAt === null) throw new Error('the rolling restart did not finish');
  say(
    `slice took ${((e2eEnd - e2eStart) / 1000).toFixed(1)} s; the rolling restart ${rolledAt <= e2eEnd ? 'finished during it' : `finished ${((rolledAt - e2eEnd) / 1000).toFixed(1)} s after it`}`,
  );

  // The proxy's view: no 5xx answered, how many requests nginx moved to the other node.
  const access = fs.readFileSync(path.join(work, 'access.log'), 'utf8').trim().split('\n');
  const failed = access.filter((line) => / (5\d\d) \d+ up=/.test(line));
  const retried = access.filter((line) => /ups="[^"]*, /.test(line));
  say(
    `proxy: ${access.length} requests, ${failed.length} answered 5xx, ${retried.length} retried on the other node`,
  );
  for (const line of failed.slice(0, 20)) process.stdout.write(`  5xx: ${line}\n`);
  if (e2eCode !== 0)
    throw new Error(`the e2e slice failed (${e2eCode}); traces in ${path.join(work, 'e2e-results')}`);
  if (!/(\d+) passed/.test(e2eLog) || Number(/(\d+) passed/.exec(e2eLog)[1]) < SLICE.length)
    throw new Error('the slice did not run all its tests');
  if (failed.length) throw new Error(`${failed.length} requests answered 5xx through the proxy`);
}

let code = 0;
try {
  await main();
  say('passed');
} catch (err) {
  code = 1;
  process.stderr.write(`[proxy-smoke] FAILED: ${err.message}\n`);
  for (const name of fs.readdirSync(work).filter((f) => f.startsWith('node-') && f.endsWith('.log'))) {
    const text = fs.readFileSync(path.join(work, name), 'utf8');
    if (text.trim())
      process.stderr.write(`--- ${name} (last lines)\n${text.split('\n').slice(-15).join('\n')}\n`);
  }
} finally {
  await Promise.all(
    [...children].map((child) => stop(child, child === nginx ? 'SIGQUIT' : 'SIGTERM', 12_000)),
  );
  if (dbCreated) {
    await withAdmin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`).catch((err) =>
      process.stderr.write(`[proxy-smoke] could not drop ${DB_NAME}: ${err.message}\n`),
    );
  }
  if (code === 0) fs.rmSync(work, { recursive: true, force: true });
  else process.stderr.write(`[proxy-smoke] logs kept in ${work}\n`);
  say(`duration ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
process.exit(code);
