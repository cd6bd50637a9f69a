import { expect, test, type Page } from '@playwright/test';
import {
  API,
  apiContext,
  claimDailyBonus,
  dialog,
  loginApi,
  me,
  nationalDigits,
  preparedPlayer,
  randomPhone,
  registerViaApi,
  smsCode,
  smsOutbox,
  toastOf,
  verifyPhoneViaApi,
  type Player,
} from '../support/identity';
import { open } from '../support/site';

/**
 * Issue 3, the phone popup (SPEC §4, §5): its three titles for players in the three states, the phone rule, the
 * code step, and the consent step. The players are made through the API; the popup opens by itself once per
 * session after sign-in.
 */
test.use({ viewport: { width: 1280, height: 900 } });

const NO_PHONE = 'Complete Your Profile';
const UNVERIFIED = 'Verify Your Phone Number';
const NOT_OPTED = 'Stay Connected & Get Notified';

/** Signs the player in on the page's context (bonus claimed, so only the phone popup can open) and opens /games. */
async function signInAndOpenGames(page: Page, player: Player) {
  await loginApi(page.request, player);
  await claimDailyBonus(page.request);
  await open(page, '/games');
}

/**
 * A verified player whose phone was then taken: another new account proves the same number with a code, which
 * clears it from this (unverified-phone) account, so the account has no phone at all.
 */
async function playerWithoutPhone(baseURL: string | undefined): Promise<Player> {
  const player = await preparedPlayer(baseURL, { topic: 'nophone', verifyPhone: false });
  const other = await apiContext(baseURL);
  try {
    await registerViaApi(other, { topic: 'taker' });
    await verifyPhoneViaApi(other, player.phone);
  } finally {
    await other.dispose();
  }
  return player;
}

test(`no phone: "${NO_PHONE}", the U.S. phone rule, then the code step and the consent step follow`, async ({
  page,
  baseURL,
}) => {
  const player = await playerWithoutPhone(baseURL);
  await signInAndOpenGames(page, player);
  expect((await me(page.request)).phone).toBeNull();

  const popup = dialog(page, NO_PHONE);
  await expect(popup).toBeVisible();
  const phone = popup.getByRole('textbox', { name: 'Phone number' });
  const send = popup.getByRole('button', { name: 'Send OTP' });
  await expect(phone).toHaveValue('');
  // The input shows the +1 prefix and says so to assistive technology.
  await expect(popup.getByText('+1', { exact: true })).toBeVisible();
  await expect(phone).toHaveAccessibleDescription(/Country code \+1|\+1/);

  await send.click();
  await expect(phone).toHaveAccessibleDescription(/Please enter your phone number to continue\./);
  await phone.fill('555 123 456');
  await send.click();
  await expect(phone).toHaveAccessibleDescription(/Please enter a valid US phone number/);
  await phone.fill('2 555 123 4567');
  await send.click();
  await expect(phone).toHaveAccessibleDescription(/Please enter a valid US phone number/);

  // 11 digits starting with 1 are accepted and normalised to +1 and 10 digits.
  const number = randomPhone();
  const before = (await smsOutbox(page.request, number)).length;
  await phone.fill(`1 (${number.slice(2, 5)}) ${number.slice(5, 8)}-${number.slice(8)}`);
  await send.click();
  await expect(toastOf(page, 'success', 'OTP sent successfully!')).toBeVisible();
  // The number is saved first (PUT /user/update-profile), unverified: the title follows the state.
  const codeStep = dialog(page, UNVERIFIED);
  await expect(codeStep).toBeVisible();
  await expect(codeStep).toContainText(number);
  expect(await me(page.request)).toMatchObject({ phone: number, isPhoneVerified: false });

  const code = await smsCode(page.request, number, before);
  await codeStep.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await codeStep.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(toastOf(page, 'success', 'Phone number verified successfully!')).toBeVisible();
  // Verified but not opted in: the consent step.
  await expect(dialog(page, NOT_OPTED)).toBeVisible();
  expect(await me(page.request)).toMatchObject({ phone: number, isPhoneVerified: true });
});

test(`unverified phone: "${UNVERIFIED}" with the code step for the number on the profile`, async ({
  page,
  baseURL,
}) => {
  const player = await preparedPlayer(baseURL, { topic: 'unverified', verifyPhone: false });
  // Logged in, the player changes the phone through the API: the new number is unverified.
  await loginApi(page.request, player);
  const number = randomPhone();
  const changed = await page.request.put(`${API}/user/update-profile`, { data: { phone: number } });
  expect(changed.status(), await changed.text()).toBe(200);
  expect((await changed.json()).message).toBe('Profile updated successfully');
  await claimDailyBonus(page.request);
  await open(page, '/games');

  const popup = dialog(page, UNVERIFIED);
  await expect(popup).toBeVisible();
  const phone = popup.getByRole('textbox', { name: 'Phone number' });
  await expect(phone).toHaveValue(nationalDigits(number));
  const before = (await smsOutbox(page.request, number)).length;
  await popup.getByRole('button', { name: 'Send OTP' }).click();
  await expect(toastOf(page, 'success', 'OTP sent successfully!')).toBeVisible();
  const code = await smsCode(page.request, number, before);
  const codeInput = popup.getByRole('textbox', { name: 'Verification code' });
  await expect(popup.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();
  await codeInput.fill(code);
  await popup.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(toastOf(page, 'success', 'Phone number verified successfully!')).toBeVisible();
  await expect(dialog(page, NOT_OPTED)).toBeVisible();
  expect(await me(page.request)).toMatchObject({ phone: number, isPhoneVerified: true });
});

test(`verified phone, not opted in: "${NOT_OPTED}"; one choice saved through the UI closes it, and it does not ask again`, async ({
  page,
  baseURL,
}) => {
  const player = await preparedPlayer(baseURL, { topic: 'consent', acceptSMSMarketing: false });
  await signInAndOpenGames(page, player);
  expect(await me(page.request)).toMatchObject({ isPhoneVerified: true, isOpted: false, isSmsOpted: false });

  const popup = dialog(page, NOT_OPTED);
  await expect(popup).toBeVisible();
  const emailBox = popup.getByRole('checkbox', { name: /by e-mail/ });
  const smsBox = popup.getByRole('checkbox', { name: /text messages/ });
  const save = popup.getByRole('button', { name: 'Save preferences' });
  await expect(emailBox).not.toBeChecked();
  await expect(smsBox).not.toBeChecked();
  // The SMS consent text of SPEC §5.
  const smsText = popup.locator('label', {
    has: page.getByText(/recurring automated marketing text messages/),
  });
  await expect(smsText).toContainText('recurring');
  await expect(smsText).toContainText('Consent is not a condition of purchase');
  await expect(smsText).toContainText('rates may apply');
  await expect(smsText).toContainText('Reply STOP to unsubscribe');
  await expect(save).toBeDisabled();

  // Marketing e-mail only: PATCH /user/subscribe (source prompt), the answer as a toast, and the prompt closes:
  // one question per prompt, no second one for SMS.
  await emailBox.check();
  const first = page.waitForResponse((r) => r.url().endsWith(`${API}/user/subscribe`));
  await save.click();
  const firstAnswer = await first;
  expect(firstAnswer.request().method()).toBe('PATCH');
  expect(firstAnswer.status()).toBe(200);
  await expect(toastOf(page, 'success', 'Subscription preferences updated')).toBeVisible();
  await expect(popup).toBeHidden();
  const after = await me(page.request);
  expect(after).toMatchObject({ isOpted: true, isSmsOpted: false });
  expect(Date.parse(String(after.consentPromptedAt))).toBeGreaterThan(Date.now() - 5 * 60_000);

  // The server keeps when it asked: a new page (as after a new browser session) does not ask again.
  await open(page, '/games');
  await page.waitForTimeout(2_500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
