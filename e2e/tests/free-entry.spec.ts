import { expect, test, type Page } from '@playwright/test';
import {
  balanceOf,
  headerBalance,
  loginAdmin,
  markDocument,
  receiveMailIn,
  registerVerifiedPlayer,
  toastOf,
} from '../support/players';
import { loginViaApi, moneyRequest, open } from '../support/site';

/**
 * Free entry (AMOE, issue 4): the online claim on /amoe-free-entry with the footer banner, the 7-day refusal,
 * and the mail-in route (request code, admin records the card, the player sees it credited or rejected).
 * Each test uses its own freshly registered player.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const banner = (page: Page) => page.getByTestId('free-entry-banner');
const onlinePanel = (page: Page) => page.getByTestId('amoe-online');
const claimButton = (page: Page) => onlinePanel(page).getByRole('button', { name: 'Claim Free Entry' });

async function socketConnected(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            (window as unknown as { __ARCADE_SOCKET__?: { connected: boolean } }).__ARCADE_SOCKET__
              ?.connected ?? false,
        ),
      {
        message: 'the live socket connects',
      },
    )
    .toBe(true);
}

test('a player claims the free entry online: balance and footer banner change at once; a second claim within 7 days is refused', async ({
  page,
}) => {
  const player = await registerVerifiedPlayer(page.request);
  await loginViaApi(page.request, player);
  await open(page, '/amoe-free-entry');

  await expect(banner(page)).toHaveAttribute('data-claimed', 'false');
  await expect(banner(page)).toHaveText('No Purchase Necessary - Free Entries');
  await expect(
    banner(page).getByRole('link', { name: 'No Purchase Necessary - Free Entries' }),
  ).toHaveAttribute('href', '/amoe-free-entry');
  await expect(onlinePanel(page)).toContainText('Your free entry of 1.00 SC is ready to claim.');
  const balance = headerBalance(page);
  await balance.tab('SC').click();
  await expect(balance.sc).toHaveText('0.00');

  const sameDocument = await markDocument(page);
  const claim = page.waitForResponse((r) => r.url().endsWith('/api/v1/claim/sweep-bonus'));
  await claimButton(page).click();
  expect((await claim).status()).toBe(200);
  await expect(toastOf(page, 'success', 'Free entry claimed successfully!')).toBeVisible();
  await expect(onlinePanel(page)).toContainText('You have claimed your free online entry.');
  await expect(onlinePanel(page)).toContainText('You can claim your next free entry on');
  await expect(claimButton(page)).toHaveCount(0);
  await expect(balance.sc).toHaveText('1.00');
  await expect(banner(page)).toHaveAttribute('data-claimed', 'true');
  await expect(banner(page)).toHaveText(
    'Free entry claimed! You can claim your next free entry again after 7 days.',
  );
  await expect(banner(page).getByRole('link')).toHaveCount(0);
  await sameDocument();

  // The next claim date is 7 days after this claim.
  const next = await onlinePanel(page).locator('time').getAttribute('datetime');
  const days = (Date.parse(next!) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);

  // A second claim within 7 days is refused by the server and credits nothing.
  const again = await page.request.post('/api/v1/claim/sweep-bonus', moneyRequest());
  expect(again.status()).toBe(400);
  expect((await again.json()).message).toBe('Free entry already claimed. You can claim again after 7 days.');
  expect(await balanceOf(page.request)).toEqual({ gold: 10_000, sweep: 100 });

  // After a reload the banner still says claimed, no claim is offered, and the rewards page counts down.
  await page.reload();
  await expect(banner(page)).toHaveAttribute('data-claimed', 'true');
  await expect(onlinePanel(page)).toContainText('You have claimed your free online entry.');
  await expect(claimButton(page)).toHaveCount(0);
  await open(page, '/rewards');
  const card = page.getByTestId('free-entry-card');
  await expect(card).toContainText('Claimed.');
  await expect(card).toContainText(/Available again in\s*6d \d\d:\d\d:\d\d/);
});

test('a second free-entry claim within 7 days from a tab opened before the first is refused in the UI; that tab then shows the entry claimed', async ({
  page,
  context,
}) => {
  const player = await registerVerifiedPlayer(page.request);
  await loginViaApi(page.request, player);
  await open(page, '/amoe-free-entry');
  await expect(claimButton(page)).toBeVisible();
  await expect(banner(page)).toHaveAttribute('data-claimed', 'false');
  const balance = headerBalance(page);
  await balance.tab('SC').click();
  await expect(balance.sc).toHaveText('0.00');
  await socketConnected(page);

  // Claimed meanwhile in another tab.
  const other = await context.newPage();
  await other.setViewportSize({ width: 1280, height: 900 });
  await open(other, '/amoe-free-entry');
  await claimButton(other).click();
  await expect(onlinePanel(other)).toContainText('You have claimed your free online entry.');
  await other.close();

  // This tab still offers the claim; trying is refused with the server's message and nothing is credited.
  const sameDocument = await markDocument(page);
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/claim/sweep-bonus'));
  await claimButton(page).click();
  expect((await refused).status()).toBe(400);
  await expect(onlinePanel(page).getByRole('alert')).toHaveText(
    'Free entry already claimed. You can claim again after 7 days.',
  );
  await expect(onlinePanel(page)).toContainText('You have claimed your free online entry.');
  await expect(claimButton(page)).toHaveCount(0);
  await expect(balance.sc).toHaveText('1.00');
  expect(await balanceOf(page.request)).toEqual({ gold: 10_000, sweep: 100 });
  await sameDocument();
  // The footer follows claimedSweepBonus (SPEC §2.3): after the server said "already claimed" the banner must
  // not keep offering the free entry.
  await expect(banner(page)).toHaveAttribute('data-claimed', 'true');
  await expect(banner(page)).toHaveText(
    'Free entry claimed! You can claim your next free entry again after 7 days.',
  );
});

test('mail-in entry: the player requests a code, the admin records the card, the player sees it credited', async ({
  page,
  request,
}) => {
  const player = await registerVerifiedPlayer(page.request);
  await loginViaApi(page.request, player);
  await open(page, '/amoe-free-entry');
  await expect(page.getByText('You have no mail-in requests yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Request mail-in code' }).click();
  await expect(page.getByTestId('amoe-latest-code')).toBeVisible();
  const code = (await page.getByTestId('amoe-latest-code').textContent())!.trim();
  expect(code).toMatch(/^AMOE-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const latest = page.locator('.amoe-latest');
  await expect(latest).toContainText(`Request code: ${code}`);
  await expect(latest).toContainText(`Your full name: ${player.name.first} ${player.name.last}`);
  await expect(latest).toContainText(`Your account e-mail: ${player.email}`);
  const item = page.locator('.amoe-request').filter({ hasText: code });
  await expect(item).toHaveAttribute('data-status', 'requested');
  await expect(item).toContainText('Requested');
  await expect(item).toContainText('Waiting for your card.');

  // The admin records the card; the header SC balance follows at once (live event), without a reload.
  const balance = headerBalance(page);
  await balance.tab('SC').click();
  await expect(balance.sc).toHaveText('0.00');
  await socketConnected(page);
  const sameDocument = await markDocument(page);
  await loginAdmin(request);
  const received = await receiveMailIn(request, { code: code.toLowerCase(), accept: true });
  expect(received.status(), await received.text()).toBe(200);
  expect((await received.json()).data.request).toMatchObject({ code, status: 'credited' });
  await expect(balance.sc).toHaveText('1.00');
  await sameDocument();

  // Recording the same card again credits nothing.
  const twice = await receiveMailIn(request, { code, accept: true });
  expect(twice.status()).toBe(409);
  expect((await twice.json()).message).toBe('This free entry request was already processed');
  expect(await balanceOf(page.request)).toEqual({ gold: 10_000, sweep: 100 });

  // The player's list shows the entry credited; the wallet lists the movement.
  await page.reload();
  await expect(item).toHaveAttribute('data-status', 'credited');
  await expect(item).toContainText('Credited');
  await expect(item).toContainText('1.00 SC was added to your balance on');
  await open(page, '/profile?tab=wallet&subtab=overview');
  const row = page.locator('tbody tr').filter({ hasText: `Free entry by mail (${code})` });
  await expect(row).toContainText('Mail-in free entry');
  await expect(row).toContainText('+1.00');
  await expect(row).toContainText('SC');

  // One code a day: a second request today is refused with a clear message.
  await open(page, '/amoe-free-entry');
  await page.getByRole('button', { name: 'Request mail-in code' }).click();
  await expect(page.locator('.amoe-mail').getByRole('alert')).toHaveText(
    'You already requested a free entry code today. Please try again tomorrow.',
  );
});

test('mail-in entry rejected by the admin: the player sees the reason and is not credited', async ({
  page,
  request,
}) => {
  const player = await registerVerifiedPlayer(page.request);
  await loginViaApi(page.request, player);
  const created = await page.request.post('/api/v1/amoe/requests');
  expect(created.status()).toBe(201);
  const { code } = (await created.json()).data.request as { code: string };

  await loginAdmin(request);
  const noReason = await receiveMailIn(request, { code, accept: false });
  expect(noReason.status()).toBe(400);
  expect((await noReason.json()).message).toBe('A reason is required to reject a free entry');
  const rejected = await receiveMailIn(request, { code, accept: false, reason: 'Card was not handwritten' });
  expect(rejected.status(), await rejected.text()).toBe(200);

  await open(page, '/amoe-free-entry');
  const item = page.locator('.amoe-request').filter({ hasText: code });
  await expect(item).toHaveAttribute('data-status', 'rejected');
  await expect(item).toContainText('Rejected');
  await expect(item).toContainText('Reason: Card was not handwritten.');
  const balance = headerBalance(page);
  await balance.tab('SC').click();
  await expect(balance.sc).toHaveText('0.00');
  expect(await balanceOf(page.request)).toEqual({ gold: 10_000, sweep: 0 });
});
