import { expect, test, type Page } from '@playwright/test';
import { API, PNG_1X1, claimDailyBonus, loginApi, me, preparedPlayer } from '../support/identity';
import { dismissLoader, open } from '../support/site';

/**
 * Issue 3, identity verification (/verify-kyc) through the local sandbox provider at /dev/kyc/<session>: the
 * decision reaches the server only through the provider's signed webhook; isKYC follows an approved decision.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const panel = (page: Page) => page.locator('[data-remote="mfe_auth"]');

/** On /verify-kyc: starts (or restarts) verification and lands on the sandbox's page for the new session. */
async function startVerification(page: Page, button: 'Start verification' | 'Try again'): Promise<string> {
  await panel(page).getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/dev\/kyc\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Identity verification sandbox' })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

async function uploadDocuments(page: Page) {
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
  for (const label of ['ID front', 'ID back', 'Selfie']) {
    await expect(page.getByRole('listitem').filter({ hasText: label })).toContainText('uploaded');
  }
}

async function kycStatus(page: Page) {
  const res = await page.request.get(`${API}/kyc/status`);
  expect(res.status()).toBe(200);
  return (await res.json()).data as { status: string; reason: string | null };
}

async function signedInOnVerifyKyc(page: Page, baseURL: string | undefined) {
  const player = await preparedPlayer(baseURL, { topic: 'kyc', acceptSMSMarketing: true });
  await loginApi(page.request, player);
  await claimDailyBonus(page.request);
  await open(page, '/verify-kyc');
  await expect(page.getByRole('heading', { name: 'Verify Your Identity' })).toBeVisible();
  return player;
}

test('KYC approve through the sandbox: isKYC becomes true only after the approved decision', async ({
  page,
  baseURL,
}) => {
  await signedInOnVerifyKyc(page, baseURL);
  expect((await me(page.request)).isKYC).toBe(false);
  expect((await kycStatus(page)).status).toBe('none');

  await startVerification(page, 'Start verification');
  await uploadDocuments(page);
  // Documents alone decide nothing.
  expect((await me(page.request)).isKYC).toBe(false);
  expect((await kycStatus(page)).status).toBe('pending');
  // Nor can the browser claim it.
  const forged = await page.request.patch(`${API}/user/subscribe`, { data: { isOpted: true, isKYC: true } });
  expect(forged.status()).toBe(400);
  expect((await me(page.request)).isKYC).toBe(false);

  await page.getByLabel('Date of birth on the ID').fill('1990-05-17');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/verify-kyc');
  await dismissLoader(page);
  await expect(panel(page).getByText('Your identity is verified.')).toBeVisible();
  expect((await me(page.request)).isKYC).toBe(true);
  expect(await kycStatus(page)).toMatchObject({ status: 'approved' });
  await expect(panel(page).getByRole('button', { name: /Start verification|Try again/ })).toHaveCount(0);
});

test('KYC decline through the sandbox shows the reason and allows a new attempt; under 21 restricts the account', async ({
  page,
  baseURL,
}) => {
  await signedInOnVerifyKyc(page, baseURL);
  const first = await startVerification(page, 'Start verification');
  // Declined by the provider with a reason.
  await page.getByLabel('Reason', { exact: true }).fill('The photo of the ID is blurry');
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/verify-kyc');
  await dismissLoader(page);
  const declined = panel(page).getByText('Your verification was declined.');
  await expect(declined).toBeVisible();
  await expect(panel(page)).toContainText('Reason: The photo of the ID is blurry');
  expect((await me(page.request)).isKYC).toBe(false);

  // A new attempt starts a new provider session.
  const second = await startVerification(page, 'Try again');
  expect(second).not.toBe(first);
  await uploadDocuments(page);
  // An ID showing under 21 is declined by the server whatever the provider says.
  const now = new Date();
  const twentyYearsAgo = `${now.getUTCFullYear() - 20}-01-01`;
  await page.getByLabel('Date of birth on the ID').fill(twentyYearsAgo);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/verify-kyc');
  await dismissLoader(page);
  await expect(declined).toBeVisible();
  await expect(panel(page)).toContainText('Reason: You must be 21 or older to use this service');
  const after = await me(page.request);
  expect(after.isKYC).toBe(false);
  // Under 21 restricts the account (issue 7 item 6): no new attempt; the panel says why.
  expect(after.restriction).toMatchObject({ reason: 'underage' });
  await expect(panel(page).getByTestId('kyc-restriction')).toContainText('under 21');
  await expect(panel(page).getByRole('button', { name: 'Try again' })).toHaveCount(0);
});
