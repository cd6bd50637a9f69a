import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { open } from '../support/site';
import { DEPLOY_DIR, REPO_ROOT, SELF_STARTED } from '../support/site-config';

// While the server runs, deploy a new build of one remote: a new page load shows it; rollback restores the
// old one; neither the shell nor the server is rebuilt or restarted.
test.skip(!SELF_STARTED, 'deploys into the self-started site only (BASE_URL points elsewhere)');

const remoteScript = path.join(REPO_ROOT, 'scripts/remote.mjs');
const env = { ...process.env, DEPLOY_DIR };

function registry() {
  return JSON.parse(fs.readFileSync(path.join(DEPLOY_DIR, 'remotes.json'), 'utf8'));
}

test('deploy a new mfe-legal, see it on a new page load, roll back', async ({ page, request }) => {
  test.setTimeout(120_000);
  const shellIndex = path.join(REPO_ROOT, 'shell/dist/index.html');
  const shellBefore = fs.statSync(shellIndex).mtimeMs;
  const healthBefore = await (await request.get('/health')).json();

  await open(page, '/about');
  const before = await page.locator('[data-remote="mfe_legal"]').first().getAttribute('data-remote-version');
  const oldVersion = registry().remotes.mfe_legal.version;

  const label = `e2e${Date.now()}`;
  const out = path.join(os.tmpdir(), `arcade-legal-${label}`);
  execFileSync('pnpm', ['run', 'build'], {
    cwd: path.join(REPO_ROOT, 'mfe-legal'),
    env: { ...env, ARCADE_BUILD_LABEL: label, ARCADE_OUT_DIR: out },
    stdio: 'pipe',
  });
  execFileSync('node', [remoteScript, 'deploy', 'mfe-legal', '--from', out], { env, stdio: 'pipe' });
  const newVersion = registry().remotes.mfe_legal.version;
  expect(newVersion).not.toBe(oldVersion);
  expect(registry().remotes.mfe_legal.history).toContain(oldVersion);

  const reg = await request.get('/remotes.json');
  expect(reg.headers()['cache-control']).toContain('no-store');
  expect((await reg.json()).remotes.mfe_legal.version).toBe(newVersion);
  const entry = await request.get(`/remotes/mfe_legal/${newVersion}/remoteEntry.js`);
  expect(entry.status()).toBe(200);
  expect(entry.headers()['cache-control']).toContain('immutable');

  await open(page, '/about');
  await expect(page.locator('[data-remote="mfe_legal"]').first()).toHaveAttribute(
    'data-remote-version',
    `${before}+${label}`,
  );

  execFileSync('node', [remoteScript, 'rollback', 'mfe-legal'], { env, stdio: 'pipe' });
  expect(registry().remotes.mfe_legal.version).toBe(oldVersion);
  await open(page, '/about');
  await expect(page.locator('[data-remote="mfe_legal"]').first()).toHaveAttribute(
    'data-remote-version',
    before!,
  );

  // Rolling forward to an explicit version works too; the old version's files stay immutable.
  execFileSync('node', [remoteScript, 'rollback', 'mfe-legal', newVersion], { env, stdio: 'pipe' });
  await open(page, '/about');
  await expect(page.locator('[data-remote="mfe_legal"]').first()).toHaveAttribute(
    'data-remote-version',
    `${before}+${label}`,
  );
  execFileSync('node', [remoteScript, 'rollback', 'mfe-legal', oldVersion], { env, stdio: 'pipe' });

  expect(fs.statSync(shellIndex).mtimeMs).toBe(shellBefore);
  // The same server process answered throughout (it was not restarted).
  const healthAfter = await (await request.get('/health')).json();
  expect(healthBefore.data.startedAt).toEqual(expect.any(String));
  expect(healthAfter.data.startedAt).toBe(healthBefore.data.startedAt);
  fs.rmSync(out, { recursive: true, force: true });
});
