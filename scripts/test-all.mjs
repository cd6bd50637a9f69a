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
log('production build');
await buildAll();
log('end-to-end tests (Playwright, Debian chromium)');
await mustRun('pnpm', ['exec', 'playwright', 'test', '-c', 'playwright.config.ts'], {
  cwd: path.join(ROOT, 'e2e'),
});
log(`all tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
