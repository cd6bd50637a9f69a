// Front-end benchmark: production build times (all bundles, one remote alone), each remote's entry size,
// and the first-load JS of / for a logged-out visitor in Debian's Chromium: bytes on the wire as served (brotli
// since the api serves precompressed files; Chromium's encoded body sizes), raw bytes and request count, counted
// as e2e/tests/budgets.spec.ts counts them (splash touched, network idle).
// Figures go to bench/results/frontend.json and into README.md between the bench markers.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { buildAll } from '../scripts/build-all.mjs';
import { BUNDLE_DIRS, CHROMIUM, CHROMIUM_ARGS, REMOTE_DIRS, ROOT } from '../scripts/lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const gz = (buf) => zlib.gzipSync(buf, { level: 6 }).length;
const kib = (n) => Math.round((n / 1024) * 10) / 10;

async function startSite(port) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    JWT_SECRET: 'bench-secret-'.padEnd(40, 'x'),
    PORT: String(port),
    DATA_DIR: path.join(site, 'db'),
    DEPLOY_DIR: path.join(site, 'deploy'),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  await new Promise((resolve, reject) => {
    const d = spawn('node', [path.join(ROOT, 'scripts/remote.mjs'), 'deploy-all'], { env, stdio: 'ignore' });
    d.on('exit', (c) => (c === 0 ? resolve() : reject(new Error('deploy failed'))));
  });
  const server = spawn(path.join(ROOT, 'api/node_modules/.bin/tsx'), [path.join(ROOT, 'api/src/server.ts')], {
    env,
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return { server, site };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('site did not start');
}

async function firstLoad(url) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script')
      scripts.push(
        Promise.all([res.body(), res.finished().then(() => res.request().sizes()), res.allHeaders()]).then(
          ([b, sizes, headers]) => ({
            url: res.url(),
            raw: b.length,
            wire: sizes.responseBodySize,
            encoding: headers['content-encoding'] ?? 'identity',
          }),
        ),
      );
  });
  const t0 = Date.now();
  await page.goto(url);
  // The intro splash holds part of the page back until it is touched (or its 5 s force-off).
  const cont = page.getByRole('button', { name: 'Tap to continue' });
  await cont.click({ timeout: 10_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  const loadMs = Date.now() - t0;
  const all = await Promise.all(scripts);
  await browser.close();
  const encodings = [...new Set(all.map((x) => x.encoding))].sort();
  return {
    requests: all.length,
    wireKiB: kib(all.reduce((s, x) => s + x.wire, 0)),
    encodings,
    rawKiB: kib(all.reduce((s, x) => s + x.raw, 0)),
    networkIdleMs: loadMs,
  };
}

const allBuild = await buildAll(BUNDLE_DIRS);
const t = Date.now();
await buildAll(['mfe-legal']);
const oneRemoteMs = Date.now() - t;

const entries = Object.fromEntries(
  REMOTE_DIRS.map((dir) => {
    const file = fs.readFileSync(path.join(ROOT, dir, 'dist', 'remoteEntry.js'));
    const br = path.join(ROOT, dir, 'dist', 'remoteEntry.js.br');
    const brotliKiB = fs.existsSync(br) ? kib(fs.statSync(br).size) : null;
    return [dir, { rawKiB: kib(file.length), brotliKiB, gzipKiB: kib(gz(file)) }];
  }),
);

const port = 4399;
const { server } = await startSite(port);
let load;
try {
  load = await firstLoad(`http://127.0.0.1:${port}/`);
} finally {
  server.kill('SIGTERM');
}

const result = {
  measuredAt: new Date().toISOString(),
  machine: `${os.cpus().length} cores, Node ${process.version}`,
  buildSeconds: {
    allBundles: +(allBuild.total / 1000).toFixed(1),
    oneRemoteAlone: +(oneRemoteMs / 1000).toFixed(1),
    each: Object.fromEntries(Object.entries(allBuild.each).map(([k, v]) => [k, +(v / 1000).toFixed(1)])),
  },
  remoteEntry: entries,
  firstLoadLoggedOut: load,
};
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
fs.writeFileSync(path.join(here, 'results', 'frontend.json'), JSON.stringify(result, null, 2) + '\n');

const table = [
  `Measured ${result.measuredAt.slice(0, 10)} on ${result.machine} (\`pnpm bench\`, figures in bench/results/frontend.json):`,
  '',
  '| figure | value |',
  '| --- | --- |',
  `| first-load JS of / logged out, on the wire | ${load.wireKiB} KiB (${load.encodings.join(', ')}; ${load.rawKiB} KiB raw) in ${load.requests} script requests (goal: at most 170 KiB in at most 10 requests) |`,
  `| production build, all 7 bundles (2 at a time) | ${result.buildSeconds.allBundles} s |`,
  `| production build, one remote alone (mfe-legal) | ${result.buildSeconds.oneRemoteAlone} s |`,
  ...REMOTE_DIRS.map(
    (d) => `| ${d} remoteEntry.js | ${entries[d].brotliKiB} KiB brotli (${entries[d].gzipKiB} KiB gzip) |`,
  ),
].join('\n');
const readmePath = path.join(ROOT, 'README.md');
const readme = fs.readFileSync(readmePath, 'utf8');
const updated = readme.replace(
  /<!-- bench:start -->[\s\S]*<!-- bench:end -->/,
  `<!-- bench:start -->\n${table}\n<!-- bench:end -->`,
);
fs.writeFileSync(readmePath, updated);
console.log(JSON.stringify(result, null, 2));
