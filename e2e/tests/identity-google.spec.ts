import { expect, test, type Page } from '@playwright/test';
import {
  API,
  apiContext,
  dialog,
  loginApi,
  me,
  newEmail,
  preparedPlayer,
  toastOf,
} from '../support/identity';
import { dismissLoader, moneyRequest, open } from '../support/site';

/**
 * Issue 3, Google sign-in (OpenID Connect code flow) through the development provider at /dev/oidc: a new
 * account must confirm its state and 21+ before it may play or buy; an existing e-mail is linked.
 */
test.use({ viewport: { width: 1280, height: 900 } });

/** Every address the tab visits, to prove no token is ever put in a URL. */
function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (f) => f === page.mainFrame() && urls.push(f.url()));
  page.on('request', (r) => r.isNavigationRequest() && urls.push(r.url()));
  return urls;
}

/** From the login modal: Continue with Google, then the development provider's page with this e-mail and name. */
async function signInWithGoogle(page: Page, who: { email: string; name: string }) {
  await open(page, '/login');
  const login = dialog(page, 'Welcome Back!');
  await login.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/dev\/oidc\/interaction\//);
  await expect(page.getByRole('heading', { name: 'Development Google sign-in' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(who.email);
  await page.getByRole('textbox', { name: 'Name' }).fill(who.name);
  await expect(page.getByRole('checkbox', { name: /provider says this e-mail is verified/ })).toBeChecked();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

function expectNoTokenInUrls(urls: string[]) {
  for (const u of urls) expect(u, u).not.toMatch(/[?&#](id_token|access_token|refresh_token)=/);
}

test('a new Google account is created, must confirm state and 21+ first, then may play', async ({
  page,
  baseURL,
}) => {
  const urls = recordUrls(page);
  const email = newEmail('google');
  await signInWithGoogle(page, { email, name: 'Gwen Google' });

  // Back on the site, signed in, with the profile step that cannot be dismissed.
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await dismissLoader(page);
  const complete = dialog(page, 'Complete your profile');
  await expect(complete).toBeVisible();
  await expect(complete.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(complete).toBeVisible();

  const before = await me(page.request);
  expect(before).toMatchObject({
    email,
    isEmailVerified: true,
    phone: null,
    state: null,
    needsProfileCompletion: true,
  });
  // Until then the server refuses bonus and game actions with the profile reason.
  const bonus = await page.request.post(`${API}/claim/daily-bonus`, moneyRequest());
  expect(bonus.status()).toBe(403);
  const refusal = await bonus.json();
  expect(refusal.message).toBe('Please confirm your state and that you are 21 or older to continue.');
  expect(refusal.errors).toContain('profile');

  // Both fields are required, in the SPEC's words.
  await complete.getByRole('button', { name: 'Continue' }).click();
  await expect(complete.getByLabel('State', { exact: true })).toHaveAccessibleDescription(
    'Please select your state',
  );
  await expect(
    complete.getByRole('checkbox', { name: /I am 21 years of age or older/ }),
  ).toHaveAccessibleDescription(
    'You must confirm you are 21 or older and accept the Terms and Privacy Policy',
  );
  await complete.getByLabel('State', { exact: true }).selectOption('Texas');
  await complete.getByRole('checkbox', { name: /I am 21 years of age or older/ }).check();
  await complete.getByRole('button', { name: 'Continue' }).click();
  await expect(toastOf(page, 'success', 'Profile completed successfully')).toBeVisible();
  await expect(complete).toBeHidden();

  const after = await me(page.request);
  expect(after).toMatchObject({ _id: before._id, state: 'Texas', needsProfileCompletion: false });
  const claim = await page.request.post(`${API}/claim/daily-bonus`, moneyRequest());
  expect(claim.status(), await claim.text()).toBe(200);
  // The account has no password yet: a password login fails like any wrong password.
  const guess = await apiContext(baseURL);
  const denied = await guess.post(`${API}/user/login`, { data: { email, password: 'Gwen-Google-Guess-1' } });
  expect(denied.status()).toBe(401);
  await guess.dispose();
  expectNoTokenInUrls(urls);
});

test('a Google account with the e-mail of an existing player is linked to that account', async ({
  page,
  baseURL,
}) => {
  const player = await preparedPlayer(baseURL, { topic: 'googlelink', acceptSMSMarketing: true });
  const other = await apiContext(baseURL);
  const existing = await loginApi(other, player);
  await other.dispose();

  const urls = recordUrls(page);
  await signInWithGoogle(page, { email: player.email, name: 'Idris Tester' });
  await expect(page).toHaveURL((u) => u.pathname === '/games');
  await dismissLoader(page);
  await expect(page.getByTestId('desktop-header').getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(dialog(page, 'Complete your profile')).toHaveCount(0);

  const user = await me(page.request);
  expect(user).toMatchObject({
    _id: existing._id,
    email: player.email,
    state: 'Texas',
    phone: player.phone,
    isPhoneVerified: true,
    needsProfileCompletion: false,
  });
  // The password still works: the account is linked, not replaced.
  const again = await apiContext(baseURL);
  expect((await loginApi(again, player))._id).toBe(existing._id);
  await again.dispose();
  expectNoTokenInUrls(urls);
});
