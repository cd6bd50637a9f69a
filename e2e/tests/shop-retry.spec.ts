import { expect, test, type Locator, type Page } from '@playwright/test';
import { balanceOf } from '../support/players';
import { CARDS, chooseMethod, choosePackage, fillCard, openShopModal, signedInPlayer } from '../support/shop';

/**
 * Issue 28 items 5 and 6 in the shop: after a declined card the player enters another and pays; a hosted checkout
 * the player cancels says it was cancelled and nothing was charged; the card form keeps a card's width and the
 * crypto tiles and below-minimum message fit the screen.
 */
test.use({ viewport: { width: 1280, height: 800 } });

test('a declined card shows why and leaves the form usable: another card pays on a new order', async ({
  page,
}) => {
  await signedInPlayer(page);
  const before = await balanceOf(page.request);
  const dialog = await openShopModal(page);
  await choosePackage(dialog, 'Bronze Pack', 10);
  await chooseMethod(dialog, /^Card/);
  await expect(dialog.getByTestId('card-checkout')).toHaveAttribute('data-state', 'ready');

  const orders: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/v1/shop/orders'))
      orders.push(r.headers()['idempotency-key'] ?? '');
  });
  await fillCard(dialog, CARDS.decline);
  const declinedCharge = page.waitForResponse((r) => r.url().endsWith('/api/v1/wallet/goat/process'));
  await dialog.getByRole('button', { name: 'Pay $10.00' }).click();
  expect((await declinedCharge).status()).toBe(402);
  const declined = dialog.getByTestId('card-declined');
  await expect(declined).toContainText(
    'Your bank did not approve this payment. Your card was declined and has not been charged',
  );
  await expect(declined).toBeFocused();
  await expect(dialog.getByTestId('card-error')).toHaveCount(0);
  for (const name of ['Pay $10.00', 'Google Pay', 'Apple Pay', '← Back to payment methods'])
    await expect(dialog.getByRole('button', { name })).toBeEnabled();
  expect((await balanceOf(page.request)).gold).toBe(before.gold);

  // Another card in the same fields, and Pay again: a new order under a new key, paid.
  await fillCard(dialog, CARDS.approve);
  const goodCharge = page.waitForResponse((r) => r.url().endsWith('/api/v1/wallet/goat/process'));
  await dialog.getByRole('button', { name: 'Pay $10.00' }).click();
  expect((await goodCharge).status()).toBe(200);
  await page.waitForURL(/\/deposit-success\?orderId=/);
  await expect(page.getByTestId('ds-coins')).toHaveText('1,000');
  expect(orders).toHaveLength(2);
  expect(orders[0]).not.toBe(orders[1]);
  expect((await balanceOf(page.request)).gold - before.gold).toBe(1200);
});

test('after a declined card the player can go back and choose another method', async ({ page }) => {
  await signedInPlayer(page);
  const dialog = await openShopModal(page);
  await choosePackage(dialog, 'Starter Pack', 5);
  await chooseMethod(dialog, /^Card/);
  await expect(dialog.getByTestId('card-checkout')).toHaveAttribute('data-state', 'ready');
  await fillCard(dialog, CARDS.decline);
  await dialog.getByRole('button', { name: 'Pay $5.00' }).click();
  await expect(dialog.getByTestId('card-declined')).toBeVisible();
  await dialog.getByRole('button', { name: '← Back to payment methods' }).click();
  await dialog.getByRole('radio', { name: /^Cryptocurrency/ }).check();
  await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
  await expect(dialog.getByRole('heading', { name: 'Choose a cryptocurrency' })).toBeVisible();
});

test('a hosted checkout the player cancels says cancelled and nothing charged, not a failed payment', async ({
  page,
}) => {
  await signedInPlayer(page);
  const before = await balanceOf(page.request);
  const dialog = await openShopModal(page);
  await choosePackage(dialog, 'Starter Pack', 5);
  await chooseMethod(dialog, /^Hosted checkout/);
  await page.waitForURL(/\/sandbox\/redirect\//);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.waitForURL(/\/failed\?orderId=/);
  const cancelled = page.getByTestId('result-cancelled');
  await expect(cancelled).toContainText(
    'You cancelled this payment on the payment page. Nothing was charged.',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Cancelled');
  await expect(page.getByText(/Payment Failed|Please do not pay again/)).toHaveCount(0);
  expect((await balanceOf(page.request)).gold).toBe(before.gold);
});

test('a bank payment that fails keeps its failure words', async ({ page }) => {
  await signedInPlayer(page);
  const dialog = await openShopModal(page);
  await choosePackage(dialog, 'Starter Pack', 5);
  await chooseMethod(dialog, /^Bank/);
  await page.waitForURL(/\/sandbox\/bank\//);
  await page.getByRole('button', { name: 'Fail', exact: true }).click();
  await page.waitForURL(/\/failed\?orderId=/);
  await expect(page.getByTestId('result-failed')).toContainText('did not go through');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Failed');
});

/** Words cut inside: a word of a tile's name whose letters lie on more than one line. */
async function brokenWords(scope: Locator): Promise<string[]> {
  return scope.locator('.crypto-coin__name').evaluateAll((els) =>
    els.flatMap((el) => {
      const out: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/\S+/g)) {
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (lines.size > 1) out.push(m[0]);
        }
      }
      return out;
    }),
  );
}

async function openCrypto(page: Page): Promise<Locator> {
  const dialog = await openShopModal(page);
  await choosePackage(dialog, 'Starter Pack', 5);
  await chooseMethod(dialog, /^Cryptocurrency/);
  await expect(dialog.getByRole('heading', { name: 'Choose a cryptocurrency' })).toBeVisible();
  return dialog;
}

test('crypto: below the minimum is in view at 1280x800 without scrolling; no tile cuts a word at any width', async ({
  page,
}) => {
  await signedInPlayer(page);
  const dialog = await openCrypto(page);
  await dialog.getByRole('tab', { name: 'Popular' }).click();
  await dialog.getByRole('radio', { name: /^BTC/ }).check();
  const below = dialog.getByTestId('crypto-below-minimum');
  await expect(below).toBeVisible();
  const box = (await below.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'below-minimum message bottom').toBeLessThanOrEqual(800);
  const scrolled = await dialog.evaluate((el) => {
    const tops: number[] = [];
    for (let n: Element | null = el; n; n = n.parentElement) tops.push(n.scrollTop);
    return Math.max(...tops, window.scrollY);
  });
  expect(scrolled).toBe(0);

  for (const width of [320, 360, 390, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const tab of ['Popular', 'Stablecoins', 'Meme', 'Other']) {
      const t = dialog.getByRole('tab', { name: tab });
      if (!(await t.count())) continue;
      await t.click();
      await expect(dialog.locator('.crypto-coin').first()).toBeVisible();
      expect(await brokenWords(dialog), `${tab} at ${width} px`).toEqual([]);
    }
  }
});

test('the card form keeps a card width on a wide screen, centred', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInPlayer(page, '/buy-coins');
  await page.getByRole('button', { name: 'Buy Bronze Pack for $10.00' }).click();
  await page.getByRole('radio', { name: /^Card/ }).check();
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const form = page.getByTestId('card-checkout');
  await expect(form).toHaveAttribute('data-state', 'ready');
  const fields = (await page.getByTestId('card-fields').boundingBox())!;
  expect(fields.width).toBeLessThanOrEqual(480);
  expect(fields.width).toBeGreaterThan(280);
  const parent = (await form.locator('xpath=..').boundingBox())!;
  const centre = (b: { x: number; width: number }) => b.x + b.width / 2;
  expect(Math.abs(centre(fields) - centre(parent))).toBeLessThanOrEqual(2);
});
