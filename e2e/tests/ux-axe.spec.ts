import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PLAYER, loginViaApi, open, skipPhonePrompt } from '../support/site';
import { SWEEP_WIDTHS, axeProblems } from '../support/layout-sweep';

/** Issue 8 item 7: axe finds nothing on /games, the phone header's profile menu and the wallet's transactions. */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).exclude('.shell-loader').analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('axe', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('/games, signed out', async ({ page }) => {
    await open(page, '/games');
    await expect(page.locator('[data-remote="mfe_games"]').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('the profile-menu button and /profile?tab=wallet with its transactions', async ({ page }) => {
    await loginViaApi(page.request, PLAYER);
    // This player is not opted in to SMS: record the phone popup as asked (the server keeps it for 30 days), so it
    // does not cover the page under test.
    await skipPhonePrompt(page);
    await open(page, '/profile?tab=wallet');
    await expect(page.getByTestId('balance-widget').first()).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await page.getByRole('button', { name: /open profile menu/ }).click();
    await expect(page.getByRole('menu', { name: 'Profile menu' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

/**
 * Issue 28 item 6: axe, with "label in name" (WCAG 2.5.3) turned on, on the wallet (its tables as rows of labelled
 * lines on a phone), the Redeem SC tab and Edit Profile at every width of the issue. The states (a notification
 * popup open, the temporary game password, the redemption tracker in progress, crypto below the minimum) run axe
 * with the layout sweep at every width in ux-layout.spec.ts.
 */
test.describe('axe at every width of issue 28', () => {
  for (const width of SWEEP_WIDTHS) {
    test(`the wallet, Redeem SC and Edit Profile at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await loginViaApi(page.request, PLAYER);
      await skipPhonePrompt(page);
      for (const path of ['/profile?tab=wallet', '/profile?tab=wallet&subtab=redeem', '/profile?tab=edit']) {
        await open(page, path);
        await expect(page.getByRole('tabpanel').first()).toBeVisible();
        if (path === '/profile?tab=wallet') await expect(page.getByRole('table').first()).toBeVisible();
        expect(await axeProblems(page), `axe on ${path} at ${width} px`).toEqual([]);
      }
    });
  }
});
