// Interactions of a signed-in player (issue 28 item 7, "Fast moments"), in Debian's Chromium without CPU throttling
// (BENCH_CPU_SLOWDOWN=4 for issue 33's 4x), each the median of BENCH_INTERACTION_RUNS (5), timed inside the page:
// from the input event (its timeStamp) or the navigation's start to the paint after the DOM first shows the result.
// a) a /games tab switch: the first switch to a tab after /games loaded (a fresh page each run), and a switch back
//    to a tab already shown;
// b) Home -> Games through the header's link, both routes visited once before (their remotes loaded);
// c) /login signed out: navigation start -> the form usable (e-mail and password inputs enabled, visible and not
//    covered), and the first keypress in the e-mail field -> its character painted;
// d) /buy-coins: navigation start -> the packages' Buy buttons shown; the Buy Gold Coins modal (the wallet's Buy
//    Coins) opened the first and the second time -> its packages shown.
// e) a signed-out visitor on / clicks the header's Login (it opens the sign-in form in place, the page stays) ->
//    the form usable; the first and the second time on a page (closed with Escape in between);
// f) a signed-in player on / clicks the lobby's "Get more Gold Coins" (the in-app link to /buy-coins) -> the
//    packages shown; the first and the second time on a page (back to / with the browser's Back in between).
// Beside them, the same harness on a plain static page in the same browser (click -> text painted, keypress ->
// painted, navigation start -> form usable), so that a noisy machine can be read. Also the longest Event Timing
// entry of each interaction (what INP counts: input to the paint after its handlers, not the async result).
// Writes bench/results/interactions.json and interactions.md, with the machine's load average. Reported, never
// asserted. Alone: `pnpm --filter bench bench:interactions` (needs the built dists: `pnpm build`). Ports 3137
// (the site, SANDBOX=on for the seeded player) and 3138 (the plain page).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/lib.mjs';
import { endSplash, startSite } from '../frontend.mjs';
import { watchMachine } from '../machine.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const RESULTS = path.join(here, '..', 'results');
const PORTS = { site: Number(process.env.BENCH_INTERACTIONS_PORT || 3137), plain: 3138 };
const RUNS = Number(process.env.BENCH_INTERACTION_RUNS || 5);
const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN || 1);
const PLAYER = { email: 'player@arcade.test', password: 'PlayerPass2026!' };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Installed before any of the page's scripts. `window.__ia.arm(name, arg, fromNavigation)` waits until the
 * predicate `name` holds (checked on every DOM change and every frame), then for the paint that shows it: a change
 * seen by the MutationObserver (before the frame's rendering) is painted by the next frame, so the time is taken in
 * a task posted from that frame's requestAnimationFrame (it runs after the paint); a change first seen in a frame's
 * callback is painted by that frame. The start is the last input event's timeStamp after arming (pointerdown,
 * keydown), or 0 (the navigation's start) with fromNavigation. The Event Timing entries of the interaction give
 * `eventMs` (the longest duration, as INP counts it).
 */
function harness(autoByPath) {
  const visible = (el) => {
    if (!el) return false;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0;
  };
  /** Enabled, visible and the topmost element at its centre (no splash or dialog over it). */
  const usable = (el) => {
    if (!el || el.disabled || !visible(el)) return false;
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return Boolean(top && (top === el || el.contains(top)));
  };
  const cards = (root) =>
    Boolean(root && root.querySelector('.game-card') && !root.querySelector('[aria-busy="true"]'));
  const PREDICATES = {
    // a) the tab is selected and its panel shows game cards, no skeleton
    gamesTab: (key) =>
      document.querySelector(`#tab-${key}`)?.getAttribute('aria-selected') === 'true' &&
      cards(document.querySelector(`#panel-${key}`)),
    // b) the games page (its remote's element) with its tabs and cards
    gamesPage: () => {
      const page = document.querySelector('#content [data-remote="mfe_games"]');
      return Boolean(
        page && page.querySelector('[role="tablist"]') && cards(page.querySelector('[role="tabpanel"]')),
      );
    },
    // c) the sign-in form usable
    loginForm: () =>
      usable(document.querySelector('input[type="email"], input[name="email"]')) &&
      usable(document.querySelector('input[type="password"]')),
    // c) a typed character in the field
    typed: (value) => document.activeElement?.value === value,
    // d) the page's packages, with their Buy buttons
    packages: () => {
      const page = document.querySelector('[data-remote="mfe_shop"]');
      return Boolean(page && usable(page.querySelector('.package-card__buy')));
    },
    // d) the Buy Gold Coins dialog with its packages
    buyModal: () => usable(document.querySelector('[role="dialog"] .package-card__buy')),
    // the plain page
    plainResult: (value) => document.querySelector('#result')?.textContent === value,
  };

  const events = [];
  try {
    new PerformanceObserver((list) => events.push(...list.getEntries())).observe({
      type: 'event',
      buffered: true,
      durationThreshold: 16,
    });
  } catch {
    // no Event Timing: eventMs stays null
  }
  const ia = {
    armed: null,
    result: null,
    arm(name, arg, fromNavigation = false) {
      const check = () => PREDICATES[name](arg);
      const state = { start: fromNavigation ? 0 : null, shown: null, painted: null };
      ia.armed?.observer.disconnect();
      ia.armed = state;
      ia.result = null;
      const finish = () => {
        const interaction = events.filter(
          (e) => e.interactionId && state.start !== null && e.startTime >= state.start - 1,
        );
        ia.result = {
          ms: state.painted - state.start,
          shownMs: state.shown - state.start,
          eventMs: interaction.length ? Math.max(...interaction.map((e) => e.duration)) : null,
        };
        ia.armed = null;
      };
      const afterPaint = () => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => {
          state.painted = performance.now();
          finish();
        };
        ch.port2.postMessage(0);
      };
      const seen = (inFrame) => {
        if (ia.armed !== state || state.shown !== null || state.start === null || !check()) return false;
        state.shown = performance.now();
        observer.disconnect();
        if (inFrame) afterPaint();
        else requestAnimationFrame(afterPaint);
        return true;
      };
      const observer = new MutationObserver(() => seen(false));
      state.observer = observer;
      observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
      const frame = () => {
        if (!seen(true) && state.shown === null && ia.armed === state) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
  };
  const onInput = (e) => {
    if (ia.armed && ia.armed.start === null) ia.armed.start = e.timeStamp;
  };
  addEventListener('pointerdown', onInput, { capture: true });
  addEventListener('keydown', onInput, { capture: true });
  window.__ia = ia;
  // A measure from the navigation's start, for the paths that have one.
  const auto = autoByPath[location.pathname];
  if (auto) ia.arm(auto, null, true);
}

/** Waits for the armed measure and returns it, rounded. */
async function result(page) {
  await page.waitForFunction(() => window.__ia.result !== null, null, { timeout: 30_000 });
  const r = await page.evaluate(() => window.__ia.result);
  return {
    ms: Math.round(r.ms),
    shownMs: Math.round(r.shownMs),
    eventMs: r.eventMs === null ? null : Math.round(r.eventMs),
  };
}

const arm = (page, name, arg) => page.evaluate(([n, a]) => window.__ia.arm(n, a), [name, arg ?? null]);

/** The paths measured from the navigation's start, and what ends each. */
const FROM_NAVIGATION = { '/login': 'loginForm', '/buy-coins': 'packages', '/form': 'loginForm' };

async function newContext(browser, base, { signedIn = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: base });
  await context.addInitScript(harness, FROM_NAVIGATION);
  if (signedIn) {
    const headers = { origin: base };
    const login = await context.request.post('/api/v1/user/login', { data: PLAYER, headers });
    if (login.status() !== 200) throw new Error(`login: ${login.status()} ${await login.text()}`);
    // As the e2e suites do: the day's bonus claimed and the consent prompt asked, so no dialog covers the page.
    await context.request.post('/api/v1/claim/daily-bonus', {
      headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    });
    await context.request.post('/api/v1/user/consent-prompt', { headers });
  }
  return context;
}

async function newPage(context) {
  const page = await context.newPage();
  if (SLOWDOWN > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  }
  return page;
}

/** Lets the page settle: network idle, then a second of quiet (idle prefetches done). */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await sleep(1000);
}

/** Medians of a figure's runs. */
function summarise(label, runs) {
  const pick = (k) => runs.map((r) => r[k]).filter((x) => typeof x === 'number');
  const ev = pick('eventMs');
  process.stderr.write(`[bench] ${label}: ${runs.map((r) => r.ms).join(', ')} ms\n`);
  return {
    medianMs: median(pick('ms')),
    shownMedianMs: median(pick('shownMs')),
    eventMedianMs: ev.length ? median(ev) : null,
    runs,
  };
}

async function series(label, once) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once(i));
  return summarise(label, runs);
}

async function measureSite(browser, base) {
  const out = {};
  const player = await newContext(browser, base, { signedIn: true });
  try {
    // a) the first switch to the Exclusive tab on a freshly loaded /games, then back to All Games (already shown)
    const again = [];
    out.gamesTabFirst = await series('games tab, first switch', async () => {
      const page = await newPage(player);
      await page.goto('/games');
      await page.locator('#panel-all .game-card').first().waitFor({ timeout: 30_000 });
      await settle(page);
      await arm(page, 'gamesTab', 'exclusive');
      await page.locator('#tab-exclusive').click();
      const first = await result(page);
      await settle(page);
      await arm(page, 'gamesTab', 'all');
      await page.locator('#tab-all').click();
      again.push(await result(page));
      await page.close();
      return first;
    });
    out.gamesTabAgain = summarise('games tab, back to a tab already shown', again);

    // b) Home -> Games via the header, both visited before (remotes loaded, catalogue cached)
    const page = await newPage(player);
    await page.goto('/');
    await endSplash(page);
    const header = page.getByTestId('desktop-header');
    const link = (name) => header.getByRole('link', { name, exact: true });
    await link('Games').click();
    await page.locator('#panel-all .game-card').first().waitFor({ timeout: 30_000 });
    out.homeToGames = await series('Home -> Games', async () => {
      await link('Home').click();
      await page.locator('#content [data-remote="mfe_games"]').first().waitFor({ timeout: 30_000 });
      await page.locator('#panel-all').waitFor({ state: 'detached', timeout: 30_000 });
      await settle(page);
      await arm(page, 'gamesPage');
      await link('Games').click();
      return result(page);
    });
    await page.close();

    // d) /buy-coins from the navigation's start to the packages shown (a new page each run, the session warm)
    out.buyCoinsPackages = await series('/buy-coins packages', async () => {
      const p = await newPage(player);
      await p.goto('/buy-coins');
      const r = await result(p);
      await p.close();
      return r;
    });

    // d) the Buy Gold Coins modal from the wallet's Buy Coins, the first and the second time on a page
    const second = [];
    out.buyModalFirst = await series('Buy modal, first open', async () => {
      const p = await newPage(player);
      await p.goto('/profile?tab=wallet');
      const buy = p.getByRole('button', { name: 'Buy Coins', exact: true }).first();
      await buy.waitFor({ timeout: 30_000 });
      await settle(p);
      await arm(p, 'buyModal');
      await buy.click();
      const first = await result(p);
      await p.keyboard.press('Escape');
      await p.getByRole('dialog').waitFor({ state: 'detached', timeout: 10_000 });
      await settle(p);
      await arm(p, 'buyModal');
      await buy.click();
      second.push(await result(p));
      await p.close();
      return first;
    });
    out.buyModalSecond = summarise('Buy modal, second open', second);

    // f) on /, the lobby's link to /buy-coins -> the packages shown, the first and the second time on a page
    const buyAgain = [];
    out.homeToBuyCoinsFirst = await series('/ -> /buy-coins, first', async () => {
      const p = await newPage(player);
      await p.goto('/');
      await endSplash(p);
      const more = p.getByRole('link', { name: 'Get more Gold Coins', exact: true });
      await more.waitFor({ timeout: 30_000 });
      await settle(p);
      await arm(p, 'packages');
      await more.click();
      const first = await result(p);
      await p.goBack();
      await more.waitFor({ timeout: 30_000 });
      await settle(p);
      await arm(p, 'packages');
      await more.click();
      buyAgain.push(await result(p));
      await p.close();
      return first;
    });
    out.homeToBuyCoinsSecond = summarise('/ -> /buy-coins, second', buyAgain);
  } finally {
    await player.close();
  }

  // c) /login signed out: navigation start -> the form usable, then the first keypress in the e-mail field
  const visitor = await newContext(browser, base);
  try {
    const keys = [];
    out.loginForm = await series('/login form usable', async () => {
      const p = await newPage(visitor);
      await p.goto('/login');
      const r = await result(p);
      await p.locator('input[type="email"], input[name="email"]').first().focus();
      await settle(p);
      await arm(p, 'typed', 'p');
      await p.keyboard.press('p');
      keys.push(await result(p));
      await p.close();
      return r;
    });
    out.loginKeypress = summarise('/login first keypress', keys);

    // e) on /, the header's Login (the form opens in place) -> the form usable, the first and the second time
    const loginAgain = [];
    out.headerLoginFirst = await series('/ header Login, first', async () => {
      const p = await newPage(visitor);
      await p.goto('/');
      await endSplash(p);
      const login = p.getByTestId('desktop-header').getByRole('link', { name: 'Login', exact: true });
      await login.waitFor({ timeout: 30_000 });
      await settle(p);
      await arm(p, 'loginForm');
      await login.click();
      const first = await result(p);
      await p.keyboard.press('Escape');
      await p.getByRole('dialog').waitFor({ state: 'detached', timeout: 10_000 });
      await settle(p);
      await arm(p, 'loginForm');
      await login.click();
      loginAgain.push(await result(p));
      await p.close();
      return first;
    });
    out.headerLoginSecond = summarise('/ header Login, second', loginAgain);
  } finally {
    await visitor.close();
  }
  return out;
}

const PLAIN = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>plain</title></head><body>
<form><label>E-mail <input type="email" name="email"></label> <label>Password <input type="password"></label></form>
<button id="go" type="button">Show</button><p id="result">-</p>
<script>let n=0;document.getElementById('go').addEventListener('click',()=>{document.getElementById('result').textContent='shown '+(++n)})</script>
</body></html>`;

/** The plain static page (any path): the same harness on a click that changes a text, a keypress and its form. */
async function measurePlain(browser, base) {
  const context = await newContext(browser, base);
  try {
    const page = await newPage(context);
    await page.goto('/');
    await settle(page);
    const click = await series('plain page click', async (i) => {
      await arm(page, 'plainResult', `shown ${i + 1}`);
      await page.locator('#go').click();
      return result(page);
    });
    const email = page.locator('input[type="email"]');
    const keypress = await series('plain page keypress', async () => {
      await email.fill('');
      await email.focus();
      await sleep(200);
      await arm(page, 'typed', 'p');
      await page.keyboard.press('p');
      return result(page);
    });
    await page.close();
    const form = await series('plain page form usable', async () => {
      const p = await newPage(context);
      await p.goto('/form');
      const r = await result(p);
      await p.close();
      return r;
    });
    return { click, keypress, form };
  } finally {
    await context.close();
  }
}

function servePlain(port) {
  const server = http.createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(PLAIN);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const FIGURES = [
  ['gamesTabFirst', 'a) /games tab switch, first switch to a tab (click -> its cards painted)', 'click'],
  ['gamesTabAgain', 'a) /games tab switch back to a tab already shown', 'click'],
  ['homeToGames', 'b) Home -> Games via the header, both visited before', 'click'],
  ['loginForm', 'c) /login signed out: navigation start -> form usable', 'form'],
  ['loginKeypress', 'c) /login: first keypress in the e-mail field -> painted', 'keypress'],
  ['buyCoinsPackages', 'd) /buy-coins: navigation start -> packages shown', null],
  ['buyModalFirst', 'd) Buy Gold Coins modal, first open on the page -> packages shown', 'click'],
  ['buyModalSecond', 'd) Buy Gold Coins modal, second open -> packages shown', 'click'],
  ['headerLoginFirst', "e) signed out on /: the header's Login, first click -> form usable", 'click'],
  [
    'headerLoginSecond',
    'e) the same, second click on the page (closed with Escape between) -> form usable',
    'click',
  ],
  [
    'homeToBuyCoinsFirst',
    'f) on /: "Get more Gold Coins" (link to /buy-coins), first click -> packages shown',
    'click',
  ],
  [
    'homeToBuyCoinsSecond',
    'f) the same, second click on the page (Back to / between) -> packages shown',
    'click',
  ],
];

export function interactionsTable(r) {
  // A figure from the navigation's start has no interaction: no Event Timing entry to give.
  const cell = (x, fromNavigation) =>
    !x
      ? 'n/a'
      : fromNavigation
        ? `${x.medianMs} ms (shown ${x.shownMedianMs})`
        : `${x.medianMs} ms (shown ${x.shownMedianMs}; event ${x.eventMedianMs ?? 'under 16'})`;
  return [
    `Measured ${r.measuredAt.slice(0, 16).replace('T', ' ')} UTC, ${r.machine}; load average ${r.loadAverage.start.join(', ')} at start and ${r.loadAverage.end.join(', ')} at the end; Debian Chromium ${r.browser}, ${r.cpuSlowdown === 1 ? 'no CPU throttling' : `${r.cpuSlowdown}x CPU slowdown`}, 1280x900, median of ${r.runs}${r.shellDir ? `, the shell from ${r.shellDir}` : ''}. "shown": when the DOM first showed the result; "event": the longest Event Timing entry of the interaction (INP's figure: input to the paint after its handlers). bench/results/interactions.json.`,
    '',
    '| interaction (signed-in player unless said) | input -> paint that shows the result | same on a plain static page | goal |',
    '| --- | --- | --- | --- |',
    ...FIGURES.map(
      ([k, label, ref]) =>
        `| ${label} | ${cell(r.site[k], ref === 'form' || !ref)} | ${ref ? cell(r.plain[ref], ref === 'form') : 'n/a'} | at most 100 ms |`,
    ),
  ].join('\n');
}

export async function measureInteractions() {
  const machine = watchMachine();
  const loadStart = os.loadavg().map((x) => +x.toFixed(2));
  const { server, site } = await startSite(PORTS.site, { SANDBOX: 'on' });
  const plainServer = await servePlain(PORTS.plain);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const result = {
    measuredAt: new Date().toISOString(),
    runs: RUNS,
    cpuSlowdown: SLOWDOWN,
    browser: browser.version(),
    // SHELL_DIR (as the api reads it): a shell built elsewhere than shell/dist, said in the heading
    shellDir: process.env.SHELL_DIR ?? null,
  };
  try {
    result.plain = await measurePlain(browser, `http://127.0.0.1:${PORTS.plain}`);
    result.site = await measureSite(browser, `http://127.0.0.1:${PORTS.site}`);
  } finally {
    await browser.close();
    plainServer.close();
    server.kill('SIGTERM');
    await sleep(500);
    fs.rmSync(site, { recursive: true, force: true });
  }
  result.loadAverage = { start: loadStart, end: os.loadavg().map((x) => +x.toFixed(2)) };
  result.machine = machine.describe();
  result.stealPct = machine.stealPct();
  result.cpuProbeMs = machine.probes();
  fs.mkdirSync(RESULTS, { recursive: true });
  fs.writeFileSync(path.join(RESULTS, 'interactions.json'), JSON.stringify(result, null, 2) + '\n');
  fs.writeFileSync(path.join(RESULTS, 'interactions.md'), `# Interactions\n\n${interactionsTable(result)}\n`);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await measureInteractions();
  console.log(interactionsTable(r));
  process.exit(0);
}
