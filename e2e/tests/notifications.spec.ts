import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TIMING } from '@arcade/contracts';
import { registerVerifiedPlayer } from '../support/players';
import { loginViaApi, open } from '../support/site';

// Issue 10 items 4–7: the bell and the popup, fed by notifications made through the server's notify() (the
// sandbox-only POST /api/v1/dev/notify, documented in api/README.md) and delivered over the shell's socket.

async function notify(
  request: APIRequestContext,
  type: string,
  payload: Record<string, unknown>,
  count = 1,
): Promise<Array<{ id: string; seq: number }>> {
  const res = await request.post('/api/v1/dev/notify', { data: { type, payload, count } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.notifications;
}

const coupon = (n: number) => ({
  code: `E2E${n}`,
  amount: { amount: 1000 + n, currency: 'GC', scale: 0 },
  message: `Coupon E2E${n} redeemed`,
});

async function unreadOnServer(request: APIRequestContext): Promise<number> {
  return (await (await request.get('/api/v1/user/notifications')).json()).data.unreadCount as number;
}

/** A fresh, verified player (no reminders, no phone popup) signed in on the page, on the home page. */
async function signedInPlayer(page: Page) {
  const player = await registerVerifiedPlayer(page.request);
  await loginViaApi(page.request, player);
  // Whatever signing up made (the welcome bonus's notification) is read, so the tests count from zero.
  expect((await page.request.put('/api/v1/user/notifications/read-all')).status()).toBe(200);
  await open(page, '/games');
  await expect.poll(() => page.evaluate(() => window.__ARCADE_SOCKET__?.connected ?? false)).toBe(true);
  return player;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
const popup = (page: Page) => page.getByRole('region', { name: 'New notification' });

test('a live notification shows in the bell and popup, and survives a reload', async ({ page }) => {
  await signedInPlayer(page);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');
  await notify(page.request, 'coupon_redeemed', coupon(1));
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(popup(page)).toContainText('Coupon E2E1 redeemed');
  // The live region announces it.
  await expect(
    page.getByRole('status').filter({ hasText: 'New notification: Coupon E2E1 redeemed' }),
  ).toHaveCount(1);

  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await bell(page).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByText('Coupon E2E1 redeemed')).toBeVisible();
  await expect(panel.getByText('1,001 GC')).toBeVisible();
  await expect(panel.locator('time').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} (AM|PM)$/);
  // Opening with unread marked them read, on the server too.
  await expect.poll(() => unreadOnServer(page.request)).toBe(0);
  expect(
    (await new AxeBuilder({ page }).include('[data-remote-widget="mfe_notifications"]').analyze()).violations,
  ).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bell(page)).toBeFocused();
});

test('the badge shows 9+ above 9, live and after a reload', async ({ page }) => {
  await signedInPlayer(page);
  await notify(page.request, 'coupon_redeemed', coupon(2), 9);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 9 unread');
  await expect(page.getByTestId('bell-badge')).toHaveText('9');
  await notify(page.request, 'coupon_redeemed', coupon(3));
  await expect(bell(page)).toHaveAccessibleName('Notifications, 10 unread');
  await expect(page.getByTestId('bell-badge')).toHaveText('9+');
  await page.reload();
  await expect(page.getByTestId('bell-badge')).toHaveText('9+');
  // Mark all, dismiss and clear read from the open bell (opening marked them read).
  await bell(page).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');
  const panel = page.getByRole('region', { name: 'Notifications' });
  await panel.getByRole('button', { name: 'Dismiss: Coupon E2E3 redeemed' }).click();
  await expect(panel.getByText('Coupon E2E3 redeemed')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Clear read' }).click();
  await expect(panel.getByText('You are all caught up.')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('bell-badge')).toHaveCount(0);
});

test('the popup shows the newest unread for 10 s; Dismiss and View Details mark it read', async ({
  page,
}) => {
  await signedInPlayer(page);
  // The page's own clock: when the notification was sent (before it can arrive) and when the popup went. Its
  // timer cannot end early, however slow the machine, so the popup lived at least TIMING.notificationPopupMs
  // after the send; a late timer on a loaded machine only makes it live longer.
  const sentAt = await page.evaluate(() => {
    const w = window as unknown as { __popupGoneAt: number };
    w.__popupGoneAt = 0;
    let seen = false;
    new MutationObserver((_, obs) => {
      const shown = document.querySelector('section[aria-label="New notification"]');
      if (shown) seen = true;
      else if (seen) {
        w.__popupGoneAt = performance.now();
        obs.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
    return performance.now();
  });
  await notify(page.request, 'coupon_redeemed', coupon(4));
  await expect(popup(page)).toContainText('Coupon E2E4 redeemed');
  await expect(popup(page)).toHaveCount(0, { timeout: 0 });
  const goneAt = await page.evaluate(() => (window as unknown as { __popupGoneAt: number }).__popupGoneAt);
  expect(goneAt - sentAt).toBeGreaterThanOrEqual(TIMING.notificationPopupMs - 50);
  expect(await unreadOnServer(page.request)).toBe(1);

  await notify(page.request, 'coupon_redeemed', coupon(5));
  await popup(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(popup(page)).toHaveCount(0);
  await expect.poll(() => unreadOnServer(page.request)).toBe(1);

  // A game load of 25 SC (hundredths of its currency): a load, never a deposit, and never dollars.
  await notify(page.request, 'recharge_status_updated', {
    requestId: 'r1',
    amount: { amount: 2500, currency: 'SC', scale: 2 },
    gameName: 'Orion Stars',
    status: 'rejected',
  });
  await expect(popup(page)).toContainText('Game load update');
  await expect(popup(page)).toContainText('25.00 SC');
  await popup(page).getByRole('button', { name: 'View Details' }).click();
  await expect(popup(page)).toHaveCount(0);
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Rejected')).toBeVisible();
  await expect.poll(() => unreadOnServer(page.request)).toBe(0);
});

test('a deposit-success popup offers only Go to Wallet', async ({ page }) => {
  await signedInPlayer(page);
  await notify(page.request, 'deposit_success', {
    amount: { amount: 2000, currency: 'USD', scale: 2 },
    coins: { amount: 2300, currency: 'GC', scale: 0 },
    paymentGateway: 'google_pay',
  });
  const dialog = page.getByRole('dialog', { name: 'Deposit successful' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Paid: $20.00');
  await expect(dialog).toContainText('Credited: 2,300 GC');
  await expect(dialog).toContainText('Method: Google Pay');
  await expect(dialog.getByRole('button')).toHaveText(['Go to Wallet']);
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await page.waitForTimeout(11_000);
  await expect(dialog).toBeVisible();
  expect((await new AxeBuilder({ page }).include('.ui-modal').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Go to Wallet' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile\?tab=wallet$/);
  await expect.poll(() => unreadOnServer(page.request)).toBe(0);
});

test('on a 320 px phone the open bell fits the screen, its controls are 44 px tap targets', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signedInPlayer(page);
  await notify(page.request, 'withdrawal_status_updated', {
    requestId: 'w-e2e',
    kind: 'redemption',
    amount: { amount: 6000, currency: 'SC', scale: 2 },
    status: 'completed',
    adminNotes: 'Paid to the account ending 4242 after a long and careful review of everything',
  });
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await page.keyboard.press('Escape');
  await bell(page).click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByText('Redemption update')).toBeVisible();
  await expect(panel.getByText('60.00 SC')).toBeVisible();
  await expect(panel.getByText('Paid', { exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await panel.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  for (const button of await panel.getByRole('button').all()) {
    const b = (await button.boundingBox())!;
    expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44);
  }
});

test("on a phone the popup never covers the game page's primary actions (issue 28)", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInPlayer(page);
  const games = (await (await page.request.get('/api/v1/games')).json()).data.games as { slug: string }[];
  await open(page, `/games?game=${games[0]!.slug}`);
  const ask = page.getByRole('button', { name: 'Request account' });
  await expect(ask).toBeVisible();
  // The primary action sits where the popup would open: just above the bottom navigation.
  await ask.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - (window.innerHeight - 150)));
  await notify(page.request, 'coupon_redeemed', coupon(7));
  await expect(popup(page)).toContainText('Coupon E2E7 redeemed');
  await expect(page.getByTestId('notification-popup')).toHaveAttribute('data-placement', 'top');
  const shown = (await popup(page).boundingBox())!;
  for (const action of await page.locator('[data-primary-action]').all()) {
    if (!(await action.isVisible())) continue;
    const a = (await action.boundingBox())!;
    const overlaps =
      a.x < shown.x + shown.width &&
      shown.x < a.x + a.width &&
      a.y < shown.y + shown.height &&
      shown.y < a.y + a.height;
    expect(overlaps, `the popup covers ${await action.textContent()}`).toBe(false);
  }
});
