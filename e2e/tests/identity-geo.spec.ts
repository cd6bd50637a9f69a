import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { STATE_NAMES } from '@arcade/contracts';
import { API, claimDailyBonus, dialog, loginApi, preparedPlayer, toastOf } from '../support/identity';
import { dismissLoader, moneyRequest, open } from '../support/site';

/**
 * Issue 3, the geo gate (SPEC §8): an excluded location gets 403 with errors including "geo" on gated calls; the
 * client goes to /not-available, which explains why. The location is simulated with the development cookie
 * dev_geo (the site under test otherwise sits in US-TX).
 */
test.use({ viewport: { width: 1280, height: 900 } });

const GEO_MESSAGE = 'Sorry, our service is not available in your location.';

async function placeIn(context: BrowserContext, baseURL: string | undefined, where: string) {
  await context.addCookies([{ name: 'dev_geo', value: where, url: baseURL ?? 'http://127.0.0.1' }]);
}

async function expectNotAvailablePage(page: Page) {
  const body = page.locator('[data-remote="mfe_auth"]');
  await expect(body.getByRole('heading', { name: 'Not Available in Your Location' })).toBeVisible();
  await expect(body).toContainText('Your current location is not eligible');
  await expect(body).toContainText('21 or older');
  const states = body.getByRole('list', { name: 'Eligible states' }).getByRole('listitem');
  await expect(states).toHaveCount(39);
  await expect(states).toHaveText([...STATE_NAMES]);
  await expect(body.getByRole('link', { name: 'Sweepstake Rules' })).toHaveAttribute(
    'href',
    '/sweepstake-rules',
  );
  await expect(body.getByRole('link', { name: /contact our support team/ })).toHaveAttribute(
    'href',
    '/contact-us',
  );
}

test('a visitor in an excluded state opening /games (geo-gated catalogue) reaches /not-available, which explains why', async ({
  page,
  context,
  baseURL,
}) => {
  await placeIn(context, baseURL, 'US-CA');
  const geo = await page.request.get(`${API}/geo`);
  expect((await geo.json()).data).toMatchObject({
    country: 'US',
    region: 'CA',
    allowed: false,
    reason: 'region',
  });

  const catalogue = page.waitForResponse((r) => new URL(r.url()).pathname === `${API}/games`);
  await open(page, '/games');
  const refused = await catalogue;
  expect(refused.status()).toBe(403);
  const body = await refused.json();
  expect(body.message).toBe(GEO_MESSAGE);
  expect(body.errors).toContain('geo');
  await expect(page).toHaveURL((u) => u.pathname === '/not-available', { timeout: 0 });
  await dismissLoader(page);
  await expectNotAvailablePage(page);
});

test('a signed-in player who moves to an excluded state is sent to /not-available; log in and Google sign-in are refused there', async ({
  page,
  context,
  baseURL,
}) => {
  const player = await preparedPlayer(baseURL, { topic: 'geo', acceptSMSMarketing: true });
  await loginApi(page.request, player);
  await claimDailyBonus(page.request);
  await open(page, '/games');
  await expect(page.getByTestId('desktop-header').getByRole('link', { name: 'Profile' })).toBeVisible();

  // The player is now outside the eligible states: the next gated call sends the browser away.
  await placeIn(context, baseURL, 'US-CA');
  await open(page, '/games');
  await expect(page).toHaveURL((u) => u.pathname === '/not-available', { timeout: 0 });
  await expectNotAvailablePage(page);
  const bonus = await page.request.post(`${API}/claim/daily-bonus`, moneyRequest());
  expect(bonus.status()).toBe(403);
  expect((await bonus.json()).errors).toContain('geo');

  // Logging in from there is refused with the server's message (a warning toast) and opens no session.
  await page.request.post(`${API}/user/logout`);
  await open(page, '/login');
  const login = dialog(page, 'Welcome Back!');
  await login.getByLabel('Email', { exact: true }).fill(player.email);
  await login.getByLabel('Password', { exact: true }).fill(player.password);
  const answer = page.waitForResponse((r) => r.url().endsWith(`${API}/user/login`));
  await login.getByRole('button', { name: 'Log In', exact: true }).click();
  const refused = await answer;
  expect(refused.status()).toBe(403);
  expect((await refused.json()).errors).toContain('geo');
  await expect(toastOf(page, 'warning', GEO_MESSAGE)).toBeVisible();
  expect((await page.request.get(`${API}/user/me`)).status()).toBe(401);

  // Google sign-in from an excluded location goes straight to /not-available.
  await open(page, '/login');
  await dialog(page, 'Welcome Back!').getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/not-available');
  await dismissLoader(page);
  await expectNotAvailablePage(page);
});

test('outside the U.S. registration is refused with the geo error', async ({ page, context, baseURL }) => {
  await placeIn(context, baseURL, 'GB');
  const res = await page.request.post(`${API}/user/register`, {
    data: {
      name: { first: 'Gus', middle: '', last: 'Abroad' },
      email: `e2e.identity.abroad.${Date.now()}@example.test`,
      password: 'Quiet-Lantern-abroad-1',
      phone: '+12124560001',
      state: 'Texas',
      acceptSMSMarketing: false,
      isAdult: true,
    },
  });
  expect(res.status()).toBe(403);
  const body = await res.json();
  expect(body.message).toBe(GEO_MESSAGE);
  expect(body.errors).toContain('geo');
});
