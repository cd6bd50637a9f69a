import axe from 'axe-core';
import { expect, test, type Page } from '@playwright/test';
import { toastOf } from '../support/players';
import { chooseMethod, choosePackage, openShopModal, signedInPlayer } from '../support/shop';
import { open } from '../support/site';

/**
 * Issue 11, the shop's look and reach: the modal opens from the bottom navigation and the side menu through
 * the bus; logged out it says "Please login first"; at 390 and 1280 px nothing overflows and axe finds nothing
 * on the packages, the payment step, the card and crypto steps and /buy-coins.
 */
async function problems(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const { doc, vw, modal } = await page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const m = document.querySelector<HTMLElement>('.ui-modal');
      return {
        doc: document.documentElement.scrollWidth,
        vw: window.innerWidth,
        modal: m ? { scroll: m.scrollWidth, client: m.clientWidth } : null,
      };
    });
    if (doc !== vw) out.push(`${width}px: document ${doc}px wide`);
    if (modal && modal.scroll > modal.client)
      out.push(`${width}px: modal content ${modal.scroll}px in ${modal.client}px`);
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
    const violations = await page.evaluate(async () => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      const r = await run({ exclude: [['.shell-loader']] }, { resultTypes: ['violations'] });
      return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    out.push(...violations.map((v) => `${width}px axe ${v}`));
  }
  return out;
}

test('logged out, the bottom navigation\'s Buy Coins says "Please login first" and goes to /login', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await open(page, '/games');
  await page.getByTestId('bottom-nav').getByRole('button', { name: 'Buy Coins' }).click();
  await expect(toastOf(page, 'warning', 'Please login first')).toBeVisible();
  await page.waitForURL(/\/login$/);
});

test('signed in, the bottom navigation and the side menu open the Buy Gold Coins modal; focus returns on close', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signedInPlayer(page, '/games');
  const buy = page.getByTestId('bottom-nav').getByRole('button', { name: 'Buy Coins' });
  await buy.click();
  const dialog = page.getByRole('dialog', { name: 'Buy Gold Coins' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('listitem', { name: 'Legend Pack' })).toContainText('Popular');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(buy).toBeFocused();
  await page.getByTestId('bottom-nav').getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Buy Coins' }).first().click();
  await expect(dialog).toBeVisible();
  expect(page.url()).toMatch(/\/games$/);
});

test('no overflow and axe clean at 390 and 1280 px: packages, payment step, card, crypto and /buy-coins', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInPlayer(page);
  const dialog = await openShopModal(page);
  await expect(dialog.getByRole('listitem', { name: 'Gold Pack' })).toBeVisible();
  const found: string[] = [];
  found.push(...(await problems(page)).map((p) => `packages ${p}`));
  await choosePackage(dialog, 'Gold Pack', 20);
  found.push(...(await problems(page)).map((p) => `payment step ${p}`));
  await chooseMethod(dialog, /^Card/);
  await expect(dialog.getByTestId('card-checkout')).toHaveAttribute('data-state', 'ready');
  found.push(...(await problems(page)).map((p) => `card ${p}`));
  await dialog.getByRole('button', { name: '← Back to payment methods' }).click();
  await chooseMethod(dialog, /^Cryptocurrency/);
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeEnabled();
  found.push(...(await problems(page)).map((p) => `crypto ${p}`));
  await page.keyboard.press('Escape');
  await open(page, '/buy-coins');
  await expect(page.getByRole('heading', { name: 'Custom Treasure' })).toBeVisible();
  found.push(...(await problems(page)).map((p) => `/buy-coins ${p}`));
  await page.getByLabel('Amount in US dollars').fill('201');
  await page.getByRole('button', { name: 'Buy Custom Amount' }).click();
  await expect(page.getByText('Maximum purchase limit is $200')).toBeVisible();
  found.push(...(await problems(page)).map((p) => `/buy-coins error ${p}`));
  for (const path of ['/deposit-success', '/success', '/failed']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Buy Gold Coins' })).toBeVisible();
    found.push(...(await problems(page)).map((p) => `${path} ${p}`));
  }
  expect(found).toEqual([]);
});
