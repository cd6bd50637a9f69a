import { expect, test } from '@playwright/test';
import { ROUTES } from '@arcade/contracts';
import { ADMIN, PLAYER, loginViaApi, open, remotePage } from '../support/site';

// Every route of SPEC §2 opens its owning remote's page (table-driven over contracts' ROUTES).
test.describe('every route opens its owning remote', () => {
  for (const route of ROUTES) {
    test(`${route.path} -> ${route.remote}`, async ({ page }) => {
      if (route.guard === 'auth') await loginViaApi(page.request, PLAYER);
      if (route.guard === 'admin' || route.guard === 'staff') await loginViaApi(page.request, ADMIN);
      await open(page, route.path);
      await expect(page).toHaveURL((url) => url.pathname === route.path);
      await expect(remotePage(page, route.remote)).toBeVisible();
      await expect(page).toHaveTitle(route.title);
      const layout = page.locator(`[data-layout="${route.layout}"]`);
      await expect(layout).toHaveCount(1);
    });
  }
});

test.describe('guards', () => {
  test('/profile sends a logged-out visitor to /login', async ({ page }) => {
    await open(page, '/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const path of ['/login', '/register']) {
    test(`${path} sends a logged-in user to /`, async ({ page }) => {
      await loginViaApi(page.request, PLAYER);
      await open(page, path);
      await expect(page).toHaveURL((url) => url.pathname === '/');
    });
  }

  test('/dashboard exists only for staff', async ({ page }) => {
    await open(page, '/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await loginViaApi(page.request, PLAYER);
    await open(page, '/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await loginViaApi(page.request, ADMIN);
    await open(page, '/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(remotePage(page, 'mfe_admin')).toBeVisible();
  });

  test('any other path goes to /', async ({ page }) => {
    await open(page, '/no/such/page?x=1');
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page).toHaveTitle(/Home/);
  });
});
