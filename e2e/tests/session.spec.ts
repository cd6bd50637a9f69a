import { expect, test } from '@playwright/test';
import { SignJWT } from 'jose';
import { PLAYER, loginViaApi, open, skipPhonePrompt } from '../support/site';
import { SELF_STARTED, TEST_JWT_SECRET } from '../support/site-config';

test.use({ viewport: { width: 1280, height: 900 } });

const header = (page: import('@playwright/test').Page) => page.getByTestId('desktop-header');

test('log in as the seeded player; a reload keeps the session; cookies are httpOnly', async ({
  page,
  context,
}) => {
  await loginViaApi(page.request, PLAYER);
  await open(page, '/games');
  await expect(header(page).getByRole('link', { name: 'Profile' })).toBeVisible();
  await page.reload();
  await expect(header(page).getByRole('link', { name: 'Profile' })).toBeVisible();
  const cookies = await context.cookies();
  for (const name of ['access_token', 'refresh_token']) {
    const c = cookies.find((k) => k.name === name);
    expect(c, name).toBeTruthy();
    expect(c!.httpOnly).toBe(true);
    expect(c!.sameSite).not.toBe('None');
  }
  expect(await page.evaluate(() => document.cookie)).not.toContain('access_token');
});

test('an expired access token is refreshed transparently', async ({ page, context }) => {
  test.skip(!SELF_STARTED, 'needs the self-started site to forge an expired token');
  const user = await loginViaApi(page.request, PLAYER);
  const cookies = await context.cookies();
  const access = cookies.find((c) => c.name === 'access_token')!;
  const claims = JSON.parse(Buffer.from(access.value.split('.')[1]!, 'base64url').toString());
  const expired = await new SignJWT({ ...claims, exp: undefined, iat: undefined })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
  await context.addCookies([{ ...access, value: expired }]);
  const direct = await page.request.get('/api/v1/user/me');
  expect(direct.status()).toBe(401);
  expect((await direct.json()).message).toContain('jwt expired');
  // The shell's first call answers 401 jwt expired, refreshes once and retries: the user stays signed in.
  await context.addCookies([{ ...access, value: expired }]);
  const refreshes: number[] = [];
  page.on('response', (r) => r.url().includes('/user/refresh-token') && refreshes.push(r.status()));
  await open(page, '/games');
  await expect(header(page).getByRole('link', { name: 'Profile' })).toBeVisible();
  expect(refreshes).toEqual([200]);
  const me = await page.request.get('/api/v1/user/me');
  expect((await me.json()).data.user._id).toBe(user._id);
});

test('a reused refresh token ends the session', async ({ page, context }) => {
  await loginViaApi(page.request, PLAYER);
  const stolen = (await context.cookies()).find((c) => c.name === 'refresh_token')!;
  expect((await page.request.post('/api/v1/user/refresh-token')).status()).toBe(200);
  await context.addCookies([stolen]);
  const reuse = await page.request.post('/api/v1/user/refresh-token');
  expect(reuse.status()).toBe(401);
  // The whole family is revoked: even the newest tokens no longer work.
  expect((await page.request.get('/api/v1/user/me')).status()).toBe(401);
  await open(page, '/games');
  await expect(header(page).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('logout goes to /login and ends the session server-side', async ({ page, context }) => {
  await loginViaApi(page.request, PLAYER);
  // The phone prompt (1 s after sign-in) would cover the side menu now that the splash ends as soon as the page is
  // ready (issue 9): this test is about logout, so the prompt counts as already asked (the server keeps it).
  await skipPhonePrompt(page);
  const access = (await context.cookies()).find((c) => c.name === 'access_token')!;
  await open(page, '/games');
  await page.evaluate(() => localStorage.setItem('arcade:user:test', 'x'));
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('side-menu').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('arcade:user:test'))).toBeNull();
  await context.addCookies([access]);
  expect((await page.request.get('/api/v1/user/me')).status()).toBe(401);
});
