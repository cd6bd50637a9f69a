// Every test: set-up (pnpm, dependencies, Debian chromium), lint and types, unit and server tests, the
// production build, then the Playwright suite against the built site served by the api.
import path from 'node:path';
import { ROOT, ensureChromium, installDependencies, log, mustRun } from './lib.mjs';
import { buildAll } from './build-all.mjs';

const started = Date.now();
await installDependencies();
await ensureChromium();
log('lint and type check');
await mustRun('pnpm', ['run', 'lint']);
await mustRun('pnpm', ['run', 'typecheck']);
log('unit and server tests (jest, embedded database)');
await mustRun('pnpm', ['exec', 'jest', '--ci']);
// The multi-node suites (two api nodes over Redis, the live-user cache's cross-node invalidation) need a
// PostgreSQL server and Redis; without them jest reports them as skipped. .ci/run runs every api suite again
// with DATABASE_URL and REDIS_URL set, where none is skipped.
if (!process.env.DATABASE_URL || !process.env.REDIS_URL)
  log(
    'the skipped api suites above need PostgreSQL and Redis (DATABASE_URL, REDIS_URL): ' +
      '.ci/run runs them; alone: DATABASE_URL=postgres://… REDIS_URL=redis://… pnpm exec jest --selectProjects api',
  );
log('production build');
await buildAll();
log('end-to-end tests (Playwright, Debian chromium)');
await mustRun('pnpm', ['exec', 'playwright', 'test', '-c', 'playwright.config.ts'], {
  cwd: path.join(ROOT, 'e2e'),
});
log(`all tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
