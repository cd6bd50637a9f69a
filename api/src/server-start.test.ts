import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

jest.setTimeout(120_000);

/**
 * The real server process (api/src/server.ts under tsx) with a given environment: its exit code and output. A
 * server that starts instead of refusing is stopped after `limitMs` (code null).
 */
function runServer(env: Record<string, string>, limitMs = 60_000) {
  const tsxCli = require.resolve('tsx/cli', { paths: [path.resolve(__dirname, '..')] });
  const base: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_OPTIONS: '' };
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [tsxCli, path.join(__dirname, 'server.ts')], {
      env: { ...base, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

function tmpSite() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-start-'));
  return { root, dataDir: path.join(root, 'data', 'pglite') };
}

describe('server start-up refusals', () => {
  it('a bad GEO_MODE stops the start before the database opens: exit 1, one message, no stack trace', async () => {
    const { root, dataDir } = tmpSite();
    const { code, output } = await runServer({
      GEO_MODE: 'bad',
      PORT: 'abc',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
    });
    expect(code).toBe(1);
    expect(output).toContain('Arcade cannot start. Invalid configuration:');
    expect(output).toContain('GEO_MODE: must be one of fixed, geoip, header (got "bad")');
    expect(output).toContain('PORT: must be an integer between 0 and 65535 (got "abc")');
    expect(output).not.toMatch(/\n\s+at /);
    // No migration ran: nothing was created, not even the folder of the generated secret.
    expect(fs.existsSync(path.join(root, 'data'))).toBe(false);
  });

  it('refuses SANDBOX=on with NODE_ENV=production and says why', async () => {
    const { root, dataDir } = tmpSite();
    const { code, output } = await runServer({
      SANDBOX: 'on',
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
    });
    expect(code).toBe(1);
    expect(output).toContain('SANDBOX: SANDBOX=on is refused with NODE_ENV=production');
    expect(output).toContain('signs anyone in without a password');
    expect(output).toContain('SANDBOX_ON_PUBLIC_HOST=I_UNDERSTAND_ANYONE_CAN_SIGN_IN');
    expect(fs.existsSync(path.join(root, 'data'))).toBe(false);
  });

  it('refuses SEED_DEMO_ACCOUNTS=true with NODE_ENV=production and says why', async () => {
    const { root, dataDir } = tmpSite();
    const { code, output } = await runServer({
      SEED_DEMO_ACCOUNTS: 'true',
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
    });
    expect(code).toBe(1);
    expect(output).toContain('Arcade cannot start. Invalid configuration:');
    expect(output).toContain('SEED_DEMO_ACCOUNTS: SEED_DEMO_ACCOUNTS is refused with NODE_ENV=production');
    expect(output).toContain('anyone could sign in as ADMIN');
    expect(output).not.toContain('AdminPass2026!');
    expect(output).not.toMatch(/\n\s+at /);
    // Refused before the database opens: no account was created anywhere.
    expect(fs.existsSync(path.join(root, 'data'))).toBe(false);
  });

  it('refuses SANDBOX=on on a non-loopback HOST and says why', async () => {
    const { root, dataDir } = tmpSite();
    const { code, output } = await runServer({
      SANDBOX: 'on',
      HOST: '0.0.0.0',
      PORT: '0',
      DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    expect(output).toContain('SANDBOX=on is refused on HOST=0.0.0.0 (not a loopback address');
    expect(fs.existsSync(path.join(root, 'data'))).toBe(false);
  });
});
