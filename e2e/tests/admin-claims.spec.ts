import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, apiContext } from '../support/identity';
import { loginAdmin, registerVerifiedPlayer } from '../support/players';
import { loginViaApi, open } from '../support/site';
import { completeStaffSignIn } from '../support/staff';
import { axeViolations } from '../support/axe';

/**
 * Issue 29 item 2 in two browser contexts at 1024 px: a player asks for a game account; the admin takes the request
 * in the work queue; the support agent, in a context of their own, sees it claimed by the admin, cannot decide it
 * (the buttons are disabled and the server refuses both a second claim and a decision: 409 claimed_by_other); the
 * admin, who opened the player's details on the card, rejects it. Axe clean, nothing scrolls sideways.
 */
test.use({ viewport: { width: 1024, height: 800 } });

const SUPPORT = { email: 'support@arcade.test', password: 'SupportPass2026!' };

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

async function loginSupport(request: APIRequestContext): Promise<void> {
  const res = await request.post(`${API}/user/login`, { data: SUPPORT });
  const user = await completeStaffSignIn(request, SUPPORT.email, res);
  expect(user.role).toBe('SUPPORT');
}

/** The player's card in a staff member's game-account requests. */
const cardOf = (page: Page, email: string) =>
  page
    .getByRole('region', { name: /^Game-account requests/ })
    .getByRole('listitem')
    .filter({ hasText: email });

test('two staff cannot both claim one item: the holder decides, the other sees who holds it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const setup = await apiContext(baseURL);
  const player = await registerVerifiedPlayer(setup);
  const playerCtx = await apiContext(baseURL);
  await loginViaApi(playerCtx, player);
  const game = (await (await playerCtx.get(`${API}/games`)).json()).data.games[0] as { id: string };
  const asked = await playerCtx.post(`${API}/games/${game.id}/account-request`);
  expect(asked.status(), await asked.text()).toBe(201);
  const requestId = (await asked.json()).data.request.id as string;

  const origin = { extraHTTPHeaders: { origin: new URL(baseURL!).origin } };
  const adminCtx = await browser.newContext({ ...origin, viewport: { width: 1024, height: 800 } });
  const supportCtx = await browser.newContext({ ...origin, viewport: { width: 1024, height: 800 } });
  const admin = await adminCtx.newPage();
  const support = await supportCtx.newPage();
  await loginAdmin(admin.request);
  await loginSupport(support.request);

  // The admin takes it.
  await open(admin, '/dashboard?view=queue');
  const adminCard = cardOf(admin, player.email);
  await expect(adminCard.getByText('Not taken')).toBeVisible();
  await expect(adminCard.getByRole('button', { name: /^Approve / })).toBeDisabled();
  await adminCard.getByRole('button', { name: /^Take / }).click();
  await expect(adminCard.getByText(/^Claimed by you until \d{1,2}:\d{2}/)).toBeVisible();
  await expect(adminCard.getByRole('button', { name: /^Reject / })).toBeEnabled();
  // What the decision needs, on the card: the player's verification, restrictions, ledger, previous decisions.
  await adminCard.getByRole('button', { name: /^Player details/ }).click();
  await expect(adminCard.getByRole('region', { name: 'Verification' })).toContainText('E-mail verified');
  await expect(adminCard.getByRole('region', { name: 'Restrictions' })).toBeVisible();
  await expect(adminCard.getByRole('region', { name: 'Previous decisions' })).toBeVisible();

  // The support agent sees it claimed by the admin and cannot decide it.
  await open(support, '/dashboard?view=queue');
  const supportCard = cardOf(support, player.email);
  await expect(supportCard.getByText(/^Claimed by .+ until \d{1,2}:\d{2}/)).toBeVisible();
  await expect(supportCard.getByText(/^Claimed by you/)).toHaveCount(0);
  await expect(supportCard.getByRole('button', { name: /^Approve / })).toBeDisabled();
  await expect(supportCard.getByRole('button', { name: /^Reject / })).toBeDisabled();
  await expect(supportCard.getByRole('button', { name: /^Take / })).toHaveCount(0);
  const claimAgain = await support.request.post(`${API}/admin/queue/claims`, {
    data: { kind: 'game_account', id: requestId },
  });
  expect(claimAgain.status()).toBe(409);
  expect((await claimAgain.json()).errors).toEqual(['claimed_by_other']);
  const decideAnyway = await support.request.post(
    `${API}/admin/game-account-requests/${requestId}/decision`,
    {
      data: { approve: false, notes: 'E2E: not mine to decide' },
    },
  );
  expect(decideAnyway.status()).toBe(409);
  expect((await decideAnyway.json()).errors).toEqual(['claimed_by_other']);
  expect(await noSidewaysScroll(support)).toBe(true);
  expect(await axeViolations(support)).toEqual([]);
  expect(await noSidewaysScroll(admin)).toBe(true);
  expect(await axeViolations(admin)).toEqual([]);

  // The admin decides it; it leaves both queues (the other's within its refresh).
  await adminCard.getByRole('button', { name: /^Reject / }).click();
  await adminCard.getByRole('textbox', { name: /^Reason for rejecting/ }).fill('E2E: duplicate player');
  await adminCard.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(admin.getByRole('region', { name: /^Game-account requests/ }).getByRole('status')).toHaveText(
    'Request rejected',
  );
  await expect(adminCard).toHaveCount(0);
  await expect(supportCard).toHaveCount(0, { timeout: 20_000 });
  const status = await (await playerCtx.get(`${API}/games/${game.id}/user-status`)).json();
  expect(status.data.status).toBe('rejected');

  await adminCtx.close();
  await supportCtx.close();
});
