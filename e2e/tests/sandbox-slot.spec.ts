import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { API } from '../support/identity';
import { loginAdmin, registerVerifiedPlayer } from '../support/players';
import { moneyRequest } from '../support/site';

/**
 * Issue 12 (server half): the sandbox game platform's slot page in the browser. The player's account is requested,
 * approved by staff and revealed through the api; the page signs in with the temporary password, demands a new
 * one, plays with loaded Gold Coins, rotates the seed and verifies a round in the browser. axe finds nothing and
 * the page fits 320 px.
 */
test('sign in with the revealed credentials, set a password, play, rotate and verify a round', async ({
  page,
  playwright,
  baseURL,
}) => {
  const player = page.request;
  const fresh = await registerVerifiedPlayer(player);
  const login = await player.post(`${API}/user/login`, {
    data: { email: fresh.email, password: fresh.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  expect((await player.post(`${API}/claim/daily-bonus`, moneyRequest())).status()).toBe(200);
  const game = (await (await player.get(`${API}/games`)).json()).data.games[0];
  const requested = await player.post(`${API}/games/${game.id}/account-request`);
  expect(requested.status(), await requested.text()).toBe(201);

  const staff = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { origin: new URL(baseURL!).origin },
  });
  await loginAdmin(staff);
  const decided = await staff.post(
    `${API}/admin/game-account-requests/${(await requested.json()).data.request.id}/decision`,
    {
      data: { approve: true },
    },
  );
  expect(decided.status(), await decided.text()).toBe(200);
  await staff.dispose();

  const account = (await (await player.get(`${API}/game-accounts/my-account/${game.id}`)).json()).data
    .account;
  const revealed = (await (await player.post(`${API}/game-accounts/${account.id}/reveal`)).json()).data;
  expect((await player.post(`${API}/game-accounts/${account.id}/reveal`)).status()).toBe(410);
  const load = await player.post(`${API}/recharge-requests`, {
    data: { gameId: game.id, currency: 'GC', amount: 500_000 },
    ...moneyRequest(),
  });
  expect((await load.json()).data.request.status).toBe('approved');

  await page.setViewportSize({ width: 320, height: 740 });
  await page.goto(revealed.playUrl);
  await page.getByLabel('Username', { exact: true }).fill(revealed.username);
  await page.getByLabel('Password', { exact: true }).fill(revealed.temporaryPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('New password', { exact: true }).fill('My-own-slot-password-1');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('heading', { name: 'Lucky Reels' })).toBeVisible();
  await page.getByLabel('Currency', { exact: true }).selectOption('GC');
  await page.getByLabel(/^Bet/).fill('10');
  await page.getByRole('button', { name: 'Spin' }).click();
  await expect(page.getByRole('status')).toHaveText(/You won|No win this time/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  await page.getByRole('button', { name: 'Rotate seed' }).click();
  await expect(page.getByRole('status')).toContainText('Old server seed revealed');
  await page.getByRole('link', { name: 'Verify this round' }).click();
  await expect(page.getByRole('status')).toHaveText('Verified: this round was fair.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
