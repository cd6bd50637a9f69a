// Deploy and roll back remotes without rebuilding or restarting anything.
//   node scripts/remote.mjs deploy <remote> [--from <build dir>]
//   node scripts/remote.mjs rollback <remote> [version]
//   node scripts/remote.mjs status
//   node scripts/remote.mjs deploy-all
// DEPLOY_DIR (default <repo>/.deploy) holds remotes/<name>/<version>/ (immutable) and remotes.json (the registry).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_DIRS, ROOT, fail, log } from './lib.mjs';
import { precompressDir } from './precompress.mjs';

export const deployDir = () => path.resolve(process.env.DEPLOY_DIR || path.join(ROOT, '.deploy'));
const registryPath = () => path.join(deployDir(), 'remotes.json');

/** 'mfe-legal', 'mfe_legal' or 'legal' -> { dir: 'mfe-legal', name: 'mfe_legal' } */
export function resolveRemote(input) {
  if (!input) fail('name a remote: one of ' + REMOTE_DIRS.join(', '));
  const dir = input.replace(/_/g, '-').replace(/^(?!mfe-)/, 'mfe-');
  if (!REMOTE_DIRS.includes(dir))
    fail(`unknown remote "${input}"; expected one of ${REMOTE_DIRS.join(', ')}`);
  return { dir, name: dir.replace(/-/g, '_') };
}

function listFiles(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? listFiles(p, base) : [path.relative(base, p)];
  });
}

/** Hash of the build's own files (not of the .br/.gz copies, so a version does not depend on precompression). */
function contentHash(dir) {
  const h = crypto.createHash('sha256');
  const files = listFiles(dir);
  const own = new Set(files);
  const copy = (f) => /\.(br|gz)$/.test(f) && own.has(f.slice(0, -3));
  for (const f of files.filter((f) => !copy(f)).sort()) {
    h.update(f);
    h.update(fs.readFileSync(path.join(dir, f)));
  }
  return h.digest('hex').slice(0, 10);
}

export function readRegistry() {
  try {
    return JSON.parse(fs.readFileSync(registryPath(), 'utf8'));
  } catch {
    return { updatedAt: null, remotes: {} };
  }
}

/** Atomic switch: write a temp file beside the registry, then rename over it. */
function writeRegistry(registry) {
  fs.mkdirSync(deployDir(), { recursive: true });
  const tmp = `${registryPath()}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify({ ...registry, updatedAt: new Date().toISOString() }, null, 2) + '\n');
  fs.renameSync(tmp, registryPath());
}

function withLock(fn) {
  fs.mkdirSync(deployDir(), { recursive: true });
  const lock = path.join(deployDir(), '.lock');
  for (let i = 0; ; i++) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      if (i > 100) fail(`registry is locked by ${lock}; remove it if no deploy is running`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

function manifestUrl(name, version) {
  return `/remotes/${name}/${version}/mf-manifest.json`;
}

export function deploy(input, from) {
  const { dir, name } = resolveRemote(input);
  const src = path.resolve(from || path.join(ROOT, dir, 'dist'));
  for (const f of ['mf-manifest.json', 'remoteEntry.js']) {
    if (!fs.existsSync(path.join(src, f)))
      fail(`${src} has no ${f}: build ${dir} first (pnpm --filter ${dir} build)`);
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(src, 'mf-manifest.json'), 'utf8'));
  if (manifest.name !== name) fail(`${src}/mf-manifest.json is for "${manifest.name}", not "${name}"`);
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
  const version = `${pkg.version}-${contentHash(src)}`;
  const target = path.join(deployDir(), 'remotes', name, version);
  if (!fs.existsSync(target)) {
    // Copy to a temp folder first so a half-copied version is never visible.
    const tmp = `${target}.tmp-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.cpSync(src, tmp, { recursive: true, preserveTimestamps: true });
    // .br and .gz beside each text file (kept when the build made them, written when it did not).
    precompressDir(tmp);
    fs.renameSync(tmp, target);
  }
  return withLock(() => {
    const registry = readRegistry();
    const current = registry.remotes[name];
    if (current?.version === version) {
      log(`${name} ${version} is already live`);
      return version;
    }
    const history = current ? [...(current.history ?? []).filter((v) => v !== version), current.version] : [];
    registry.remotes[name] = {
      version,
      manifest: manifestUrl(name, version),
      deployedAt: new Date().toISOString(),
      history,
    };
    writeRegistry(registry);
    log(`deployed ${name} ${version}${current ? ` (was ${current.version})` : ''}`);
    return version;
  });
}

export function rollback(input, version) {
  const { name } = resolveRemote(input);
  return withLock(() => {
    const registry = readRegistry();
    const current = registry.remotes[name];
    if (!current) fail(`${name} has never been deployed`);
    const history = [...(current.history ?? [])];
    const target = version ?? history[history.length - 1];
    if (!target) fail(`${name} has no earlier version to roll back to`);
    if (!fs.existsSync(path.join(deployDir(), 'remotes', name, target, 'mf-manifest.json'))) {
      fail(`${name} version ${target} is not deployed under ${deployDir()}`);
    }
    registry.remotes[name] = {
      version: target,
      manifest: manifestUrl(name, target),
      deployedAt: new Date().toISOString(),
      history: history.filter((v) => v !== target),
    };
    writeRegistry(registry);
    log(`rolled ${name} back to ${target} (was ${current.version})`);
    return target;
  });
}

/**
 * The prerendered first screens follow the registry (scripts/prerender.mjs; loaded only when needed). A failure
 * leaves the deploy done and the pages served without their picture (a stale file is never used: its key).
 */
export async function prerender() {
  try {
    const { prerenderSite } = await import('./prerender.mjs');
    await prerenderSite({ deployDir: deployDir() });
  } catch (err) {
    log(
      `prerender failed, pages are served without their first screen: ${err instanceof Error ? err.message : err}`,
    );
    fs.rmSync(path.join(deployDir(), 'prerender.json'), { force: true });
  }
}

async function main() {
  const [cmd, arg, ...rest] = process.argv.slice(2);
  const fromIdx = rest.indexOf('--from');
  switch (cmd) {
    case 'deploy':
      deploy(arg, fromIdx >= 0 ? rest[fromIdx + 1] : undefined);
      await prerender();
      break;
    case 'deploy-all':
      for (const dir of REMOTE_DIRS) deploy(dir);
      await prerender();
      break;
    case 'rollback':
      rollback(arg, rest[0]);
      await prerender();
      break;
    case 'status':
      process.stdout.write(JSON.stringify(readRegistry(), null, 2) + '\n');
      break;
    default:
      fail(
        'usage: remote.mjs deploy <remote> [--from dir] | rollback <remote> [version] | status | deploy-all',
      );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
