import { expect, test, type Page } from '@playwright/test';
import { headerBalance, toastOf } from '../support/players';
import { chooseMethod, choosePackage, openShopModal, signedInPlayer } from '../support/shop';

/**
 * Issue 11, crypto on the NOWPayments protocol: the currency chooser, the payment details, the sandbox payer page
 * (pay in full, pay part, let it expire), the below-minimum adjustment and the currency list failing.
 */
test.use({ viewport: { width: 1280, height: 900 } });

/** Continue on the chooser; answers the created payment's payer page (sandbox) and id. */
async function createPayment(page: Page, dialog: ReturnType<Page['getByRole']>) {
  const created = page.waitForResponse((r) => r.url().endsWith('/api/v1/crypto/create-payment'));
  const cont = dialog.getByRole('button', { name: 'Continue' });
  await expect(cont).toBeEnabled();
  await cont.click();
  const res = await created;
  expect(res.status(), await res.text()).toBe(200);
  const payment = (await res.json()).data as { payer_url: string; payment_id: string; pay_address: string };
  await expect(dialog.getByTestId('crypto-address')).toHaveText(payment.pay_address);
  await expect(dialog.getByTestId('crypto-qr')).toBeVisible();
  await expect(dialog.getByTestId('crypto-countdown')).toHaveText(/^(60:00|59:\d\d)$/);
  return payment;
}

/** The sandbox payer page in a tab of its own, as the player's wallet app would be. */
async function payer(page: Page, url: string, button: string) {
  const tab = await page.context().newPage();
  await tab.goto(url);
  await tab.getByRole('button', { name: button }).click();
  await expect(tab.locator('body')).toContainText(/sent|paid|expired|failed|IPN/i);
  await tab.close();
}

test('crypto paid in full: usdc preselected, the balance updates live, then Payment successful! and /deposit-success', async ({
  page,
}) => {
  await signedInPlayer(page);
  const balance = headerBalance(page);
  const dialog = await openShopModal(page);
  await choosePackage(dialog, 'Gold Pack', 20);
  await chooseMethod(dialog, /^Cryptocurrency/);
  await expect(dialog.getByRole('radio', { name: /USDC/ })).toBeChecked();
  const payment = await createPayment(page, dialog);
  const before = await balance.gc.textContent();
  await payer(page, payment.payer_url, 'Pay in full');
  // The IPN credits the ledger; the socket brings the new balance before any poll.
  await expect(balance.gc).not.toHaveText(before ?? '', { timeout: 0 });
  await dialog.getByRole('button', { name: 'I have paid: check now' }).click();
  await expect(toastOf(page, 'success', 'Payment successful!')).toBeVisible();
  await page.waitForURL(/\/deposit-success\?orderId=/);
  await expect(page.getByTestId('ds-coins')).toHaveText('2,000');
  // The bell got payment_received and deposit_success live (no modal over the checkout or this page).
  await expect(page.getByRole('dialog', { name: 'Deposit successful' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Go to Wallet' }).click();
  await page.waitForURL(/\/profile\?tab=wallet/);
  await page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
  const bell = page.getByRole('region', { name: 'Notifications' });
  await expect(bell.getByText('Deposit successful')).toBeVisible();
  await expect(bell.getByText('Payment received')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Deposit successful' })).toHaveCount(0);
});

test('crypto paid in part, then expired: partially paid is shown, then "Payment expired. Please try again."', async ({
  page,
}) => {
  await signedInPlayer(page);
  const dialog = await openShopModal(page);
  await choosePackage(dialog, 'Bronze Pack', 10);
  await chooseMethod(dialog, /^Cryptocurrency/);
  const payment = await createPayment(page, dialog);
  await payer(page, payment.payer_url, 'Pay part');
  await dialog.getByRole('button', { name: 'I have paid: check now' }).click();
  await expect(dialog.getByTestId('crypto-status')).toContainText('Partially paid');
  await payer(page, payment.payer_url, 'Let it expire');
  await dialog.getByRole('button', { name: 'I have paid: check now' }).click();
  await expect(toastOf(page, 'error', 'Payment expired. Please try again.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Start a new payment' })).toBeVisible();
});

test('below the minimum: Continue disabled, Adjust raises the amount (x 1.05 rounded up), labelled Adjusted', async ({
  page,
}) => {
  await signedInPlayer(page);
  const dialog = await openShopModal(page);
  await choosePackage(dialog, 'Starter Pack', 5);
  await chooseMethod(dialog, /^Cryptocurrency/);
  await dialog.getByRole('tab', { name: 'Popular' }).click();
  await dialog.getByRole('radio', { name: /^BTC/ }).check();
  const below = dialog.getByTestId('crypto-below-minimum');
  await expect(below).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  // The sandbox's btc minimum is $8: $8 x 1.05 rounded up = $9.
  const dollars = 9;
  await below.getByRole('button', { name: `Adjust to $${dollars}.00` }).click();
  const summary = dialog.getByTestId('order-summary');
  await expect(summary.getByTestId('adjusted-badge')).toHaveText('Adjusted');
  await expect(summary).toContainText(`$${dollars}.00 USD`);
  await expect(summary).toContainText('900'); // Gold Coins: $9 x 100
  await expect(summary).toContainText('+ 100'); // bonus: min(100 x (floor(9/10)+1), 500)
  await createPayment(page, dialog);
});

test('the currency list failing shows "Payment Service Unavailable" with Go Back', async ({ page }) => {
  await signedInPlayer(page);
  // The sandbox's switch: the provider's currency list answers an error until switched back.
  const down = await page.request.post('/sandbox/nowpayments/control', { data: { currenciesDown: true } });
  expect(down.status(), await down.text()).toBeLessThan(300);
  try {
    const dialog = await openShopModal(page);
    await choosePackage(dialog, 'Starter Pack', 5);
    await chooseMethod(dialog, /^Cryptocurrency/);
    const panel = dialog.getByTestId('crypto-unavailable');
    await expect(panel).toContainText('Payment Service Unavailable');
    await expect(panel).toContainText('issues with our crypto payment provider');
    await panel.getByRole('button', { name: 'Go Back' }).click();
    await expect(dialog.getByRole('radio', { name: /^Cryptocurrency/ })).toBeVisible();
  } finally {
    await page.request.post('/sandbox/nowpayments/control', { data: { currenciesDown: false } });
  }
});
