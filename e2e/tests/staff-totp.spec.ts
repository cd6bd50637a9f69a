import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { API, dialog } from '../support/identity';
import { open, remotePage } from '../support/site';
import { totpAt } from '../support/staff';

/**
 * Issue 29 item 1: a staff member enrols TOTP on the first sign-in (QR code and key, a first code, the recovery
 * codes once) and signs in with it afterwards. The seeded CASHIER has no demo secret: it enrols here, once per
 * site (a retry would find it enrolled, so this spec runs once).
 */
test.describe.configure({ retries: 0 });
test.use({ viewport: { width: 1280, height: 900 } });

const CASHIER = { email: 'cashier@arcade.test', password: 'CashierPass2026!' };
const stepNow = () => Math.floor(Date.now() / 30_000);

async function passwordStep(page: Page) {
  await open(page, '/login');
  const login = dialog(page, 'Welcome Back!');
  await login.getByLabel('Email', { exact: true }).fill(CASHIER.email);
  await login.getByLabel('Password', { exact: true }).fill(CASHIER.password);
  const answer = page.waitForResponse((r) => r.url().endsWith(`${API}/user/login`));
  await login.getByRole('button', { name: 'Log In', exact: true }).click();
  expect((await answer).status()).toBe(202);
  // No session before the second factor.
  expect((await page.request.get(`${API}/user/me`)).status()).toBe(401);
  return login;
}

test('a staff member enrols TOTP on the first sign-in and signs in with it', async ({ page }) => {
  const login = await passwordStep(page);
  await login.getByRole('button', { name: 'Set up my authenticator app' }).click();
  await expect(
    login.getByRole('img', { name: /QR code that adds your Lucky Arcade staff account/ }),
  ).toBeVisible();
  const secret = (await login.getByLabel('Setup key').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  expect(await axeViolations(page)).toEqual([]);

  const enrolStep = stepNow();
  await login.getByLabel('Code', { exact: true }).fill(totpAt(secret, enrolStep));
  await login.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const codes = login.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  expect(await axeViolations(page)).toEqual([]);
  await login.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/dashboard');
  await expect(remotePage(page, 'mfe_admin')).toBeVisible();
  expect((await (await page.request.get(`${API}/user/me`)).json()).data.user.role).toBe('CASHIER');

  // Signed out, then in again: the password, then a code of a step not used yet.
  expect((await page.request.post(`${API}/user/logout`)).ok()).toBe(true);
  const again = await passwordStep(page);
  await expect(again.getByRole('button', { name: 'Set up my authenticator app' })).toHaveCount(0);
  await again.getByLabel('Code', { exact: true }).fill(totpAt(secret, Math.max(stepNow(), enrolStep + 1)));
  await again.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/dashboard');
  expect((await page.request.get(`${API}/user/me`)).status()).toBe(200);
});
