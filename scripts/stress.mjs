// The tests on a busy machine (issue 34 item 9): loads the CPU on purpose with busy worker threads while the jest
// suites and the Playwright suite run, so anyone can show that the tests wait for states and not for times.
//
//   node scripts/stress.mjs                         jest (every project), then e2e, under 2 × cores busy threads
//   node scripts/stress.mjs --workers 8             the load's size (busy threads; default 2 × cores)
//   node scripts/stress.mjs --only jest             only jest (or --only e2e)
//   node scripts/stress.mjs -- --selectProjects mfe-games mfe-admin      arguments after -- go to jest
//   node scripts/stress.mjs --only e2e -- tests/layout.spec.ts           (or, with --only e2e, to Playwright)
//   node scripts/stress.mjs --no-build                                    e2e on the bundles as they are built
//   npm test -- --stress                            every stage of npm test under the same load
//
// The load is bounded: the threads belong to this process and end with it (and on Ctrl-C), and each one also stops
// by itself after --max-minutes (default 90). e2e needs a build: a missing or stale one is built first, before the
// load starts (the build is not under test). The exit code is non-zero when a suite failed.
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { BUNDLE_DIRS, ROOT, log, run } from './lib.mjs';

const BUSY_WORKER = `
const { workerData } = require('node:worker_threads');
const until = Date.now() + workerData.maxMs;
let x = 0;
// Integer arithmetic in slices, checking the clock between them: all CPU, no memory, no I/O.
while (Date.now() < until) for (let i = 0; i < 5_000_000; i++) x = (x + i * 31) % 1_000_003;
`;

/** The default size of the load: two busy threads per core, so the tests get well under half of each core. */
export const defaultWorkers = () => 2 * (os.availableParallelism?.() ?? os.cpus().length);

/**
 * How long a fixed piece of CPU work takes now, in ms (the median of three): read before the load and under it,
 * it says how much slower the machine became for the tests.
 */
export function probeMs() {
  const times = [];
  for (let n = 0; n < 3; n++) {
    const t = process.hrtime.bigint();
    let x = 0;
    for (let i = 0; i < 20_000_000; i++) x = (x + i * 31) % 1_000_003;
    if (x < 0) throw new Error('unreachable');
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  return Math.round(times.sort((a, b) => a - b)[1]);
}

/**
 * Starts `workers` busy threads; answers `stop()`, which ends them. They also end with this process and after
 * `maxMinutes` whatever happens.
 */
export async function startLoad({ workers = defaultWorkers(), maxMinutes = 90 } = {}) {
  const threads = Array.from(
    { length: workers },
    () => new Worker(BUSY_WORKER, { eval: true, workerData: { maxMs: maxMinutes * 60_000 } }),
  );
  // Busy once each has started; from then on nothing keeps this process alive for them.
  await Promise.all(threads.map((t) => once(t, 'online')));
  for (const t of threads) t.unref();
  const stop = async () => {
    await Promise.all(threads.map((t) => t.terminate()));
  };
  const onSignal = (signal) => {
    void stop().finally(() => process.kill(process.pid, signal));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return {
    workers,
    stop: async () => {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      await stop();
    },
  };
}

function parseArgs(argv) {
  const dash = argv.indexOf('--');
  const own = dash === -1 ? argv : argv.slice(0, dash);
  const passed = dash === -1 ? [] : argv.slice(dash + 1);
  const value = (name) => {
    const i = own.indexOf(name);
    return i === -1 ? undefined : own[i + 1];
  };
  const workers = Number(value('--workers') ?? defaultWorkers());
  const maxMinutes = Number(value('--max-minutes') ?? 90);
  const only = value('--only');
  if (!Number.isInteger(workers) || workers < 1) throw new Error('--workers takes a whole number above 0');
  if (!(maxMinutes > 0)) throw new Error('--max-minutes takes a number above 0');
  if (only && only !== 'jest' && only !== 'e2e') throw new Error('--only takes jest or e2e');
  const noBuild = own.includes('--no-build');
  return {
    workers,
    maxMinutes,
    only,
    noBuild,
    jestArgs: only === 'e2e' ? [] : passed,
    e2eArgs: only === 'e2e' ? passed : [],
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

async function main() {
  const { workers, maxMinutes, only, noBuild, jestArgs, e2eArgs } = parseArgs(process.argv.slice(2));
  const suites = [];
  if (only !== 'e2e')
    suites.push({
      name: `jest ${jestArgs.join(' ')}`.trim(),
      cmd: 'pnpm',
      args: ['exec', 'jest', '--ci', ...jestArgs],
    });
  if (only !== 'jest') {
    const { isFresh } = await import('./build-all.mjs');
    const stale = noBuild ? [] : BUNDLE_DIRS.filter((d) => !isFresh(d));
    if (stale.length) {
      log(`e2e needs a build: building ${stale.join(', ')} first, without the load`);
      const code = await run('node', ['scripts/build-all.mjs', ...stale]);
      if (code !== 0) {
        log(`the build failed (exit code ${code}): e2e cannot run`);
        process.exit(1);
      }
    }
    suites.push({
      name: `e2e (Playwright) ${e2eArgs.join(' ')}`.trim(),
      cmd: 'pnpm',
      args: ['exec', 'playwright', 'test', '-c', 'playwright.config.ts', ...e2eArgs],
      cwd: path.join(ROOT, 'e2e'),
    });
  }

  const quiet = probeMs();
  const load = await startLoad({ workers, maxMinutes });
  const loaded = probeMs();
  log(
    `stress: ${load.workers} busy threads on ${os.availableParallelism?.() ?? os.cpus().length} cores ` +
      `(a fixed CPU probe: ${quiet} ms before the load, ${loaded} ms under it, ${(loaded / quiet).toFixed(1)}× slower; ` +
      `load average ${os.loadavg()[0].toFixed(1)})`,
  );
  const results = [];
  try {
    for (const s of suites) {
      log(`stress: ${s.name}`);
      const t = Date.now();
      const code = await run(s.cmd, s.args, s.cwd ? { cwd: s.cwd } : {});
      results.push({ ...s, code, ms: Date.now() - t, load: os.loadavg()[0] });
    }
  } finally {
    await load.stop();
  }
  log(`stress: the load is stopped; ${load.workers} busy threads ran on every suite`);
  for (const r of results)
    log(
      `  ${r.code === 0 ? 'passed' : `FAILED (exit code ${r.code})`}  ${r.name}  ${seconds(r.ms)} ` +
        `(load average ${r.load.toFixed(1)} at its end)`,
    );
  process.exitCode = results.every((r) => r.code === 0) ? 0 : 1;
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) await main();
