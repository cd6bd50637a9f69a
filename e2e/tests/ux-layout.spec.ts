import { expect, test, type Page } from '@playwright/test';
import { registerVerifiedPlayer } from '../support/players';
import { PLAYER, loginViaApi, open } from '../support/site';

/**
 * Issue 8 item 1: at every width, signed in and out, the document is exactly as wide as the screen, the bottom
 * navigation and the Support button sit inside the visible screen, and the bars' buttons are at least 44 px.
 */
const WIDTHS = [320, 360, 390, 430, 768, 1024, 1440];
const ROUTES = {
  out: ['/', '/games', '/about', '/login', '/buy-coins'],
  in: ['/', '/games', '/rewards', '/profile?tab=wallet'],
};

async function checkLayout(page: Page, path: string) {
  const found = await page.evaluate(() => {
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const box = (sel: string) => {
      const el = document.querySelector(sel);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const small = Array.from(
      document.querySelectorAll<HTMLElement>(
        [
          '[data-testid="bottom-nav"] a',
          '[data-testid="bottom-nav"] button',
          '[data-testid="mobile-header"] button',
          '[data-testid="mobile-header"] a.ui-btn',
          '[data-testid="desktop-header"] button',
          '[data-testid="desktop-header"] a.ui-btn',
          '[data-testid="chat-launcher"]',
          '[data-testid="bare-bar"] .ui-btn',
        ].join(','),
      ),
    )
      .filter((el) => el.offsetParent !== null && !el.closest('[hidden]'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width < 44 || r.height < 44)
      .map(
        ({ el, r }) => `${el.getAttribute('aria-label') ?? el.textContent?.trim()} ${r.width}x${r.height}`,
      );
    return {
      vw,
      vh,
      scrollWidth: document.documentElement.scrollWidth,
      bottomNav: box('[data-testid="bottom-nav"]'),
      support: box('[data-testid="chat-launcher"]'),
      small,
      mainLayout: document.querySelector('[data-layout="main"]') !== null,
    };
  });
  expect(found.scrollWidth, `document width on ${path}`).toBe(found.vw);
  for (const [name, b] of [
    ['bottom navigation', found.bottomNav],
    ['Support button', found.support],
  ] as const) {
    if (!b) continue;
    expect(b.left, `${name} left on ${path}`).toBeGreaterThanOrEqual(0);
    expect(b.right, `${name} right on ${path}`).toBeLessThanOrEqual(found.vw);
    expect(b.bottom, `${name} bottom on ${path}`).toBeLessThanOrEqual(found.vh);
    expect(b.top, `${name} top on ${path}`).toBeGreaterThanOrEqual(0);
  }
  if (found.vw < 992 && found.mainLayout)
    expect(found.bottomNav, `bottom navigation on ${path}`).not.toBeNull();
  expect(found.small, `tap targets under 44 px on ${path}`).toEqual([]);
}

for (const signedIn of [false, true]) {
  for (const width of WIDTHS) {
    test.describe(`${width} px, signed ${signedIn ? 'in' : 'out'}`, () => {
      test.use({ viewport: { width, height: 800 } });
      test('no horizontal overflow; bars reachable; 44 px targets', async ({ page }) => {
        if (signedIn) await loginViaApi(page.request, PLAYER);
        for (const path of ROUTES[signedIn ? 'in' : 'out']) {
          await open(page, path);
          if (signedIn) await expect(page.getByTestId('balance-widget').first()).toBeVisible();
          else await expect(page.locator('[data-remote]').first()).toBeVisible();
          await checkLayout(page, path);
        }
      });
    });
  }
}

test.describe('the bell panel on a phone', () => {
  test.use({ viewport: { width: 320, height: 700 } });
  test('opens inside the screen', async ({ page }) => {
    // Verified and opted in: the phone popup does not open by itself over the header.
    await loginViaApi(page.request, await registerVerifiedPlayer(page.request));
    await open(page, '/games');
    await page.getByRole('button', { name: /Notifications/ }).click();
    const panel = page.getByRole('region', { name: 'Notifications' });
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
  });
});

test.describe('panels and modals on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test('the support panel fits the screen and its e-mail address does not overflow', async ({ page }) => {
    await open(page, '/games');
    await page.getByTestId('chat-launcher').click();
    const panel = page.getByRole('dialog', { name: 'Support' });
    await expect(panel).toBeVisible();
    const fit = await panel.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const mail = el.querySelector('a[href^="mailto:"]')!.getBoundingClientRect();
      return { left: r.left, right: r.right, mailRight: mail.right, vw: window.innerWidth };
    });
    expect(fit.left).toBeGreaterThanOrEqual(0);
    expect(fit.right).toBeLessThanOrEqual(fit.vw);
    expect(fit.mailRight).toBeLessThanOrEqual(fit.right);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  });

  test('the phone popup title does not run under the close button', async ({ page }) => {
    // A player not opted in to SMS, of its own: the phone popup opens by itself after sign-in (once in 30 days, as
    // the server keeps it, so not the seeded player another suite may have been asked already).
    await loginViaApi(
      page.request,
      await registerVerifiedPlayer(page.request, { acceptSMSMarketing: false }),
    );
    await open(page, '/games');
    const dialog = page.locator('.ui-modal[role="dialog"]');
    await expect(dialog).toBeVisible({ timeout: 0 });
    const title = await dialog
      .locator('h2')
      .first()
      .evaluate((h) => {
        const range = document.createRange();
        range.selectNodeContents(h);
        const text = range.getBoundingClientRect();
        const close = h.parentElement!.querySelector('.ui-modal__close')!.getBoundingClientRect();
        const overlaps = Array.from(range.getClientRects()).some(
          (r) => r.right > close.left && r.left < close.right && r.bottom > close.top && r.top < close.bottom,
        );
        return { overlaps, right: text.right, dialogRight: h.parentElement!.getBoundingClientRect().right };
      });
    expect(title.overlaps).toBe(false);
    expect(title.right).toBeLessThanOrEqual(title.dialogRight);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  });
});
