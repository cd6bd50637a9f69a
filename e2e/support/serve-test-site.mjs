// Starts a fresh site for the e2e suite: remotes deployed from their dist folders into e2e/.site/deploy,
// a new embedded database in e2e/.site/db, sandbox providers, fixed location.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const site = path.resolve(process.env.E2E_SITE_DIR ?? path.join(here, '..', '.site'));
fs.rmSync(site, { recursive: true, force: true });
fs.mkdirSync(site, { recursive: true });
const env = {
  ...process.env,
  NODE_ENV: 'test',
  // The suites use the development mailbox, SMS outbox, KYC sandbox, Google provider and the geo override.
  SANDBOX: 'on',
  PORT: process.env.E2E_PORT ?? '4317',
  HOST: '127.0.0.1',
  DATA_DIR: path.join(site, 'db'),
  DEPLOY_DIR: path.join(site, 'deploy'),
  JWT_SECRET: 'e2e-only-secret-0123456789abcdef0123456789abcdef',
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
const deployed = spawnSync('node', [path.join(root, 'scripts/remote.mjs'), 'deploy-all'], {
  env,
  stdio: 'inherit',
});
if (deployed.status !== 0) process.exit(deployed.status ?? 1);
const server = spawn(process.execPath, [path.join(root, 'api/server.cjs')], {
  env,
  stdio: 'inherit',
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
