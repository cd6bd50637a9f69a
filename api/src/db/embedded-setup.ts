import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A new embedded data folder is created, migrated and seeded in a short-lived child process
 * (embedded-setup-cli.ts), and the server then opens the finished folder. PGlite's wasm memory only grows: the
 * first migration and seed of a new database left 60 to 80 MiB of it in the server for good (an idle server on a
 * new folder 330 to 350 MiB, the same server restarted on it 257 to 263 MiB; issue 9's 300 MiB budget). Later
 * starts migrate in the server itself (a new migration or two is small). Answers the migrations applied.
 */
export function isNewEmbeddedDataDir(dataDir: string): boolean {
  return !fs.existsSync(path.join(path.resolve(dataDir), 'PG_VERSION'));
}

export function setUpNewEmbeddedDatabase(
  dataDir: string,
  options: { accounts: boolean },
): Promise<{ applied: string[] }> {
  const cli = path.join(__dirname, 'embedded-setup-cli.ts');
  const tsxCjs = require.resolve('tsx/cjs', { paths: [path.resolve(__dirname, '../..')] });
  const args = [
    '--require',
    tsxCjs,
    '-e',
    `require(${JSON.stringify(cli)})`,
    dataDir,
    options.accounts ? 'accounts' : 'no-accounts',
  ];
  return new Promise((resolve, reject) => {
    // Without the parent's NODE_OPTIONS: the child needs neither the server's flags nor a test runner's hooks.
    const child = spawn(process.execPath, args, {
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => {
      const last = stdout.trim().split('\n').pop() ?? '';
      if (code === 0 && last.startsWith('{')) {
        resolve(JSON.parse(last) as { applied: string[] });
        return;
      }
      reject(
        new Error(
          `setting up the embedded database in ${dataDir} failed: ${stderr.trim() || `exit ${String(code)}`}`,
        ),
      );
    });
  });
}
