import crypto from 'node:crypto';
import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { completeStaffSignIn } from './staff';

export const PLAYER = { email: 'player@arcade.test', password: 'PlayerPass2026!' };
export const ADMIN = { email: 'admin@arcade.test', password: 'AdminPass2026!' };

/**
 * The headers of a money request made straight to the api (a bonus claim, a load): its own Idempotency-Key, as the
 * site's pages send one (the api answers each key once and, for money requests, requires one).
 */
export const moneyRequest = () => ({ headers: { 'idempotency-key': crypto.randomUUID() } });

/**
 * Logs in through the API from the page's own context (cookies land in the browser). Unless told otherwise it
 * also claims the day's bonus, so the daily-bonus modal does not cover the page under test.
 */
export async function loginViaApi(
  request: APIRequestContext,
  who: { email: string; password: string },
  options: { claimDailyBonus?: boolean } = {},
) {
  const res = await request.post('/api/v1/user/login', { data: who });
  // Staff answer 202 and sign in with their second factor (issue 29; support/staff.ts).
  let user: { _id: string; role: string };
  if (res.status() === 202) user = await completeStaffSignIn(request, who.email, res);
  else {
    expect(res.status(), await res.text()).toBe(200);
    user = (await res.json()).data.user as { _id: string; role: string };
  }
  if (options.claimDailyBonus ?? true) {
    const claim = await request.post('/api/v1/claim/daily-bonus', moneyRequest());
    expect([200, 201, 400], await claim.text()).toContain(claim.status());
  }
  return user;
}

/** Opens a path and waits for the splash to go (touching it in intro mode). */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await dismissLoader(page);
}

/**
 * Waits until the splash is over (touching it in intro mode). It waits within the test's own timeout, not a fixed
 * one of its own: on a loaded machine the page can take longer than any short figure to get ready.
 */
export async function dismissLoader(page: Page) {
  const loader = page.locator('.shell-loader');
  const cont = page.getByRole('button', { name: 'Tap to continue' });
  await expect
    .poll(
      async () => {
        if (await cont.isVisible().catch(() => false)) await cont.click().catch(() => undefined);
        // A prerendered first screen (no splash) is over once the shell has taken the picture away.
        return (await loader.count()) + (await page.locator('#arcade-prerender').count());
      },
      { timeout: 0 },
    )
    .toBe(0);
}

/**
 * Marks the phone and consent prompt (shown about a second after sign-in to a player who has not opted in to SMS)
 * as asked, as the prompt itself does when it shows: the server keeps the time (POST /user/consent-prompt) and the
 * prompt does not open by itself for 30 days (mfe-auth use-auto-phone-prompt.ts); its backdrop would otherwise
 * cover the page under test. Call after signing in on the page's context, before the page opens.
 */
export async function skipPhonePrompt(page: Page) {
  const res = await page.request.post('/api/v1/user/consent-prompt');
  expect(res.status(), await res.text()).toBe(200);
}

export function remotePage(page: Page, remote: string) {
  return page.locator(`[data-remote="${remote}"]`).first();
}

type RegistryJson = { remotes: Record<string, Record<string, unknown>> } & Record<string, unknown>;

/**
 * Changes the registry a page sees: the one the server inlines in the page (issue 9, `#arcade-boot`) and
 * /remotes.json (read again by Retry). Returns a function that stops changing it.
 */
export async function editRegistry(page: Page, edit: (registry: RegistryJson) => void) {
  const onJson = async (route: Route) => {
    const res = await route.fetch();
    const json = (await res.json()) as RegistryJson;
    edit(json);
    await route.fulfill({ response: res, json });
  };
  const onDocument = async (route: Route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const res = await route.fetch();
    const html = (await res.text()).replace(
      /(<script type="application\/json" id="arcade-boot">)(.*?)(<\/script>)/,
      (_m, open: string, json: string, close: string) => {
        const boot = JSON.parse(json) as { registry: RegistryJson };
        edit(boot.registry);
        return open + JSON.stringify(boot).replace(/</g, '\\u003c') + close;
      },
    );
    const headers = { ...res.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    return route.fulfill({ status: res.status(), headers, body: html });
  };
  await page.route('**/remotes.json', onJson);
  await page.route('**/*', onDocument);
  return async () => {
    await page.unroute('**/remotes.json', onJson);
    await page.unroute('**/*', onDocument);
  };
}
