// One command from a fresh machine with Node and npm: install, build every bundle, deploy the remotes, start.
import { installDependencies, log, mustRun, REMOTE_DIRS } from './lib.mjs';
import { buildAll, isFresh } from './build-all.mjs';
import { BUNDLE_DIRS } from './lib.mjs';
import { deploy, prerender } from './remote.mjs';

await installDependencies();
const stale = process.argv.includes('--rebuild') ? BUNDLE_DIRS : BUNDLE_DIRS.filter((d) => !isFresh(d));
if (stale.length) await buildAll(stale);
else log('every bundle is up to date (use --rebuild to force)');
for (const dir of REMOTE_DIRS) deploy(dir);
await prerender();
log(
  'starting the site (embedded PostgreSQL, SANDBOX=on: sandbox providers, fixed location, seeded demo accounts)',
);
await mustRun('node', ['scripts/start.mjs', '--sandbox']);
