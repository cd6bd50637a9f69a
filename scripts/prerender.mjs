// Renders a visitor's first screen of every route marked `prerender` (contracts/src/routes.ts) with the built shell
// and the deployed remotes, and writes <deployDir>/prerender.json for the api to put into the HTML (issue 9, LCP:
// the largest element of the first screen arrives with the HTML instead of after main.js has run).
//   node scripts/prerender.mjs            (remote.mjs runs it after every deploy, rollback and deploy-all)
//   node scripts/prerender.mjs --answers <file.json>
//     the routes with boot answers (RouteDef.answers: /, /games) rendered with these answers ({"answers": {...}}),
//     into <deployDir>/prerender-data.json; the api runs it when the answers it inlines change (data-pictures.ts).
// The pages run in jsdom exactly as built, with their files read from disk; API calls never answer, so each page is
// caught in the state a browser shows before its data arrives (skeletons), which is also what the shell renders
// first. A page that does not settle, or settles on a remote's fallback, is left out (it is served as before).
import fs from 'node:fs';
import path from 'node:path';
import { require as tsRequire } from 'tsx/cjs/api';
import { JSDOM, ResourceLoader, VirtualConsole } from 'jsdom';
import { ROOT, log } from './lib.mjs';

const contracts = tsRequire('../contracts/src/index.ts', import.meta.url);
const {
  ROUTES,
  STAFF_ONLY_REMOTES,
  DESKTOP_BREAKPOINT_PX,
  BOOT_DATA_ID,
  PRERENDER_FILE,
  PRERENDER_DATA_FILE,
  answersDigest,
  prerenderKey,
} = contracts;

/** Never a real origin: what the pages' absolute URLs start with, taken out of the markup. */
const ORIGIN = 'http://prerender.invalid';
const SETTLE_MS = 150;
const PAGE_TIMEOUT_MS = 15_000;
const CONCURRENCY = 4;
/** Attributes that identify live elements (tests, the loader, labels): the picture must not be mistaken for them. */
const STRIPPED_ATTRIBUTES = [
  'id',
  'for',
  'data-testid',
  'data-remote',
  'data-remote-version',
  'data-remote-fallback',
  'data-remote-pending',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
];

const prerenderFile = (deployDir, answers) =>
  path.join(deployDir, answers ? PRERENDER_DATA_FILE : PRERENDER_FILE);

/** Files the page asks for, from the shell build or the deploy folder, by URL path. */
function fileFor(shellDir, deployDir, url) {
  const { pathname } = new URL(url);
  const decoded = decodeURIComponent(pathname);
  const [base, rel] = decoded.startsWith('/remotes/')
    ? [deployDir, decoded.slice(1)]
    : [shellDir, decoded.slice(1)];
  const file = path.resolve(base, rel);
  if (!file.startsWith(path.resolve(base) + path.sep)) throw new Error(`outside the site: ${url}`);
  return file;
}

function renderPage({ shellDir, deployDir, html, pathname, wide, complete }) {
  let pending = 0;
  let lastActivity = Date.now();
  const read = async (url) => {
    pending += 1;
    try {
      await new Promise((r) => setImmediate(r));
      return await fs.promises.readFile(fileFor(shellDir, deployDir, url));
    } finally {
      pending -= 1;
      lastActivity = Date.now();
    }
  };
  class Files extends ResourceLoader {
    fetch(url) {
      return read(url);
    }
  }
  const errors = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (e) => errors.push(String(e.message).slice(0, 200)));
  const dom = new JSDOM(html, {
    url: ORIGIN + pathname,
    runScripts: 'dangerously',
    resources: new Files(),
    pretendToBeVisual: true,
    virtualConsole,
    beforeParse(w) {
      for (const k of ['TextEncoder', 'TextDecoder', 'Request', 'Response', 'Headers', 'ReadableStream']) {
        w[k] = globalThis[k];
      }
      for (const k of ['AbortController', 'AbortSignal']) w[k] = globalThis[k];
      const breakpoint = new RegExp(`min-width:\\s*${DESKTOP_BREAKPOINT_PX}px`);
      w.matchMedia = (query) => ({
        matches: wide && breakpoint.test(query),
        media: query,
        onchange: null,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        dispatchEvent: () => false,
      });
      w.fetch = async (input) => {
        const url = new URL(typeof input === 'string' ? input : input.url, ORIGIN);
        // The API never answers: the page shows what it shows before its data (and asks no session: a visitor).
        if (
          url.origin !== ORIGIN ||
          url.pathname.startsWith('/api/') ||
          url.pathname.startsWith('/socket.io')
        )
          return new Promise(() => {});
        const body = await read(url.href);
        const type = url.pathname.endsWith('.json') ? 'application/json' : 'application/octet-stream';
        return new Response(body, { status: 200, headers: { 'content-type': type } });
      };
      const inert = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      };
      w.IntersectionObserver = inert;
      w.ResizeObserver = inert;
      w.scrollTo = () => {};
      w.requestIdleCallback = (cb) =>
        w.setTimeout(() => cb({ didTimeout: false, timeRemaining: () => 50 }), 1);
      w.cancelIdleCallback = (id) => w.clearTimeout(id);
    },
  });
  const w = dom.window;
  // A change to the document is activity too (a modal opened by an effect after the last file arrived).
  new w.MutationObserver(() => {
    lastActivity = Date.now();
  }).observe(w.document, { childList: true, subtree: true, attributes: true, characterData: true });
  return new Promise((resolve) => {
    const started = Date.now();
    const tick = setInterval(() => {
      const doc = w.document;
      const page = doc.querySelector('#root [data-remote]');
      const failed = doc.querySelector('#root [data-remote-fallback]');
      const timedOut = Date.now() - started > PAGE_TIMEOUT_MS;
      const quiet = pending === 0 && Date.now() - lastActivity >= SETTLE_MS;
      // With its data (boot answers), a page is pictured only once nothing in it waits any more: quiet alone is
      // not enough, a time-sliced render (the catalogue's cards) or a lazy chunk (their art) can run past it.
      if (complete && quiet && doc.querySelector('#root .ui-skeleton') && !timedOut) return;
      if (!((page || failed) && quiet) && !timedOut) return;
      clearInterval(tick);
      let result = null;
      let reason = timedOut ? 'did not settle' : failed ? 'a remote failed' : null;
      try {
        if (!reason) result = snapshot(w, wide ? 'w' : 'n');
      } catch (err) {
        reason = `snapshot failed: ${err instanceof Error ? err.message : err}`;
      } finally {
        w.close();
      }
      resolve({ result, reason, errors });
    }, 25);
  });
}

/**
 * An SVG's own ids (gradients, clip paths) are what its fills point at: they stay, renamed for the layout and the
 * picture (`url(#x)` and `href="#x"` follow), so the two layouts and the live page never share one.
 */
function renameSvgIds(holder, prefix) {
  for (const svg of holder.querySelectorAll('svg')) {
    const renamed = new Map();
    for (const el of svg.querySelectorAll('[id]')) {
      const next = `pr${prefix}-${el.id}`;
      renamed.set(el.id, next);
      el.setAttribute('data-prerender-id', next);
    }
    if (renamed.size === 0) continue;
    const refer = (value) =>
      value
        .replace(/url\(#([^)]+)\)/g, (m, id) => (renamed.has(id) ? `url(#${renamed.get(id)})` : m))
        .replace(/^#(.+)$/, (m, id) => (renamed.has(id) ? `#${renamed.get(id)}` : m));
    for (const el of [svg, ...svg.querySelectorAll('*')]) {
      for (const attr of [...el.attributes]) {
        if (attr.name === 'id' || attr.name === 'data-prerender-id') continue;
        if (attr.value.includes('#')) el.setAttribute(attr.name, refer(attr.value));
      }
    }
  }
}

/** The page as painted: #root's content and the portals after it (modals), without the loader and identities. */
function snapshot(w, prefix) {
  const doc = w.document;
  const root = doc.getElementById('root');
  const nodes = [...root.children];
  for (let n = root.nextElementSibling; n; n = n.nextElementSibling) {
    if (!['SCRIPT', 'NOSCRIPT'].includes(n.tagName)) nodes.push(n);
  }
  const holder = doc.createElement('div');
  for (const n of nodes) holder.appendChild(n.cloneNode(true));
  for (const el of holder.querySelectorAll('.shell-loader, script')) el.remove();
  renameSvgIds(holder, prefix);
  for (const el of [holder, ...holder.querySelectorAll('*')]) {
    for (const a of STRIPPED_ATTRIBUTES) el.removeAttribute(a);
  }
  for (const el of holder.querySelectorAll('[data-prerender-id]')) {
    el.setAttribute('id', el.getAttribute('data-prerender-id'));
    el.removeAttribute('data-prerender-id');
  }
  const markup = holder.innerHTML.split(ORIGIN).join('');
  const styles = [...doc.head.querySelectorAll('style')]
    .filter((s) => !s.closest('[data-prerender-skip]'))
    .map((s) => s.textContent ?? '')
    .slice(1); // the first is index.html's own critical style, already in the page
  return { markup, styles };
}

function bootHtml(template, registry, answers) {
  const boot = JSON.stringify(
    answers ? { registry, signedIn: false, answers } : { registry, signedIn: false },
  ).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${BOOT_DATA_ID}">${boot}</script>`;
  return template.replace('</head>', `${block}</head>`);
}

function readJson(file, fallback) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return fallback;
  }
}

/**
 * Writes <deployDir>/prerender.json for the shell build and registry there now, unless it is already theirs; with
 * `answers`, <deployDir>/prerender-data.json: the routes with boot answers, rendered with them (each page records
 * the digest of the answers it was made with). Never throws: a page that cannot be rendered is served without its
 * picture (the answer's `skipped` lists them).
 */
export async function prerenderSite({
  deployDir,
  shellDir = path.resolve(process.env.SHELL_DIR || path.join(ROOT, 'shell', 'dist')),
  force = false,
  answers = null,
} = {}) {
  const file = prerenderFile(deployDir, answers);
  let template;
  try {
    template = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  } catch {
    log('prerender: the shell is not built; no page prerendered');
    fs.rmSync(file, { force: true });
    return null;
  }
  const registry = readJson(path.join(deployDir, 'remotes.json'), { updatedAt: null, remotes: {} });
  const key = prerenderKey(template, registry.remotes ?? {}, STAFF_ONLY_REMOTES);
  if (!force && !answers && readJson(file, null)?.key === key) return readJson(file, null);
  const started = Date.now();
  const html = bootHtml(template, registry, answers);
  const styles = [];
  const pages = {};
  const skipped = [];
  const routes = ROUTES.filter((r) => r.prerender && (!answers || r.answers?.length));
  // A page spends most of its time waiting to settle: a few at once (each its own window and timers).
  const rendered = new Map();
  const queue = routes.flatMap((r) => [
    { path: r.path, wide: false },
    { path: r.path, wide: true },
  ]);
  // Page code that rejects without a handler must not end the deploy (Node ends on an unhandled rejection).
  const swallow = () => undefined;
  process.on('unhandledRejection', swallow);
  await Promise.allSettled(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const out = await renderPage({
          shellDir,
          deployDir,
          html,
          pathname: job.path,
          wide: job.wide,
          complete: Boolean(answers),
        }).catch((err) => ({
          result: null,
          reason: `failed: ${err instanceof Error ? err.message : err}`,
          errors: [],
        }));
        rendered.set(`${job.path} ${job.wide}`, out);
      }
    }),
  );
  for (const route of routes) {
    const narrow = rendered.get(`${route.path} false`);
    const wide = rendered.get(`${route.path} true`);
    if (!narrow.result || !wide.result) {
      skipped.push(
        `${route.path} (${narrow.reason ?? wide.reason}${narrow.errors[0] ? `: ${narrow.errors[0]}` : ''})`,
      );
      continue;
    }
    const indexes = [...new Set([...narrow.result.styles, ...wide.result.styles])].map((text) => {
      const at = styles.indexOf(text);
      return at >= 0 ? at : styles.push(text) - 1;
    });
    pages[route.path] = { styles: indexes, narrow: narrow.result.markup, wide: wide.result.markup };
    if (answers) pages[route.path].answers = answersDigest(route.answers, answers);
  }
  process.off('unhandledRejection', swallow);
  // Another deploy switched the registry meanwhile: its own prerender writes the file for it.
  const latest = readJson(path.join(deployDir, 'remotes.json'), { remotes: {} });
  if (prerenderKey(template, latest.remotes ?? {}, STAFF_ONLY_REMOTES) !== key) {
    log('prerender: the registry changed while rendering; left to the deploy that changed it');
    return null;
  }
  const out = { key, madeAt: new Date().toISOString(), styles, pages, skipped };
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(out));
  fs.renameSync(tmp, file);
  const kib = (fs.statSync(file).size / 1024).toFixed(0);
  log(
    `prerendered ${Object.keys(pages).length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s (${kib} KiB)` +
      (skipped.length ? `; left out: ${skipped.join(', ')}` : ''),
  );
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { deployDir } = await import('./remote.mjs');
  const at = process.argv.indexOf('--answers');
  const answers = at === -1 ? null : JSON.parse(fs.readFileSync(process.argv[at + 1], 'utf8')).answers;
  if (at !== -1 && (!answers || typeof answers !== 'object')) {
    log('prerender: --answers needs a file with {"answers": {...}}');
    process.exit(2);
  }
  const out = await prerenderSite({
    deployDir: deployDir(),
    force: process.argv.includes('--force'),
    answers,
  });
  // The api's data render (--answers) counts a page left out as a failure (it waits before trying again).
  if (answers && (!out || out.skipped.length > 0)) process.exitCode = 1;
}
