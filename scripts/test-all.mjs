// Every test: set-up (pnpm, dependencies, Debian chromium), lint and types, unit and server tests, the
// production build, then the Playwright suite against the built site served by the api.
//
// Every stage runs, whatever an earlier one did, and the end says what failed, all together: a stage that needs one
// that failed (e2e without a build) is reported as not run, with the reason. Each stage's duration is printed. The
// exit code is 1 when anything failed or could not run.
//
//   npm test                     every stage
//   npm test -- --stress [N]     the same under N busy threads (default 2 × cores), scripts/stress.mjs
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM, ROOT, log, run } from './lib.mjs';

const started = Date.now();
const argv = process.argv.slice(2);
const stressAt = argv.indexOf('--stress');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** name -> { status: 'passed' | 'failed' | 'not run', ms, why } */
const results = new Map();

/**
 * Runs a stage unless one it needs did not pass. `fn` answers an exit code (0: passed) or throws (failed).
 */
async function stage(name, needs, fn) {
  const missing = needs.filter((n) => results.get(n)?.status !== 'passed');
  if (missing.length) {
    const why = missing.map((n) => `${n} ${results.get(n)?.status ?? 'not run'}`).join(', ');
    results.set(name, { status: 'not run', ms: 0, why: `needs ${missing.join(' and ')} (${why})` });
    log(`${name}: not run: needs ${missing.join(' and ')}`);
    return;
  }
  log(name);
  const t = Date.now();
  let code;
  let why = '';
  try {
    code = await fn();
  } catch (e) {
    code = 1;
    why = e instanceof Error ? e.message : String(e);
  }
  const ms = Date.now() - t;
  const status = code === 0 ? 'passed' : 'failed';
  if (status === 'failed' && !why) why = `exit code ${code}`;
  results.set(name, { status, ms, why });
  log(`${name}: ${status} in ${seconds(ms)}${why ? ` (${why})` : ''}`);
}

/** A workspace helper of lib.mjs in a child process (they end the process on failure): answers its exit code. */
const helper = (name) =>
  run(process.execPath, [
    '--input-type=module',
    '-e',
    `const m = await import(${JSON.stringify(path.join(ROOT, 'scripts', 'lib.mjs'))}); await m.${name}();`,
  ]);

await stage('dependencies', [], async () => {
  const code = await helper('installDependencies');
  // pnpm may have been installed into .tools (lib.mjs ensurePnpm): the next stages find it there.
  const localBin = path.join(ROOT, '.tools', 'node_modules', '.bin');
  if (fs.existsSync(path.join(localBin, 'pnpm')))
    process.env.PATH = `${localBin}${path.delimiter}${process.env.PATH}`;
  return code;
});
await stage('chromium', [], () => helper('ensureChromium'));

let load = null;
if (stressAt !== -1) {
  const { defaultWorkers, probeMs, startLoad } = await import('./stress.mjs');
  const n = Number(argv[stressAt + 1]);
  const workers = Number.isInteger(n) && n > 0 ? n : defaultWorkers();
  const quiet = probeMs();
  load = await startLoad({ workers });
  log(
    `stress: ${workers} busy threads (a fixed CPU probe: ${quiet} ms before, ${probeMs()} ms under the load)`,
  );
}

try {
  await stage('lint', ['dependencies'], () => run('pnpm', ['run', 'lint']));
  await stage('typecheck', ['dependencies'], () => run('pnpm', ['run', 'typecheck']));
  await stage('jest', ['dependencies'], () => run('pnpm', ['exec', 'jest', '--ci']));
  // The multi-node suites (two api nodes over Redis, the live-user cache's cross-node invalidation) need a
  // PostgreSQL server and Redis; without them jest reports them as skipped. .ci/run runs every api suite again
  // with DATABASE_URL and REDIS_URL set, where none is skipped.
  if (!process.env.DATABASE_URL || !process.env.REDIS_URL)
    log(
      'the skipped api suites above need PostgreSQL and Redis (DATABASE_URL, REDIS_URL): ' +
        '.ci/run runs them; alone: DATABASE_URL=postgres://… REDIS_URL=redis://… pnpm exec jest --selectProjects api',
    );
  await stage('build', ['dependencies'], () => run(process.execPath, ['scripts/build-all.mjs']));
  await stage('e2e', ['dependencies', 'chromium', 'build'], () => {
    if (!fs.existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}`);
    return run('pnpm', ['exec', 'playwright', 'test', '-c', 'playwright.config.ts'], {
      cwd: path.join(ROOT, 'e2e'),
    });
  });
} finally {
  if (load) await load.stop();
}

const total = Date.now() - started;
log(`summary (${seconds(total)} in all${load ? `, under ${load.workers} busy threads` : ''}):`);
for (const [name, r] of results)
  log(
    `  ${r.status.padEnd(7)}  ${name.padEnd(12)} ${r.status === 'not run' ? '' : seconds(r.ms).padStart(8)}` +
      `${r.why ? `  ${r.why}` : ''}`,
  );
const bad = [...results].filter(([, r]) => r.status !== 'passed');
if (bad.length) {
  process.stderr.write(
    `\x1b[31m[arcade] ${bad.map(([n, r]) => `${n} ${r.status}`).join(', ')}: see each stage's output above\x1b[0m\n`,
  );
  process.exitCode = 1;
} else {
  log(`all tests passed in ${seconds(total)}`);
}
