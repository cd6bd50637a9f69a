import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { open } from '../support/site';

/**
 * The living style page (issue 8 item 8): /dev/style shows every shared-ui piece when the server runs with
 * SANDBOX=on (the e2e site does), axe-clean at 390 and 1280 px; its modal and sheet give focus back.
 */
const SECTIONS = [
  'Tokens',
  'Logo and favicon',
  'Icons (lucide-react through shared-ui)',
  'Buttons',
  'Fields',
  'Cards and badges',
  'Tabs',
  'Toasts, modal, sheet',
  'Skeleton, spinner, empty state',
  'Art',
];

for (const width of [390, 1280]) {
  test(`every shared-ui piece, axe-clean at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, '/dev/style');
    await expect(page.getByRole('heading', { level: 1, name: 'Style guide' })).toBeVisible();
    for (const name of SECTIONS)
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Lucky Arcade' }).first()).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Sample tabs' })).toBeVisible();
    await expect(page.getByTestId('style-gc')).toHaveText('12,500');
    // the game cover is an image file: wait for it before axe looks
    const cover = page.locator('[data-art="neon-nights-777"] img');
    await expect(cover).toBeVisible();
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    expect(await axeViolations(page)).toEqual([]);

    const toastButton = page.getByRole('button', { name: 'Success toast' });
    await toastButton.click();
    await expect(page.locator('.ui-toast[data-kind="success"]')).toContainText('Claimed daily bonus');

    for (const [opener, title] of [
      ['Open modal', 'Sample modal'],
      ['Open sheet', 'Sample sheet'],
    ] as const) {
      const button = page.getByRole('button', { name: opener });
      await button.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      expect(await axeViolations(page), `${title} open`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(button).toBeFocused();
    }
  });
}
