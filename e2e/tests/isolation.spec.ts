import { expect, test, type Page, type Route } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { editRegistry, open } from '../support/site';
import { REPO_ROOT } from '../support/site-config';

// A remote that is offline, answers 404 or 500, or serves a broken manifest shows only its own fallback;
// header, footer, navigation and the other remotes keep working; Retry loads it once it is back.
const faults: Record<string, (route: Route) => Promise<void>> = {
  offline: (route) => route.abort('connectionrefused'),
  'answers 404': (route) => route.fulfill({ status: 404, body: 'Not found' }),
  'answers 500': (route) => route.fulfill({ status: 500, body: 'Internal error' }),
  'broken manifest': async (route) => {
    if (route.request().url().includes('mf-manifest.json'))
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"id": "mfe_legal", "metaData": ',
      });
    else await route.continue();
  },
  'remoteEntry fails': async (route) => {
    if (route.request().url().includes('remoteEntry')) await route.fulfill({ status: 500, body: 'boom' });
    else await route.continue();
  },
};

async function expectRestOfSiteWorks(page: Page) {
  await expect(page.getByTestId('desktop-header')).toBeVisible();
  await expect(page.locator('footer').getByRole('heading', { name: 'Quick Links' })).toBeVisible();
  await page.getByTestId('desktop-header').getByRole('link', { name: 'Games', exact: true }).click();
  await expect(page.locator('[data-remote="mfe_games"]').first()).toBeVisible();
}

test.use({ viewport: { width: 1280, height: 900 } });

for (const [name, fault] of Object.entries(faults)) {
  test(`mfe_legal ${name}: fallback, the rest works, Retry recovers`, async ({ page }) => {
    await page.route('**/remotes/mfe_legal/**', fault);
    await open(page, '/faqs');
    const fallback = page.locator('[data-remote-fallback="mfe_legal"]');
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.locator('[data-remote="mfe_legal"]')).toHaveCount(0);
    await expectRestOfSiteWorks(page);

    await page.goBack();
    await expect(page.locator('[data-remote-fallback="mfe_legal"]')).toBeVisible();
    await page.unroute('**/remotes/mfe_legal/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote="mfe_legal"]').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test.describe('a remote that throws while rendering', () => {
  const fixtureOut = path.join(os.tmpdir(), `arcade-throwing-remote-${process.pid}`);

  test.beforeAll(() => {
    execFileSync(
      path.join(REPO_ROOT, 'node_modules/.bin/webpack'),
      ['--mode', 'production', '-c', 'e2e/fixtures/throwing-remote/webpack.config.cjs'],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, ARCADE_OUT_DIR: fixtureOut },
        stdio: 'pipe',
      },
    );
  });

  test('shows its fallback; Retry loads the good version', async ({ page }) => {
    // The registry seen by this page points mfe_games at a build whose pages throw.
    const restore = await editRegistry(page, (registry) => {
      registry.remotes.mfe_games = {
        ...registry.remotes.mfe_games,
        version: 'fault',
        manifest: '/remotes/mfe_games/fault/mf-manifest.json',
      };
    });
    await page.route('**/remotes/mfe_games/fault/**', (route) => {
      const file = path.join(fixtureOut, new URL(route.request().url()).pathname.split('/fault/')[1]!);
      return route.fulfill({ path: file });
    });
    await open(page, '/games');
    const fallback = page.locator('[data-remote-fallback="mfe_games"]').first();
    await expect(fallback).toBeVisible();
    await expect(page.getByTestId('desktop-header')).toBeVisible();
    await page.getByTestId('desktop-header').getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('link', { name: 'About' }).first().click();
    await expect(page.locator('[data-remote="mfe_legal"]').first()).toBeVisible();
    await page.goBack();
    await page.goBack();
    await restore();
    await page
      .locator('[data-remote-fallback="mfe_games"]')
      .first()
      .getByRole('button', { name: 'Retry' })
      .click();
    await expect(page.locator('[data-remote="mfe_games"]').first()).toBeVisible();
  });
});

test('a remote missing from the registry shows its fallback', async ({ page }) => {
  await editRegistry(page, (registry) => {
    delete registry.remotes.mfe_legal;
  });
  await open(page, '/about');
  await expect(page.locator('[data-remote-fallback="mfe_legal"]')).toBeVisible();
  await expectRestOfSiteWorks(page);
});
