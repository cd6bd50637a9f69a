// Starts the api server (which serves the shell, the deployed remotes, the registry and /api/v1).
import path from 'node:path';
import fs from 'node:fs';
import { ROOT, fail, run } from './lib.mjs';

const tsx = path.join(ROOT, 'api', 'node_modules', '.bin', 'tsx');
if (!fs.existsSync(tsx)) fail('dependencies are missing: run npm run up (or pnpm install) first');
if (!fs.existsSync(path.join(ROOT, 'shell', 'dist', 'index.html')))
  fail('the shell is not built: run pnpm build');
process.exit(await run(tsx, [path.join(ROOT, 'api', 'src', 'server.ts')]));
