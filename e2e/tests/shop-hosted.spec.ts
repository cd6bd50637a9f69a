import { expect, test } from '@playwright/test';
import { balanceOf } from '../support/players';
import { chooseMethod, choosePackage, openShopModal, signedInPlayer } from '../support/shop';

/**
 * Issue 11, bank and the redirect provider: POST /wallet/deposit, the provider's hosted page (the sandbox's),
 * back to /success or /failed, which read the order's real state; /deposit-success only for a paid order.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const METHODS = [
  { label: /^Bank/, name: 'bank' },
  { label: /^Hosted checkout/, name: 'redirect' },
] as const;

for (const m of METHODS) {
  test(`${m.name}: the hosted page's Pay returns to /success, which shows the paid order and credits once`, async ({
    page,
  }) => {
    await signedInPlayer(page);
    const before = await balanceOf(page.request);
    const dialog = await openShopModal(page);
    await choosePackage(dialog, 'Bronze Pack', 10);
    const deposit = page.waitForResponse((r) => r.url().endsWith('/api/v1/wallet/deposit'));
    await chooseMethod(dialog, m.label);
    const res = await deposit;
    expect(res.request().headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_:.-]{8,128}$/);
    // The browser leaves for the hosted page at once; /success below shows the order the server priced.
    expect(res.status()).toBe(200);
    await page.waitForURL(new RegExp(`/sandbox/${m.name}/`));
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/success\?orderId=/);
    const paid = page.getByTestId('result-paid');
    await expect(paid).toContainText('Payment received: $10.00 for 1,000 Gold Coins and 200 Bonus Coins');
    await paid.getByRole('link', { name: 'See your coins' }).click();
    await expect(page.getByTestId('ds-coins')).toHaveText('1,000');
    const after = await balanceOf(page.request);
    expect(after.gold - before.gold).toBe(1200);
  });

  test(`${m.name}: the hosted page's Cancel returns to /failed with nothing credited`, async ({ page }) => {
    await signedInPlayer(page);
    const before = await balanceOf(page.request);
    const dialog = await openShopModal(page);
    await choosePackage(dialog, 'Starter Pack', 5);
    await chooseMethod(dialog, m.label);
    await page.waitForURL(new RegExp(`/sandbox/${m.name}/`));
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL(/\/failed\?orderId=/);
    await expect(page.getByTestId('result-cancelled')).toContainText('Nothing was charged');
    const orderId = new URL(page.url()).searchParams.get('orderId');
    await page.goto(`/deposit-success?orderId=${orderId}`);
    await expect(page.getByTestId('ds-no-order')).toContainText('No paid order to show');
    expect((await balanceOf(page.request)).gold).toBe(before.gold);
  });
}

test("/deposit-success is refused without the player's own paid order (none, made up, someone else's)", async ({
  page,
  browser,
}) => {
  // Another player pays by bank.
  const other = await browser.newPage();
  await signedInPlayer(other);
  const dialog = await openShopModal(other);
  await choosePackage(dialog, 'Starter Pack', 5);
  await chooseMethod(dialog, /^Bank/);
  await other.waitForURL(/\/sandbox\/bank\//);
  await other.getByRole('button', { name: 'Pay', exact: true }).click();
  await other.waitForURL(/\/success\?orderId=/);
  await expect(other.getByTestId('result-paid')).toBeVisible();
  const theirs = new URL(other.url()).searchParams.get('orderId');
  await other.close();

  await signedInPlayer(page);
  for (const url of [
    '/deposit-success',
    '/deposit-success?orderId=00000000-0000-4000-8000-000000000000',
    `/deposit-success?orderId=${theirs}`,
  ]) {
    await page.goto(url);
    await expect(page.getByTestId('ds-no-order')).toContainText('No paid order to show');
    await expect(page.getByRole('button', { name: 'Go to Wallet' })).toHaveCount(0);
  }
});
