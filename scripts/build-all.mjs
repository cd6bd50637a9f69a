// Production build of the shell and every remote (two at a time on two cores), each dist precompressed (.br and
// .gz beside every text file, scripts/precompress.mjs). Writes build times to stdout.
import { BUNDLE_DIRS, ROOT, fail, log, pool, run } from './lib.mjs';
import { precompressDir } from './precompress.mjs';
import fs from 'node:fs';
import path from 'node:path';

const INPUTS = ['src', 'package.json', 'webpack.config.cjs', 'public', 'scripts'];
const SHARED_INPUTS = ['contracts/src', 'platform/src', 'shared-ui/src', 'tooling', 'pnpm-lock.yaml'];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...fs.readdirSync(p).map((f) => newestMtime(path.join(p, f))));
}

/** A bundle is fresh when its dist is newer than its own sources and the shared packages. */
export function isFresh(dir) {
  const built = path.join(ROOT, dir, 'dist', dir === 'shell' ? 'index.html' : 'mf-manifest.json');
  if (!fs.existsSync(built)) return false;
  const out = fs.statSync(built).mtimeMs;
  const inputs = [
    ...INPUTS.map((i) => path.join(ROOT, dir, i)),
    ...SHARED_INPUTS.map((i) => path.join(ROOT, i)),
  ];
  return inputs.every((i) => newestMtime(i) < out);
}

export async function buildAll(dirs = BUNDLE_DIRS) {
  const started = Date.now();
  const times = await pool(dirs, 2, async (dir) => {
    const t = Date.now();
    const code = await run('pnpm', ['run', 'build'], { cwd: path.join(ROOT, dir) });
    if (code !== 0) fail(`build of ${dir} failed`);
    const ms = Date.now() - t;
    const packed = precompressDir(path.join(ROOT, dir, 'dist'));
    log(
      `built ${dir} in ${(ms / 1000).toFixed(1)} s (${packed.files} text files: ` +
        `${(packed.raw / 1024).toFixed(1)} KiB, brotli ${(packed.br / 1024).toFixed(1)} KiB)`,
    );
    return [dir, ms];
  });
  const total = Date.now() - started;
  log(`all bundles built in ${(total / 1000).toFixed(1)} s`);
  return { total, each: Object.fromEntries(times) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.slice(2);
  const dirs = only.length ? only : BUNDLE_DIRS;
  await buildAll(dirs);
  // A new shell build makes the deployed first screens stale (their key names main.js): render them again now
  // rather than at the next deploy. Nothing to do before the first deploy.
  const { deployDir, prerender } = await import('./remote.mjs');
  if (dirs.includes('shell') && fs.existsSync(path.join(deployDir(), 'remotes.json'))) await prerender();
}
