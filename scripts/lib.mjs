// Helpers for the workspace scripts. Node built-ins only: these run before dependencies are installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteDirs } from '../tooling/remotes.cjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';
/** Every `mfe-*` folder with a package.json (tooling/remotes.cjs): adding a remote needs no edit here. */
export const REMOTE_DIRS = remoteDirs(ROOT);
export const BUNDLE_DIRS = ['shell', ...REMOTE_DIRS];

/**
 * How the api runs on the embedded database (no DATABASE_URL), the small-server default (issue 9 item 7). On
 * PostgreSQL the api keeps Node's and glibc's defaults (throughput matters there, memory does not press).
 * - `--max-semi-space-size=2`: a 2 MiB young generation instead of 16 MiB semi-spaces (idle 284 vs 325 MiB), for
 *   about 8% fewer requests a second.
 * - `--wasm-num-compilation-tasks=0`: PGlite's WebAssembly is compiled on the main thread. Compiled by V8's
 *   background threads, its compilers' scratch memory stayed in those threads' malloc arenas after it was freed:
 *   40 to 60 MiB of the idle process for good. Start time and throughput measured the same (5.2 to 5.4 s to a
 *   healthy server; GET /user/me 13,000 to 15,000/s either way).
 * - `MALLOC_MMAP_THRESHOLD_=131072`: glibc's fixed threshold above which malloc maps memory of its own and
 *   returns it to the system on free. glibc's default raises the threshold to the size of the largest block freed
 *   (a password check's 16 MiB scrypt buffer), after which blocks up to that size stay in the arenas once freed.
 * Together: idle 195 to 214 MiB where it was 249 to 284 MiB (same start, login and reads; decisions 2026-11-25).
 * V8 takes only some flags from NODE_OPTIONS (not the wasm one), so these are passed on the command line.
 */
const EMBEDDED_API_NODE_FLAGS = ['--max-semi-space-size=2', '--wasm-num-compilation-tasks=0'];
const EMBEDDED_API_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' };

/** Node flags and environment of an api process: the embedded ones unless it talks to PostgreSQL. */
export function apiProcess(env = process.env) {
  if (env.DATABASE_URL) return { nodeFlags: [], env: {} };
  return { nodeFlags: EMBEDDED_API_NODE_FLAGS, env: EMBEDDED_API_ENV };
}

export function log(msg) {
  process.stdout.write(`\x1b[36m[arcade]\x1b[0m ${msg}\n`);
}

export function fail(msg) {
  process.stderr.write(`\x1b[31m[arcade] ${msg}\x1b[0m\n`);
  process.exit(1);
}

/** Runs a command, inheriting output; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function mustRun(cmd, args, options = {}) {
  const code = await run(cmd, args, options);
  if (code !== 0) fail(`${cmd} ${args.join(' ')} failed with exit code ${code}`);
}

function has(cmd, args = ['--version']) {
  const r = spawnSync(cmd, args, { stdio: 'pipe', encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** pnpm, installed with npm when missing (corepack's signature checks fail here). */
export async function ensurePnpm() {
  const localBin = path.join(ROOT, '.tools', 'node_modules', '.bin');
  if (fs.existsSync(path.join(localBin, 'pnpm')))
    process.env.PATH = `${localBin}${path.delimiter}${process.env.PATH}`;
  const v = has('pnpm');
  if (v === PNPM_VERSION) return 'pnpm';
  log(`installing pnpm ${PNPM_VERSION} (found ${v ?? 'none'})`);
  const global = await run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`, '--no-fund', '--no-audit']);
  if (global !== 0 || has('pnpm') !== PNPM_VERSION) {
    fs.mkdirSync(path.join(ROOT, '.tools'), { recursive: true });
    await mustRun('npm', [
      'install',
      '--prefix',
      path.join(ROOT, '.tools'),
      `pnpm@${PNPM_VERSION}`,
      '--no-fund',
      '--no-audit',
    ]);
    process.env.PATH = `${localBin}${path.delimiter}${process.env.PATH}`;
  }
  if (!has('pnpm')) fail('pnpm could not be installed');
  return 'pnpm';
}

export async function installDependencies() {
  await ensurePnpm();
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  await mustRun('pnpm', ['install', ...frozen]);
}

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Launch flags for Debian's Chromium here (its background services would try the closed network). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium for Playwright (never `playwright install`: downloads fail here). */
export async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return CHROMIUM;
  if (typeof process.getuid === 'function' && process.getuid() !== 0 && !has('sudo', ['-n', 'true'])) {
    fail(`Chromium is missing at ${CHROMIUM}; install it with: sudo apt-get install -y chromium`);
  }
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  log('installing Debian chromium (apt-get)');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const [c, ...a] = [...sudo, 'apt-get', 'update'];
  await mustRun(c, a, { env });
  const [c2, ...a2] = [...sudo, 'apt-get', 'install', '-y', '--no-install-recommends', 'chromium'];
  await mustRun(c2, a2, { env });
  if (!fs.existsSync(CHROMIUM)) fail(`apt-get finished but ${CHROMIUM} is still missing`);
  return CHROMIUM;
}

/** Runs tasks with at most `limit` at a time; resolves with their results in order. */
export async function pool(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i], i);
      }
    }),
  );
  return results;
}
