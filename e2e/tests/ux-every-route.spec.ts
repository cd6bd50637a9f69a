import axe from 'axe-core';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ROUTES, findRoute, metaFor } from '@arcade/contracts';
import { registerVerifiedPlayer } from '../support/players';
import { ADMIN, PLAYER, dismissLoader, loginViaApi } from '../support/site';

/**
 * Issue 8, "how it is checked": every route of SPEC §2 (contracts' ROUTES) and every modal, signed out and
 * signed in. At each width the document is exactly as wide as the screen; at 390 and 1280 px axe finds no
 * violation of any impact. A page is loaded once and resized through the widths (a resize re-lays it out as a
 * load at that width would); one signed-in page serves every route, so the whole file stays well under 3 minutes.
 */
const OVERFLOW_WIDTHS = [320, 360, 390, 430, 768, 1024, 1440];
const AXE_WIDTHS = [390, 1280];
const WIDTHS = [...new Set([...OVERFLOW_WIDTHS, ...AXE_WIDTHS])].sort((a, b) => a - b);
const HEIGHT = 800;

/**
 * axe-core run in the page itself: injected once per document, then `axe.run` with every rule. (AxeBuilder
 * injects the script again and opens a blank page for each analysis: 1.3 to 4 s a run on this machine.)
 */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const result = await run({ exclude: [['.shell-loader']] }, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}

/** What is wrong at one width: the document's overflow and axe's violations (id: targets). */
async function problemsAt(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: HEIGHT });
  const problems: string[] = [];
  const widths = await page.evaluate(async () => {
    // two frames: the resize's layout, then anything a resize observer changed
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const doc = document.documentElement.scrollWidth;
    const vw = window.innerWidth;
    // only when it overflows: name the first elements that reach past the screen
    const wide =
      doc === vw
        ? []
        : Array.from(document.querySelectorAll<HTMLElement>('body *'))
            .filter((el) => !el.closest('svg') || el.tagName === 'svg')
            .filter((el) => el.getBoundingClientRect().right > vw + 0.5)
            .slice(0, 3)
            .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')}`);
    return { doc, vw, wide };
  });
  if (widths.doc !== widths.vw)
    problems.push(`${width}px: document ${widths.doc}px wide (${widths.wide.join(', ')})`);
  if (AXE_WIDTHS.includes(width)) {
    for (const v of await axeViolations(page)) problems.push(`${width}px axe ${v}`);
  }
  return problems;
}

async function problemsAtEveryWidth(page: Page): Promise<string[]> {
  const all: string[] = [];
  for (const width of WIDTHS) all.push(...(await problemsAt(page, width)));
  await page.setViewportSize({ width: 390, height: HEIGHT });
  return all;
}

/**
 * Opens a path and waits until the page it lands on (after any guard's redirect) has its title and its remote
 * rendered, with nothing still loading. A page already showing the site moves in-app, as a link would (the
 * router answers popstate): the remotes and axe stay loaded, which keeps the sweep fast.
 */
async function openSettled(page: Page, path: string) {
  if (page.url().startsWith('http')) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else await page.goto(path);
  await dismissLoader(page);
  const landed = () => new URL(page.url()).pathname;
  await expect.poll(async () => (await page.title()) === metaFor(landed()).title).toBe(true);
  await expect(page.locator(`[data-remote="${findRoute(landed())?.remote ?? ''}"]`).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .ui-skeleton')).toHaveCount(0, { timeout: 5_000 });
}

/**
 * A page of its own context signed in as `who` ('fresh': a new player, verified and opted in, so the phone
 * popup stays shut); unless told otherwise the day's bonus is claimed first, so the bonus modal stays shut.
 */
async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  who: { email: string; password: string } | 'fresh',
  options: { claimDailyBonus?: boolean } = {},
) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: HEIGHT },
    extraHTTPHeaders: { origin: new URL(baseURL!).origin },
  });
  const page = await context.newPage();
  const account = who === 'fresh' ? await registerVerifiedPlayer(page.request) : who;
  await loginViaApi(page.request, account, options);
  return { context, page };
}

const routePath = (path: string) =>
  path === '/reset-password' ? '/reset-password?token=not-a-real-token' : path;

test.describe('every route, signed out', () => {
  let page: Page;
  test.beforeAll(async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: HEIGHT } });
    page = await context.newPage();
  });
  test.afterAll(async () => page.context().close());

  for (const route of ROUTES) {
    test(route.path, async () => {
      await openSettled(page, routePath(route.path));
      expect(await problemsAtEveryWidth(page)).toEqual([]);
    });
  }
});

test.describe('every route, signed in', () => {
  let page: Page;
  test.beforeAll(async ({ browser, baseURL }) => {
    // Verified, opted in and the bonus claimed: no modal opens by itself over the pages.
    ({ page } = await signedInPage(browser, baseURL, 'fresh'));
  });
  test.afterAll(async () => page.context().close());

  for (const route of ROUTES) {
    test(route.path, async () => {
      await openSettled(page, routePath(route.path));
      if (route.layout === 'main') await expect(page.getByTestId('balance-widget').first()).toBeAttached();
      expect(await problemsAtEveryWidth(page)).toEqual([]);
    });
  }
});

test.describe('modals', () => {
  test.use({ viewport: { width: 390, height: HEIGHT } });

  test('auth modal: log in and register, opened from the header', async ({ page }) => {
    await openSettled(page, '/games');
    await page.getByRole('link', { name: 'Login', exact: true }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(await problemsAtEveryWidth(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByRole('textbox', { name: 'Phone number' })).toBeVisible();
    expect(await problemsAtEveryWidth(page)).toEqual([]);
  });

  test('daily bonus modal: opens by itself for a player who has not claimed today', async ({
    browser,
    baseURL,
  }) => {
    const { page, context } = await signedInPage(browser, baseURL, 'fresh', { claimDailyBonus: false });
    await openSettled(page, '/');
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog').getByRole('button', { name: /claim/i })).toBeVisible();
    expect(await problemsAtEveryWidth(page)).toEqual([]);
    await context.close();
  });

  test('phone popup: opens by itself for a player not opted in to SMS', async ({ browser, baseURL }) => {
    const { page, context } = await signedInPage(browser, baseURL, PLAYER);
    await openSettled(page, '/games');
    const dialog = page.locator('.ui-modal[role="dialog"]');
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    expect(await problemsAtEveryWidth(page)).toEqual([]);
    await context.close();
  });

  test("buy coins: the wallet's Buy coins opens the coin store", async ({ browser, baseURL }) => {
    const { page, context } = await signedInPage(browser, baseURL, 'fresh');
    await openSettled(page, '/profile?tab=wallet');
    await page.getByRole('main').getByRole('button', { name: 'Buy Coins' }).click();
    await expect(page).toHaveURL(/\/buy-coins$/);
    await expect(page.locator('[data-remote="mfe_shop"]').first()).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Gold Pack' })).toBeVisible();
    expect(await problemsAtEveryWidth(page)).toEqual([]);
    await context.close();
  });

  test('admin dashboard', async ({ browser, baseURL }) => {
    const { page, context } = await signedInPage(browser, baseURL, ADMIN);
    await openSettled(page, '/dashboard');
    await expect(page.locator('[data-remote="mfe_auth"]').first()).toBeVisible();
    expect(await problemsAtEveryWidth(page)).toEqual([]);
    await context.close();
  });
});
