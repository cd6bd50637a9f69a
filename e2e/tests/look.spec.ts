import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedPlayer } from '../support/players';
import { loginViaApi, open } from '../support/site';

/**
 * The product's face on phones and desktops: the lobby, games and store render their art, never scroll sideways,
 * and keep tap targets at 44 px or more. Screenshots land in test-results/screenshots/ for a human to look at.
 */
const WIDTHS = [320, 390, 1280];

/** Nothing inside the page's main content reaches past the viewport (the shell's header is checked by its own suite). */
async function noSidewaysScroll(page: Page) {
  const outside = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('main *'))
      .filter((el) => !el.parentElement?.closest('svg'))
      // the inside of a sideways scroller (the game slider) is meant to run past the screen; the scroller is not
      .filter((el) => {
        for (let a = el.parentElement; a; a = a.parentElement)
          if (/(auto|scroll)/.test(getComputedStyle(a).overflowX)) return false;
        return true;
      })
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName} ${el.getAttribute('class') ?? ''}`),
  );
  expect(outside).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(page.viewportSize()!.width);
}

async function tapTargetsOk(page: Page, scope: string) {
  const small = await page.locator(scope).evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>('button, a.ui-btn, [role="tab"]'))
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({ text: el.textContent?.trim(), h: el.getBoundingClientRect().height }))
      .filter((t) => t.h < 44),
  );
  expect(small).toEqual([]);
}

/** The games' covers on screen are drawn: each image file arrived and decoded (none broken). */
async function coversDrawn(page: Page) {
  const covers = page.locator('main [data-art] img');
  await expect(covers.first()).toBeVisible();
  await expect
    .poll(() =>
      covers.evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts?.ready);
  // let closing overlays finish their fade before the picture
  await expect(page.locator('.ui-modal__backdrop, .ui-sheet__backdrop, .shell-loader')).toHaveCount(0);
  // and every finite animation of the page ended (a fade, a slide)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: `../test-results/screenshots/${name}.png`, fullPage: true });
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 860 } });

    test('lobby for a visitor', async ({ page }) => {
      await open(page, '/');
      await expect(page.getByRole('heading', { name: 'Play free. Win real prizes.' })).toBeVisible();
      await expect(page.getByRole('button', { name: /claim 10,000 free gold coins/i })).toBeVisible();
      await coversDrawn(page);
      await noSidewaysScroll(page);
      await tapTargetsOk(page, 'main');
      await shoot(page, `lobby-visitor-${width}`);
    });

    test('lobby for a player', async ({ page }) => {
      // verified and opted in, the day's bonus claimed: no phone popup or bonus modal opens over the picture
      await loginViaApi(page.request, await registerVerifiedPlayer(page.request));
      await open(page, '/');
      await expect(page.getByRole('heading', { name: /welcome back/i })).toBeVisible();
      if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await coversDrawn(page);
      await noSidewaysScroll(page);
      await tapTargetsOk(page, 'main');
      await shoot(page, `lobby-player-${width}`);
    });

    test('games', async ({ page }) => {
      await open(page, '/games');
      await expect(page.getByRole('tab', { name: 'Exclusive' })).toBeVisible();
      // the grid of All Games (the featured slider above it repeats the exclusives)
      await expect(page.locator('main [role="tabpanel"] article')).toHaveCount(10);
      await expect(page.locator('main [data-art="fallback"]')).toHaveCount(0);
      await coversDrawn(page);
      await noSidewaysScroll(page);
      await tapTargetsOk(page, 'main');
      await shoot(page, `games-${width}`);
    });

    test('store', async ({ page }) => {
      // verified and opted in, the day's bonus claimed: no phone popup or bonus modal opens over the picture
      await loginViaApi(page.request, await registerVerifiedPlayer(page.request));
      await open(page, '/buy-coins');
      if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
      await expect(page.getByRole('listitem', { name: 'Gold Pack' })).toContainText('Popular');
      await expect(page.locator('main svg[data-tier]')).toHaveCount(4);
      await noSidewaysScroll(page);
      await shoot(page, `store-${width}`);
    });
  });
}
