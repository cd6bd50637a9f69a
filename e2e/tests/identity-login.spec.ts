import { expect, test } from '@playwright/test';
import {
  API,
  apiContext,
  dialog,
  mailbox,
  preparedPlayer,
  registerViaApi,
  toastOf,
} from '../support/identity';
import { open } from '../support/site';

/** Issue 3, log in through the modal (SPEC §2.4, §4, §8): the unverified answer and the HTTP error toast. */
test.use({ viewport: { width: 1280, height: 900 } });

test('an unverified login shows the info toast, stays in the modal and mails a new link', async ({
  page,
  baseURL,
}) => {
  const setup = await apiContext(baseURL);
  const player = await registerViaApi(setup, { topic: 'unverified' });
  await setup.dispose();
  expect(await mailbox(page.request, player.email)).toHaveLength(1);

  await open(page, '/login');
  const login = dialog(page, 'Welcome Back!');
  await expect(login).toBeVisible();
  await login.getByLabel('Email', { exact: true }).fill(player.email);
  await login.getByLabel('Password', { exact: true }).fill(player.password);
  const answer = page.waitForResponse((r) => r.url().endsWith(`${API}/user/login`));
  await login.getByRole('button', { name: 'Log In', exact: true }).click();
  expect((await answer).status()).toBe(204);

  await expect(
    toastOf(
      page,
      'info',
      'Oops! your forgot to verify your mail. Please check your mail a verification link has been sent!',
    ),
  ).toBeVisible();
  // The player stays: same page, the modal still open, no session.
  await expect(page).toHaveURL((u) => u.pathname === '/login');
  await expect(login).toBeVisible();
  expect((await page.request.get(`${API}/user/me`)).status()).toBe(401);
  // A new verification link was e-mailed.
  await expect.poll(async () => (await mailbox(page.request, player.email)).length).toBe(2);

  // The notice offers to send the link again (SPEC §8 wording).
  await login.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(
    toastOf(page, 'success', 'Verification email sent successfully! Please check your inbox.'),
  ).toBeVisible();
  await expect.poll(async () => (await mailbox(page.request, player.email)).length).toBe(3);
  await expect(page).toHaveURL((u) => u.pathname === '/login');
});

test('logging in through the modal on /login shows the success toast and lands on /games', async ({
  page,
  baseURL,
}) => {
  // Known product bug (see the suite's report): the shell's guest guard on /login (shell/src/app/route-element.tsx,
  // `<Navigate to="/" replace />` once a user is set) replaces the /games the login flow navigated to with /.
  const player = await preparedPlayer(baseURL, { topic: 'login', verifyPhone: false });
  await open(page, '/login');
  const login = dialog(page, 'Welcome Back!');
  await expect(login.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
  await login.getByLabel('Email', { exact: true }).fill(player.email);
  await login.getByLabel('Password', { exact: true }).fill(player.password);
  await login.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(toastOf(page, 'success', 'Login successful')).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname === '/games', { timeout: 0 });
  await expect(login).toBeHidden();
  // Still on /games once the shell has settled: the games page rendered and the page's main thread idle twice.
  await expect(page.locator('[data-remote="mfe_games"]').first()).toBeVisible();
  for (let i = 0; i < 2; i++)
    await page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => r())));
  await expect(page).toHaveURL((u) => u.pathname === '/games');
});

test('a wrong password gets the warning toast with the server message and no session', async ({
  page,
  baseURL,
}) => {
  const player = await preparedPlayer(baseURL, { topic: 'wrongpw', verifyPhone: false });
  await open(page, '/login');
  const login = dialog(page, 'Welcome Back!');
  // E-mail format is checked before anything is sent.
  await login.getByLabel('Email', { exact: true }).fill('not-an-email');
  await login.getByLabel('Password', { exact: true }).fill('whatever');
  await login.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(login.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    'Please enter a valid email address',
  );
  await login.getByLabel('Email', { exact: true }).fill(player.email);
  await login.getByLabel('Password', { exact: true }).fill(`${player.password}-wrong`);
  const answer = page.waitForResponse((r) => r.url().endsWith(`${API}/user/login`));
  await login.getByRole('button', { name: 'Log In', exact: true }).click();
  expect((await answer).status()).toBe(401);
  await expect(toastOf(page, 'warning', 'Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname === '/login');
  expect((await page.request.get(`${API}/user/me`)).status()).toBe(401);
});

test('after a wrong password on /login the login modal is still there to try again', async ({
  page,
  baseURL,
}) => {
  // Known product bug (see the suite's report): the 401's redirect is /login itself; AuthPage.finish
  // (mfe-auth/src/app/auth-page.tsx) navigates to the same route and closes the modal, leaving a blank page.
  const player = await preparedPlayer(baseURL, { topic: 'retry', verifyPhone: false });
  await open(page, '/login');
  const login = dialog(page, 'Welcome Back!');
  await login.getByLabel('Email', { exact: true }).fill(player.email);
  await login.getByLabel('Password', { exact: true }).fill(`${player.password}-wrong`);
  await login.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(toastOf(page, 'warning', 'Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname === '/login');
  await expect(login).toBeVisible({ timeout: 0 });
  await login.getByLabel('Password', { exact: true }).fill(player.password);
  await login.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(toastOf(page, 'success', 'Login successful')).toBeVisible();
});
