import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PNG_1X1 } from './identity';
import { dismissLoader, open } from './site';

/**
 * Steps of the games loop (issue 12) for specs that need a redeemable balance: SC loaded into the game, played
 * through on the sandbox platform, identity verified (as money-walk.spec.ts and games-journey.spec.ts do).
 */
/** SC loaded into the game and played once (1 SC a round), so what comes back is redeemable. */
export const LOAD_SC = 300;

/** Plays the loaded SC once on the sandbox platform through its player API (as money-walk.spec.ts does). */
export async function playThrough(
  request: APIRequestContext,
  playUrl: string,
  username: string,
  password: string,
) {
  const base = new URL(playUrl, 'http://x').pathname.replace(/\/play$/, '');
  const signedIn = await request.post(`${base}/player/session`, { data: { username, password } });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const changed = await request.post(`${base}/player/password`, {
    data: { currentPassword: password, newPassword: 'My-own-slot-password-1' },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  let wagered = 0;
  while (wagered < LOAD_SC * 100) {
    const spin = await request.post(`${base}/player/spin`, { data: { currency: 'SC', bet: 100 } });
    if (spin.status() === 400 && (await spin.text()).includes('Not enough credits')) break;
    expect(spin.status(), await spin.text()).toBe(200);
    wagered = (await spin.json()).wagered as number;
  }
}

export async function verifyIdentity(page: Page) {
  await open(page, '/verify-kyc');
  const panel = page.locator('[data-remote="mfe_auth"]');
  await panel.getByRole('button', { name: 'Start verification' }).click();
  await expect(page).toHaveURL(/\/dev\/kyc\/[0-9a-f-]{36}$/);
  for (const [label, name] of [
    ['ID front', 'front.png'],
    ['ID back', 'back.png'],
    ['Selfie', 'selfie.png'],
  ] as const) {
    await page
      .getByLabel(new RegExp(`^${label} \\(PNG`))
      .setInputFiles({ name, mimeType: 'image/png', buffer: PNG_1X1 });
  }
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Selfie' })).toContainText('uploaded');
  await page.getByLabel('Date of birth on the ID').fill('1990-05-17');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/verify-kyc');
  await dismissLoader(page);
  await expect(panel.getByText('Your identity is verified.')).toBeVisible();
}
