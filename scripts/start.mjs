// Starts the api server (which serves the shell, the deployed remotes, the registry and /api/v1).
// Usage: node scripts/start.mjs [--sandbox]
import path from 'node:path';
import fs from 'node:fs';
import { ROOT, apiProcess, fail, run } from './lib.mjs';

if (!fs.existsSync(path.join(ROOT, 'api', 'node_modules', 'tsx')))
  fail('dependencies are missing: run npm run up (or pnpm install) first');
if (!fs.existsSync(path.join(ROOT, 'shell', 'dist', 'index.html')))
  fail('the shell is not built: run pnpm build');
// --sandbox (what `npm start` passes): SANDBOX=on, the development mailbox, SMS outbox, KYC sandbox, development
// sign-in provider, fixed location and demo accounts. Without it the server reads SANDBOX from the environment
// (off unless set), as a deployment does.
const env = process.argv.includes('--sandbox') ? { SANDBOX: 'on' } : {};
// On the embedded database: the small-server memory flags and malloc setting (scripts/lib.mjs).
const api = apiProcess(process.env);
Object.assign(env, api.env);
// One node process, TypeScript compiled on require (api/server.cjs; not the tsx CLI, which adds a parent process
// and an ESM loader thread).
process.exit(await run(process.execPath, [...api.nodeFlags, path.join(ROOT, 'api', 'server.cjs')], { env }));
