import { expect, test } from '@playwright/test';
import { registerVerifiedPlayer } from '../support/players';
import { loginViaApi, open } from '../support/site';

/** Issue 8 item 5: a session that ends elsewhere says why instead of landing on /login without a word. */
test.use({ viewport: { width: 1280, height: 900 } });

test('password changed on another device: this tab says so and goes to /login', async ({ page, browser }) => {
  const player = await registerVerifiedPlayer(page.request);
  await loginViaApi(page.request, player);
  await open(page, '/profile');
  const socketUp = () =>
    page.evaluate(
      () => (window as { __ARCADE_SOCKET__?: { connected: boolean } }).__ARCADE_SOCKET__?.connected ?? false,
    );
  await expect.poll(socketUp).toBe(true);

  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    await loginViaApi(other.request, player, { claimDailyBonus: false });
    const fresh = `${player.password}x`;
    const changed = await other.request.patch('/api/v1/user/change-password', {
      data: { currentPassword: player.password, newPassword: fresh },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  } finally {
    await other.close();
  }

  await expect(
    page.getByText('You were signed out because your password was changed on another device.'),
  ).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname === '/login');
});
