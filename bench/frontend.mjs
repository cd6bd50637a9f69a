// Front-end benchmark (issue 9 item 8), the site beside its two references, in one run:
// - site: the landed build (shell + remotes, Module Federation) deployed and served by the api on the embedded
//   database, as e2e/support/serve-test-site.mjs does;
// - nofed: the same pages as one webpack build without federation (frontend/webpack.references.cjs), precompressed
//   and served by frontend/static-server.mjs, which passes /api and /remotes.json to the same api;
// - bare: a bare React 19 + react-router page, built and served the same way.
// For each: production build time, first-load JS of / for a logged-out visitor in Debian's Chromium (as
// e2e/tests/budgets.spec.ts counts it: splash ended, network idle), Lighthouse 12 default mobile on /, /games,
// /login, /buy-coins (score, LCP, CLS, TBT, round trips before content: frontend/lighthouse.mjs), and click to
// content of a route whose remote is not loaded yet (/faqs from /'s footer) and of one whose remote the shell
// preloaded (/games from /about's header; the site only), Playwright, timed in the page.
// Writes bench/results/frontend.json. Alone: `pnpm --filter bench bench:frontend` (BENCH_NO_BUILD=1 reuses the
// dists; BENCH_LH_RUNS=3 takes the median of three Lighthouse runs per page).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { buildAll } from '../scripts/build-all.mjs';
import { precompressDir } from '../scripts/precompress.mjs';
import { BUNDLE_DIRS, CHROMIUM, CHROMIUM_ARGS, REMOTE_DIRS, ROOT } from '../scripts/lib.mjs';
import { runLighthouse } from './frontend/lighthouse.mjs';
import { serveStatic } from './frontend/static-server.mjs';
import { watchMachine } from './machine.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const REFS_OUT = path.join(here, 'results', 'tmp');
export const PAGES = ['/', '/games', '/login', '/buy-coins'];
const PORTS = { site: 3134, nofed: 3135, bare: 3136 };
const LH_RUNS = Number(process.env.BENCH_LH_RUNS || 1);
const gz = (buf) => zlib.gzipSync(buf, { level: 6 }).length;
const kib = (n) => Math.round((n / 1024) * 10) / 10;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * A deployed site's first page of / or /games has the api picture them with the catalogue (a few seconds, in a
 * child process); the pages are measured as every later visitor gets them, with that picture.
 */
async function picturesMade(base) {
  for (let i = 0; i < 120; i++) {
    const html = await (await fetch(`${base}/games`, { headers: { accept: 'text/html' } })).text();
    // the picture itself: the page's <head> holds the cards' style rules either way
    const at = html.indexOf('<div id="arcade-prerender"');
    if (at !== -1 && html.slice(at, html.indexOf('<div id="root">')).includes('game-card__desc')) return;
    await sleep(500);
  }
  process.stderr.write('[bench] the api made no picture of /games with the catalogue in 60 s\n');
}

/** The built site deployed and served by the api on a new embedded database; `extraEnv` adds to its environment. */
export async function startSite(port, extraEnv = {}) {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-bench-'));
  const env = {
    ...process.env,
    ...extraEnv,
    NODE_ENV: 'test',
    JWT_SECRET: 'bench-secret-'.padEnd(40, 'x'),
    PORT: String(port),
    HOST: '127.0.0.1',
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
  const server = spawn(process.execPath, [path.join(ROOT, 'api/server.cjs')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) {
        await picturesMade(`http://127.0.0.1:${port}`);
        return { server, site };
      }
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  server.kill();
  throw new Error('site did not start');
}

function webpack(which) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(ROOT, 'node_modules/.bin/webpack'),
      ['-c', path.join(here, 'frontend/webpack.references.cjs'), '--env', `which=${which}`],
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.on('exit', (c) => (c === 0 ? resolve() : reject(new Error(`reference build ${which} failed`))));
  });
}

async function buildReferences() {
  const each = {};
  for (const which of ['nofed', 'bare']) {
    const t = Date.now();
    await webpack(which);
    precompressDir(path.join(REFS_OUT, which));
    each[which] = Date.now() - t;
  }
  return each;
}

/** The shell's pages mark a rendered remote with data-remote; the bare page has its <h1>. */
const contentSelector = (kind, remote) => (kind === 'bare' ? 'main h1' : `[data-remote="${remote}"]`);

/** Ends the intro splash as a visitor does (touch), or waits for it to go; nothing to do on the bare page. */
export async function endSplash(page) {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    if ((await page.locator('.shell-loader').count()) === 0) return;
    await page
      .getByRole('button', { name: 'Tap to continue' })
      .click({ timeout: 500 })
      .catch(() => undefined);
    await sleep(100);
  }
}

async function browser() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** First load of / logged out, counted as e2e/tests/budgets.spec.ts counts it. */
async function firstLoad(base, kind) {
  const b = await browser();
  try {
    const page = await b.newPage({ viewport: { width: 1280, height: 900 } });
    const requests = [];
    page.on('request', (r) => requests.push(r));
    const t0 = Date.now();
    await page.goto(`${base}/`);
    await page
      .locator(contentSelector(kind, 'mfe_games'))
      .first()
      .waitFor({ state: 'attached', timeout: 30_000 });
    await endSplash(page);
    await page.waitForLoadState('networkidle');
    const networkIdleMs = Date.now() - t0;
    const loaded = await Promise.all(
      requests.map(async (r) => {
        const res = await r.response();
        if (!res) return { type: r.resourceType(), wire: 0, raw: 0, encoding: 'none' };
        await res.finished();
        const sizes = await r.sizes();
        const body = await res.body().catch(() => Buffer.alloc(0));
        return {
          type: r.resourceType(),
          wire: sizes.responseBodySize,
          raw: body.length,
          encoding: (await res.allHeaders())['content-encoding'] ?? 'identity',
        };
      }),
    );
    const js = loaded.filter((x) => x.type === 'script');
    return {
      jsWireKiB: kib(js.reduce((s, x) => s + x.wire, 0)),
      jsRawKiB: kib(js.reduce((s, x) => s + x.raw, 0)),
      jsRequests: js.length,
      requests: loaded.length,
      encodings: [...new Set(js.map((x) => x.encoding))].sort(),
      networkIdleMs,
    };
  } finally {
    await b.close();
  }
}

/**
 * Click to content: / loaded and idle, then a click on the footer's FAQ link (mfe_legal, not loaded by /): from
 * the click event to the legal page's remote in the document, both taken in the page with performance.now().
 * On the bare page: its own link to /games.
 */
async function clickToContent(base, kind) {
  const b = await browser();
  try {
    const page = await b.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/`);
    await page
      .locator(contentSelector(kind, 'mfe_games'))
      .first()
      .waitFor({ state: 'attached', timeout: 30_000 });
    await endSplash(page);
    await page.waitForLoadState('networkidle');
    const target = kind === 'bare' ? 'main h1' : '[data-remote="mfe_legal"]';
    const expectText = kind === 'bare' ? 'Games' : null;
    await page.evaluate(
      ({ target, expectText }) => {
        const w = window;
        w.__bench = { click: 0, content: 0 };
        document.addEventListener('click', () => (w.__bench.click = performance.now()), {
          capture: true,
          once: true,
        });
        const found = () => {
          const el = document.querySelector(target);
          return el && (!expectText || el.textContent === expectText);
        };
        new MutationObserver((_, obs) => {
          if (w.__bench.click && !w.__bench.content && found()) {
            w.__bench.content = performance.now();
            obs.disconnect();
          }
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      },
      { target, expectText },
    );
    const link =
      kind === 'bare' ? page.locator('nav a[href="/games"]') : page.locator('footer a[href="/faqs"]');
    await link.first().click();
    await page.waitForFunction(() => window.__bench.content > 0, null, { timeout: 20_000 });
    const { click, content } = await page.evaluate(() => window.__bench);
    return { route: kind === 'bare' ? '/games' : '/faqs', ms: Math.round(content - click) };
  } finally {
    await b.close();
  }
}

/**
 * Click to content of a preloaded remote (the site only: the references have no remotes to preload): /about
 * (mfe_legal) loaded, splash ended, and the header's targets preloaded while the browser was idle (the games page's
 * module among the resources), then a click on the header's Games link until the games page's remote is in the
 * content, both timed in the page. e2e/tests/first-load.spec.ts checks what does not depend on the machine's speed
 * (no request for the remote's code after the click, no loader in between); this is the time it took.
 */
async function clickToPreloaded(base) {
  const b = await browser();
  try {
    const page = await b.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${base}/about`);
    await page.locator('[data-remote="mfe_legal"]').first().waitFor({ state: 'attached', timeout: 30_000 });
    await endSplash(page);
    await page.waitForFunction(
      () =>
        performance
          .getEntriesByType('resource')
          .some((e) => /\/remotes\/mfe_games\/[^/]+\/__federation_expose_GamesPage\./.test(e.name)),
      null,
      { timeout: 30_000 },
    );
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const w = window;
      w.__bench = { click: 0, content: 0 };
      document.addEventListener('click', () => (w.__bench.click = performance.now()), {
        capture: true,
        once: true,
      });
      new MutationObserver((_, obs) => {
        if (
          w.__bench.click &&
          !w.__bench.content &&
          document.querySelector('#content [data-remote="mfe_games"]')
        ) {
          w.__bench.content = performance.now();
          obs.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByTestId('desktop-header').getByRole('link', { name: 'Games', exact: true }).click();
    await page.waitForFunction(() => window.__bench.content > 0, null, { timeout: 20_000 });
    const { click, content } = await page.evaluate(() => window.__bench);
    return { route: '/games', from: '/about', ms: Math.round(content - click) };
  } finally {
    await b.close();
  }
}

/** The remote whose page each measured path shows. */
const PAGE_REMOTE = {
  '/': 'mfe_games',
  '/games': 'mfe_games',
  '/login': 'mfe_auth',
  '/buy-coins': 'mfe_shop',
};

/** Added to every request (Chromium's network emulation, bandwidth unlimited) to measure round trips. */
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS || 500);

/**
 * One load of `route` in a fresh browser, until the route's page is in the document ("content": its remote's
 * data-remote element, the bare page's <h1>, seen by a MutationObserver installed before any script runs).
 * With `latency`, Chromium adds that many ms to every request. Resolves with the time to content (from the
 * navigation's start) and the requests answered before it, with Chromium's own timings.
 */
async function loadUntilContent(base, route, kind, latency) {
  const b = await browser();
  try {
    const page = await b.newPage({ viewport: { width: 1280, height: 900 } });
    if (latency) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    await page.addInitScript(
      (sel) => {
        const mark = () => {
          if (!window.__contentAt && document.querySelector(sel))
            window.__contentAt = performance.timeOrigin + performance.now();
        };
        new MutationObserver(mark).observe(document, { childList: true, subtree: true });
      },
      contentSelector(kind, PAGE_REMOTE[route]),
    );
    const finished = [];
    page.on('requestfinished', (r) => finished.push(r));
    await page.goto(`${base}${route}`);
    await page.waitForFunction(() => Boolean(window.__contentAt), null, { timeout: 60_000 });
    const { contentAt, origin } = await page.evaluate(() => ({
      contentAt: window.__contentAt,
      origin: performance.timeOrigin,
    }));
    const requests = finished
      .map((r) => {
        const t = r.timing();
        // `answered`: the first byte of the answer. A script runs while it streams in, so what it starts (and the
        // content it renders) can come before its "finished" event; the answer's start is the reliable edge.
        return {
          url: new URL(r.url()).pathname,
          start: t.startTime,
          answered: t.startTime + t.responseStart,
          ok: t.responseStart >= 0,
        };
      })
      .filter((r) => r.ok && r.answered <= contentAt)
      .sort((x, y) => x.start - y.start);
    return { contentMs: contentAt - origin, requests };
  } finally {
    await b.close();
  }
}

/** The longest sequence of requests in which each started only after the one before it was answered. */
function longestWait(requests) {
  const depth = [];
  const prev = [];
  requests.forEach((r, i) => {
    depth[i] = 1;
    prev[i] = -1;
    for (let j = 0; j < i; j++)
      if (requests[j].answered <= r.start && depth[j] + 1 > depth[i]) {
        depth[i] = depth[j] + 1;
        prev[i] = j;
      }
  });
  const chain = [];
  for (let i = depth.indexOf(Math.max(0, ...depth)); i >= 0; i = prev[i]) chain.unshift(requests[i].url);
  return chain;
}

/**
 * Sequential round trips before content, two ways from two loads of the same path:
 * - `count`: with LATENCY_MS added to every request, the longest chain among the requests answered before content
 *   in which each request started only after the previous one's answer began to arrive (`chain` lists it). The added
 *   latency keeps requests that run side by side from looking sequential (on bare loopback they finish within
 *   a few ms and any two look "one after the other"); the first figure is this one.
 * - `fromLatency`: (time to content with the added latency − time without) / LATENCY_MS, i.e. how many
 *   latencies stand on the way to content; no graph involved, but CPU noise between the two loads moves it.
 * Lighthouse's initiator chains were tried first and undercount: a fetch that a script starts after another
 * fetch's answer (remotes.json, then mf-manifest.json, then remoteEntry.js) names the script as its initiator,
 * not the answer it waited for.
 */
async function roundTrips(base, route, kind) {
  const fast = await loadUntilContent(base, route, kind, 0);
  const slow = await loadUntilContent(base, route, kind, LATENCY_MS);
  const chain = longestWait(slow.requests);
  return {
    count: chain.length,
    fromLatency: +((slow.contentMs - fast.contentMs) / LATENCY_MS).toFixed(1),
    chain,
    contentMs: Math.round(fast.contentMs),
    contentMsWithLatency: Math.round(slow.contentMs),
    latencyMs: LATENCY_MS,
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function lighthousePages(base) {
  const out = {};
  for (const p of PAGES) {
    const runs = [];
    for (let i = 0; i < LH_RUNS; i++) runs.push(await runLighthouse(`${base}${p}`));
    // The run with the median score stands for the page.
    const m = median(runs.map((r) => r.performance));
    out[p] = { ...runs.find((r) => r.performance === m), runs: runs.length };
  }
  return out;
}

export async function measureFrontend({ build = true } = {}) {
  const machine = watchMachine();
  const result = {
    measuredAt: new Date().toISOString(),
    lighthouse: 'Lighthouse 12.8.2, default config (mobile, simulated throttling), Debian Chromium',
  };
  if (build) {
    const allBuild = await buildAll(BUNDLE_DIRS);
    const t = Date.now();
    await buildAll(['mfe-legal']);
    const oneRemoteMs = Date.now() - t;
    const refs = await buildReferences();
    result.buildSeconds = {
      allBundles: +(allBuild.total / 1000).toFixed(1),
      oneRemoteAlone: +(oneRemoteMs / 1000).toFixed(1),
      each: Object.fromEntries(Object.entries(allBuild.each).map(([k, v]) => [k, +(v / 1000).toFixed(1)])),
      nofedReference: +(refs.nofed / 1000).toFixed(1),
      bareReference: +(refs.bare / 1000).toFixed(1),
    };
  } else {
    if (!fs.existsSync(path.join(REFS_OUT, 'nofed', 'index.html'))) await buildReferences();
    // Not rebuilt: the build times of the last run that built, said so.
    const previous = path.join(here, 'results', 'frontend.json');
    if (fs.existsSync(previous)) {
      const last = JSON.parse(fs.readFileSync(previous, 'utf8'));
      if (last.buildSeconds)
        result.buildSeconds = {
          ...last.buildSeconds,
          measuredAt: last.buildSeconds.measuredAt ?? last.measuredAt,
        };
    }
  }
  result.remoteEntry = Object.fromEntries(
    REMOTE_DIRS.map((dir) => {
      const file = fs.readFileSync(path.join(ROOT, dir, 'dist', 'remoteEntry.js'));
      const br = path.join(ROOT, dir, 'dist', 'remoteEntry.js.br');
      const brotliKiB = fs.existsSync(br) ? kib(fs.statSync(br).size) : null;
      return [dir, { rawKiB: kib(file.length), brotliKiB, gzipKiB: kib(gz(file)) }];
    }),
  );

  const { server, site } = await startSite(PORTS.site);
  const nofed = await serveStatic({
    root: path.join(REFS_OUT, 'nofed'),
    port: PORTS.nofed,
    upstream: `http://127.0.0.1:${PORTS.site}`,
  });
  const bare = await serveStatic({ root: path.join(REFS_OUT, 'bare'), port: PORTS.bare });
  const sites = {
    site: `http://127.0.0.1:${PORTS.site}`,
    nofed: `http://127.0.0.1:${PORTS.nofed}`,
    bare: `http://127.0.0.1:${PORTS.bare}`,
  };
  try {
    for (const [kind, base] of Object.entries(sites)) {
      process.stderr.write(`[bench] ${kind}: first load, click to content, Lighthouse\n`);
      result[kind] = {
        firstLoad: await firstLoad(base, kind),
        clickToContent: await clickToContent(base, kind),
        ...(kind === 'site' ? { clickToPreloaded: await clickToPreloaded(base) } : {}),
        lighthouse:
          process.env.BENCH_LH === '0'
            ? Object.fromEntries(PAGES.map((p) => [p, {}]))
            : await lighthousePages(base),
      };
      for (const p of PAGES) result[kind].lighthouse[p].roundTrips = await roundTrips(base, p, kind);
    }
  } finally {
    nofed.close();
    bare.close();
    server.kill('SIGTERM');
    await sleep(500);
    fs.rmSync(site, { recursive: true, force: true });
  }
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  result.machine = machine.describe();
  result.stealPct = machine.stealPct();
  result.cpuProbeMs = machine.probes();
  fs.writeFileSync(path.join(here, 'results', 'frontend.json'), JSON.stringify(result, null, 2) + '\n');
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureFrontend({ build: process.env.BENCH_NO_BUILD !== '1' });
  console.log(JSON.stringify(r, null, 2));
}
