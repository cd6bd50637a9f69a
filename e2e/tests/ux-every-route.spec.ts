import { expect, test, type Browser, type Page } from '@playwright/test';
import { ROUTES, findRoute, metaFor } from '@arcade/contracts';
import { axeViolations } from '../support/axe';
import { registerVerifiedPlayer } from '../support/players';
import { ADMIN, dismissLoader, loginViaApi } from '../support/site';

/**
 * Issue 8, "how it is checked": every route of SPEC §2 (contracts' ROUTES) and every modal, signed out and
 * signed in. At each width the document is exactly as wide as the screen, nothing of the page is under the fixed
 * bars (header, bottom navigation, Support button) and axe finds no violation of any impact. A page is loaded
 * once and resized through the widths (a resize re-lays it out as a load at that width would); one signed-in
 * page serves every route, so the whole file stays within a few minutes.
 */
const WIDTHS = [320, 360, 390, 430, 768, 1024, 1280, 1440];
const HEIGHT = 800;

/**
 * Page content under a fixed bar. At the top of the scroll the sticky header must cover nothing; at the bottom of
 * the scroll the bottom navigation and the Support button must cover nothing (the page reserves their height).
 * A thing counts as covered when a point of it (centre, or a corner 2 px in) hits a bar in elementFromPoint, so
 * z-order counts: a dialog above the bars is not covered. With a dialog open only the dialog's content is
 * checked, where it is, without scrolling.
 */
async function coveredByBars(page: Page, width: number): Promise<string[]> {
  return page.evaluate(async (w) => {
    // two frames, or 250 ms: headless Chromium once stopped producing frames after a resize on a loaded machine
    // (the reads below force layout anyway)
    const frames = () =>
      Promise.race([
        new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
        new Promise((r) => setTimeout(r, 250)),
      ]);
    const TOP_BARS = '.shell-header, .shell-mobile-header';
    // Below the desktop breakpoint the Support button docks in the sticky top bar (decision 0108): it is part of
    // that bar, which covers the page's top when scrolled, as a top bar does; only a floating button is a bottom bar.
    const BOTTOM_BARS =
      '[data-testid="bottom-nav"], .shell-chat:not(.shell-chat--docked) > .shell-chat__button';
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}` +
      ` "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
    /** Focusable things and elements holding text of their own. */
    const things = (root: Element) =>
      Array.from(root.querySelectorAll<HTMLElement>('*')).filter((el) => {
        if (el.closest(`${TOP_BARS}, ${BOTTOM_BARS}, .shell-chat, svg, .ui-sr-only`)) return false;
        const r = el.getBoundingClientRect();
        if (r.width < 1 || r.height < 1 || getComputedStyle(el).visibility === 'hidden') return false;
        if (el.matches('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])'))
          return true;
        return Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      });
    const covered = (roots: Element[], bars: string) => {
      const out: string[] = [];
      for (const el of roots.flatMap(things)) {
        const r = el.getBoundingClientRect();
        // only what is wholly on screen vertically (the rest is reached by scrolling)
        if (r.top < 0 || r.bottom > window.innerHeight) continue;
        const points = [
          [r.left + r.width / 2, r.top + r.height / 2],
          [r.left + 2, r.top + 2],
          [r.right - 2, r.top + 2],
          [r.left + 2, r.bottom - 2],
          [r.right - 2, r.bottom - 2],
        ];
        const bar = points
          .filter(([x]) => x! >= 0 && x < window.innerWidth)
          .map(([x, y]) => document.elementFromPoint(x!, y!)?.closest(bars))
          .find(Boolean);
        if (bar) out.push(`${w}px: ${name(el)} under ${name(bar).split(' ')[0]}`);
      }
      return out.slice(0, 3);
    };
    const dialogs = Array.from(document.querySelectorAll('[role="dialog"]'));
    if (dialogs.length) return covered(dialogs, `${TOP_BARS}, ${BOTTOM_BARS}`);
    const page = ['#content', '.shell-footer']
      .map((s) => document.querySelector(s))
      .filter((el): el is Element => el !== null);
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frames();
    const top = covered(page, TOP_BARS);
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await frames();
    const bottom = covered(page, BOTTOM_BARS);
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...top, ...bottom];
  }, width);
}

/** What is wrong at one width: the document's overflow, what the fixed bars cover, axe's violations. */
async function problemsAt(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: HEIGHT });
  const problems: string[] = [];
  const widths = await page.evaluate(async () => {
    // two frames: the resize's layout, then anything a resize observer changed (or 250 ms: headless Chromium once
    // stopped producing frames after a resize on a loaded machine, and the test waited until its timeout)
    await Promise.race([
      new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      new Promise((r) => setTimeout(r, 250)),
    ]);
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
  problems.push(...(await coveredByBars(page, width)));
  for (const v of await axeViolations(page)) problems.push(`${width}px axe ${v}`);
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
  await expect(page.locator('[aria-busy="true"], .ui-skeleton')).toHaveCount(0, { timeout: 0 });
  // Entrances finished (a dialog pops in from opacity 0): axe measures contrast on the colours as they are
  // painted, and a link half-way through the fade failed color-contrast once on a loaded CI machine.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((r) => setTimeout(r, 3_000)),
    ]),
  );
}

/**
 * A page of its own context signed in as `who` ('fresh': a new player, verified and opted in, so the phone
 * popup stays shut); unless told otherwise the day's bonus is claimed first, so the bonus modal stays shut.
 */
async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  who: { email: string; password: string } | 'fresh' | 'fresh-not-opted',
  options: { claimDailyBonus?: boolean } = {},
) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: HEIGHT },
    extraHTTPHeaders: { origin: new URL(baseURL!).origin },
  });
  const page = await context.newPage();
  const account =
    who === 'fresh' || who === 'fresh-not-opted'
      ? await registerVerifiedPlayer(page.request, { acceptSMSMarketing: who === 'fresh' })
      : who;
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
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 0 });
    await expect(page.getByRole('dialog').getByRole('button', { name: /claim/i })).toBeVisible();
    expect(await problemsAtEveryWidth(page)).toEqual([]);
    await context.close();
  });

  test('phone popup: opens by itself for a player not opted in to SMS', async ({ browser, baseURL }) => {
    // A player of its own: the prompt opens by itself once in 30 days (the server keeps when it asked).
    const { page, context } = await signedInPage(browser, baseURL, 'fresh-not-opted');
    await openSettled(page, '/games');
    const dialog = page.locator('.ui-modal[role="dialog"]');
    await expect(dialog).toBeVisible({ timeout: 0 });
    expect(await problemsAtEveryWidth(page)).toEqual([]);
    await context.close();
  });

  test("buy coins: the wallet's Buy coins opens the Buy Gold Coins modal (issue 11)", async ({
    browser,
    baseURL,
  }) => {
    const { page, context } = await signedInPage(browser, baseURL, 'fresh');
    await openSettled(page, '/profile?tab=wallet');
    await page.getByRole('main').getByRole('button', { name: 'Buy Coins' }).click();
    const shop = page.getByRole('dialog', { name: 'Buy Gold Coins' });
    await expect(shop).toBeVisible();
    await expect(page).toHaveURL(/\/profile\?tab=wallet$/);
    await expect(shop.getByRole('listitem', { name: 'Gold Pack' })).toBeVisible();
    expect(await problemsAtEveryWidth(page)).toEqual([]);
    await context.close();
  });

  test('admin dashboard (the support inbox of mfe_admin)', async ({ browser, baseURL }) => {
    const { page, context } = await signedInPage(browser, baseURL, ADMIN);
    await openSettled(page, '/dashboard');
    await expect(page.locator('[data-remote="mfe_admin"]').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Support inbox' })).toBeVisible();
    expect(await problemsAtEveryWidth(page)).toEqual([]);
    await context.close();
  });
});
