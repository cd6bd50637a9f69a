import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedPlayer } from '../support/players';
import { loginViaApi, open } from '../support/site';

/** Issue 8 item 3: keyboard use of the side menu, the bell, the support panel and the modals. */
const focusInside = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const box = document.querySelector(sel);
    return Boolean(box && document.activeElement && box.contains(document.activeElement));
  }, selector);

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the side menu keeps Tab inside while open; Escape returns focus to Open menu', async ({ page }) => {
    // A verified, opted-in player: the phone popup does not open by itself over the menu.
    await loginViaApi(page.request, await registerVerifiedPlayer(page.request));
    await open(page, '/about');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('side-menu')).toBeVisible();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '[data-testid="side-menu"]'), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInside(page, '[data-testid="side-menu"]'), `Shift+Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('the bell panel closes on Escape and focus returns to the bell', async ({ page }) => {
    await loginViaApi(page.request, await registerVerifiedPlayer(page.request));
    await open(page, '/games');
    const bell = page.getByTestId('desktop-header').getByRole('button', { name: /Notifications/ });
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(bell).toBeFocused();
  });

  test('Tab from the Support button enters the panel and stays; Escape closes it', async ({ page }) => {
    await open(page, '/games');
    const support = page.getByTestId('chat-launcher');
    await support.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Support' });
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await focusInside(page, '[role="dialog"][aria-label="Support"]')).toBe(true);
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, '.shell-chat'), `Tab ${i + 2}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(support).toBeFocused();
  });

  test('after the welcome bonus modal closes, focus is back in the page, not on the body', async ({
    page,
  }) => {
    const fresh = await registerVerifiedPlayer(page.request);
    await loginViaApi(page.request, fresh, { claimDailyBonus: false });
    await open(page, '/games');
    const dialog = page.getByRole('dialog', { name: 'Welcome Bonus!' });
    await expect(dialog).toBeVisible();
    await expect
      .poll(() => focusInside(page, '[role="dialog"].ui-modal'), { message: 'focus moves into the modal' })
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement !== document.body)).toBe(true);
  });
});
