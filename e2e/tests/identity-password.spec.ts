import { expect, test } from '@playwright/test';
import {
  API,
  dialog,
  mailbox,
  mailedLink,
  newPassword,
  otherDevice,
  preparedPlayer,
  toastOf,
} from '../support/identity';
import { moneyRequest, open } from '../support/site';

/**
 * Issue 3, passwords (SPEC §2.2, §7): Forgot Password from the login modal, the reset link from the mailbox,
 * a new password; every existing session of the account ends (another device that logged in before is out).
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('forgot password, reset through the mailed link: the new password works and an old session ends', async ({
  page,
  browser,
  baseURL,
}) => {
  const player = await preparedPlayer(baseURL, { topic: 'reset', verifyPhone: false });

  // Another device logs in first and is on the site.
  const device = await otherDevice(browser, baseURL);
  const old = await device.newPage();
  const loggedIn = await old.request.post(`${API}/user/login`, {
    data: { email: player.email, password: player.password },
  });
  expect(loggedIn.status()).toBe(200);
  await old.request.post(`${API}/claim/daily-bonus`, moneyRequest());
  expect((await old.request.get(`${API}/user/me`)).status()).toBe(200);

  // Forgot Password from the login modal.
  await open(page, '/login');
  const login = dialog(page, 'Welcome Back!');
  await login.getByRole('link', { name: /Forgot Password/ }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/forgot-password');
  await expect(login).toBeHidden();
  const forgot = page.getByRole('form', { name: 'Forgot password' });
  await forgot.getByLabel('Email', { exact: true }).fill(player.email.toUpperCase());
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'reset link' })).toHaveText(
    'If an account exists for this email, a reset link has been sent.',
  );

  // The same answer for an address with no account (no enumeration), and no mail is sent there.
  const nobody = `nobody.${Date.now()}@example.test`;
  const unknown = await page.request.post(`${API}/user/forgot-password`, { data: { email: nobody } });
  expect(unknown.status()).toBe(200);
  expect((await unknown.json()).message).toBe(
    'If an account exists for this email, a reset link has been sent.',
  );
  expect(await mailbox(page.request, nobody)).toHaveLength(0);

  // The reset link from the mailbox opens /reset-password?token=...
  const link = await mailedLink(page.request, player.email, '/reset-password');
  expect(link).toMatch(/^\/reset-password\?token=[\w-]+$/);
  await open(page, link);
  const reset = page.getByRole('form', { name: 'Reset password' });
  const fresh = newPassword();
  await reset.getByLabel('New password', { exact: true }).fill(fresh);
  await reset.getByLabel('Confirm new password', { exact: true }).pressSequentially(fresh.slice(0, 5));
  await expect(reset.getByLabel('Confirm new password', { exact: true })).toHaveAccessibleDescription(
    'Passwords do not match',
  );
  await reset.getByLabel('Confirm new password', { exact: true }).fill(fresh);
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(toastOf(page, 'success', 'Password reset successfully')).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname === '/login');

  // Every existing session ended: the other device is signed out, on the server and in its browser.
  expect((await old.request.get(`${API}/user/me`)).status()).toBe(401);
  expect((await old.request.post(`${API}/user/refresh-token`)).status()).toBe(401);
  await open(old, '/games');
  await expect(old.getByTestId('desktop-header').getByRole('link', { name: 'Login' })).toBeVisible();
  await device.close();

  // The link is single use.
  const token = new URL(link, 'http://x').searchParams.get('token');
  const reuse = await page.request.post(`${API}/user/reset-password/${token}`, {
    data: { newPassword: newPassword() },
  });
  expect(reuse.status()).toBe(400);
  expect((await reuse.json()).message).toBe(
    'This password reset link is invalid or has expired. Please request a new one.',
  );

  // The old password no longer works; the new one does, through the modal (where it lands afterwards is the
  // subject of identity-login.spec.ts).
  const stale = await page.request.post(`${API}/user/login`, {
    data: { email: player.email, password: player.password },
  });
  expect(stale.status()).toBe(401);
  await open(page, '/login');
  const again = dialog(page, 'Welcome Back!');
  await again.getByLabel('Email', { exact: true }).fill(player.email);
  await again.getByLabel('Password', { exact: true }).fill(fresh);
  await again.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(toastOf(page, 'success', 'Login successful')).toBeVisible();
  await expect(again).toBeHidden();
  expect((await page.request.get(`${API}/user/me`)).status()).toBe(200);
});
