// `pnpm bench`: every figure of issue 9's table, each beside its references from the same run, on this machine.
// 1. bench/frontend.mjs: builds (the site, and the two references: the same pages without federation, a bare
//    React 19 + react-router page), first-load JS of /, Lighthouse mobile on four pages, round trips before
//    content, click to content -> bench/results/frontend.json.
// 2. bench/server.mjs (a child process): /user/me and bare Fastify on PostgreSQL and PGlite, claims vs bare
//    INSERT, idle RSS, logging cost -> bench/results/server.json.
// Prints the table and writes it into README.md between the bench markers. Timings are reported, never asserted
// (the deterministic budgets are checked in npm test: e2e/tests/budgets.spec.ts).
// BENCH_NO_BUILD=1 reuses the dists; BENCH_SERVER=0 / BENCH_FRONTEND=0 skip a half (its last JSON is reused).
// 3. bench/frontend/interactions.mjs (issue 28 item 7): a signed-in player's interactions in Chromium, input to the
//    paint that shows the result, beside a plain static page -> bench/results/interactions.json and .md
//    (BENCH_INTERACTIONS=0 skips it; `pnpm bench interactions` runs it alone on the built dists).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGES, measureFrontend } from './frontend.mjs';
import { serverTable } from './server-table.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '..');
const started = Date.now();
const readJson = (name) => JSON.parse(fs.readFileSync(path.join(here, 'results', name), 'utf8'));

// `pnpm bench sockets` (issue 10): the socket benchmark alone, a separate part (bench/sockets.mjs).
if (process.argv[2] === 'sockets') {
  const { runSocketBench } = await import('./sockets.mjs');
  await runSocketBench();
  process.exit(0);
}

// `pnpm bench interactions` (issue 28 item 7): the interactions alone, on the dists as built.
if (process.argv[2] === 'interactions') {
  const { interactionsTable, measureInteractions } = await import('./frontend/interactions.mjs');
  console.log(interactionsTable(await measureInteractions()));
  process.exit(0);
}

if (process.env.BENCH_FRONTEND !== '0') await measureFrontend({ build: process.env.BENCH_NO_BUILD !== '1' });
if (process.env.BENCH_SERVER !== '0') {
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(here, 'server.mjs')], { cwd: here, stdio: 'inherit' });
    child.on('exit', (c) => resolve(c ?? 1));
  });
  if (code !== 0) throw new Error(`bench/server.mjs failed with exit code ${code}`);
}
const interactions =
  process.env.BENCH_INTERACTIONS === '0'
    ? null
    : await import('./frontend/interactions.mjs').then(async (m) =>
        m.interactionsTable(await m.measureInteractions()),
      );
const fe = readJson('frontend.json');
const sv = readJson('server.json');

const KINDS = ['site', 'nofed', 'bare'];
const lh = (kind, p) => fe[kind]?.lighthouse?.[p] ?? {};
const list = (kind, f) => PAGES.map((p) => f(lh(kind, p))).join(', ');
const range = (kind, f, digits = 1) => {
  const xs = PAGES.map((p) => f(lh(kind, p))).filter((x) => typeof x === 'number');
  if (!xs.length) return 'n/a';
  const [lo, hi] = [Math.min(...xs), Math.max(...xs)];
  return lo === hi ? lo.toFixed(digits) : `${lo.toFixed(digits)} to ${hi.toFixed(digits)}`;
};
const mean = (xs) => +(xs.reduce((s, x) => s + x, 0) / xs.length).toFixed(1);
const trips = (kind) => {
  const r = PAGES.map((p) => lh(kind, p).roundTrips);
  if (r.some((x) => !x)) return 'n/a';
  return `${mean(r.map((x) => x.count))} (${r.map((x) => x.count).join(', ')}; from latency ${mean(r.map((x) => x.fromLatency))})`;
};
const firstLoad = (kind) => {
  const f = fe[kind].firstLoad;
  return `${f.jsWireKiB} KiB ${f.encodings.join('/')} in ${f.jsRequests} request${f.jsRequests === 1 ? '' : 's'} (${f.requests} in all)`;
};
const row = (figure, f, goal) => `| ${figure} | ${KINDS.map(f).join(' | ')} | ${goal} |`;

const table = [
  `Measured ${fe.measuredAt.slice(0, 16).replace('T', ' ')} UTC (front end; ${fe.machine}) and ${sv.measuredAt.slice(0, 16).replace('T', ' ')} UTC (server; ${sv.machine}), \`pnpm bench\`, figures in bench/results/frontend.json and server.json. ${fe.lighthouse}. "no federation": the same pages as one webpack build (bench/frontend/webpack.references.cjs); "bare": React 19 + react-router alone.`,
  '',
  '| figure | this site | same pages, no federation | bare React 19 + react-router | goal |',
  '| --- | --- | --- | --- | --- |',
  row(
    'JS on the wire for / logged out (splash ended, network idle)',
    firstLoad,
    'at most 170 KiB compressed in at most 10 requests',
  ),
  row('sequential round trips before content, mean of the 4 pages (each page)', trips, 'at most 4'),
  row(
    'Lighthouse mobile performance /, /games, /login, /buy-coins',
    (k) => list(k, (x) => x.performance),
    '95 or more on each',
  ),
  row('LCP (simulated mobile), s', (k) => range(k, (x) => (x.lcpMs ?? NaN) / 1000), 'at most 2.0 s'),
  row('CLS on / and /games', (k) => `${lh(k, '/').cls} and ${lh(k, '/games').cls}`, 'at most 0.02'),
  row('TBT, ms', (k) => range(k, (x) => x.tbtMs, 0), 'at most 150 ms'),
  row(
    'click to content of a route whose remote is not loaded (loopback)',
    (k) => `${fe[k].clickToContent.ms} ms (${fe[k].clickToContent.route})`,
    'at most 150 ms',
  ),
  row(
    'click to content of a route whose remote is preloaded (loopback)',
    (k) =>
      fe[k].clickToPreloaded
        ? `${fe[k].clickToPreloaded.ms} ms (${fe[k].clickToPreloaded.from} to ${fe[k].clickToPreloaded.route})`
        : k === 'site'
          ? 'not measured in this run'
          : 'n/a (no remotes)',
    'at most 150 ms',
  ),
  '',
  ...serverTable(sv),
  '',
  'Builds and remote entries:',
  '',
  '| figure | value |',
  '| --- | --- |',
  ...(fe.buildSeconds
    ? [
        `| production build, all 7 bundles (2 at a time)${fe.buildSeconds.measuredAt ? ` (run of ${fe.buildSeconds.measuredAt.slice(0, 16).replace('T', ' ')} UTC)` : ''} | ${fe.buildSeconds.allBundles} s |`,
        `| production build, one remote alone (mfe-legal) | ${fe.buildSeconds.oneRemoteAlone} s |`,
        `| no-federation reference build / bare React build | ${fe.buildSeconds.nofedReference} s / ${fe.buildSeconds.bareReference} s |`,
      ]
    : []),
  ...Object.entries(fe.remoteEntry).map(
    ([d, e]) => `| ${d} remoteEntry.js | ${e.brotliKiB} KiB brotli (${e.gzipKiB} KiB gzip) |`,
  ),
].join('\n');

const readmePath = path.join(ROOT, 'README.md');
const readme = fs.readFileSync(readmePath, 'utf8');
fs.writeFileSync(
  readmePath,
  readme
    .replace(
      /<!-- bench:start -->[\s\S]*<!-- bench:end -->/,
      `<!-- bench:start -->\n${table}\n<!-- bench:end -->`,
    )
    // The server's own block (bench/server.mjs run alone) is folded into the table above.
    .replace(/\n*<!-- bench-server:start -->[\s\S]*<!-- bench-server:end -->/, ''),
);
if (interactions) console.log(`\nInteractions (bench/results/interactions.md):\n\n${interactions}`);
console.log(`\n${table}\n\npnpm bench took ${Math.round((Date.now() - started) / 1000)} s`);
