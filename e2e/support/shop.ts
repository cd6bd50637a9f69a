import { expect, type Locator, type Page } from '@playwright/test';
import { registerVerifiedPlayer } from './players';
import { loginViaApi, open } from './site';

/** Coin shop helpers (issue 11): a fresh signed-in player, the Buy Gold Coins modal and its steps. */
export async function signedInPlayer(page: Page, path = '/profile?tab=wallet') {
  const player = await registerVerifiedPlayer(page.request);
  const user = await loginViaApi(page.request, player);
  await open(page, path);
  return { player, user };
}

/** Opens the modal from the wallet's Buy Coins button (the bus's shop:open), over the wallet page. */
export async function openShopModal(page: Page): Promise<Locator> {
  if (!page.url().includes('tab=wallet')) await open(page, '/profile?tab=wallet');
  await page.locator('.wl-actions').getByRole('button', { name: 'Buy Coins', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Buy Gold Coins' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function choosePackage(scope: Locator, name: string, price: number) {
  await scope.getByRole('button', { name: `Buy ${name} for $${price}.00` }).click();
  await expect(scope.getByTestId('order-summary')).toContainText(name);
}

export async function chooseMethod(scope: Locator, method: RegExp) {
  await scope.getByRole('radio', { name: method }).check();
  await scope.getByRole('button', { name: 'Proceed to Payment' }).click();
}

/**
 * Every request body the page sends to /api, read inside the page from each fetch (the API client hands fetch
 * a Request whose body Chromium does not report to Playwright), to prove no card number reaches our server.
 */
export async function recordApiBodies(page: Page): Promise<string[]> {
  const bodies: string[] = [];
  await page.exposeFunction('__e2eRecordApiBody', (entry: string) => {
    bodies.push(entry);
  });
  await page.addInitScript(() => {
    const record = (window as unknown as { __e2eRecordApiBody: (e: string) => void }).__e2eRecordApiBody;
    const original = window.fetch.bind(window);
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const req = new Request(input, init);
      if (new URL(req.url, location.href).pathname.startsWith('/api/'))
        record(`${req.method} ${req.url} ${await req.clone().text()}`);
      return original(req);
    };
  });
  return bodies;
}

export const CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
} as const;

/** Fills the processor's hosted card fields (rendered by its script inside our page). */
export async function fillCard(scope: Locator, number: string) {
  const host = scope.getByTestId('card-fields');
  await host.getByLabel(/card number/i).fill(number);
  await host.getByLabel(/expir/i).fill('12/34');
  await host.getByLabel(/cvc|cvv|security code/i).fill('123');
  const name = host.getByLabel(/name/i);
  if (await name.count()) await name.fill('Wally Tester');
}
