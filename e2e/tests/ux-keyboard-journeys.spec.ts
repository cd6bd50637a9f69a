import { expect, test, type Locator, type Page } from '@playwright/test';
import { WALLET_MESSAGES } from '@arcade/contracts';
import {
  API,
  dialog,
  mailedLink,
  me,
  nationalDigits,
  newEmail,
  newPassword,
  preparedPlayer,
  randomPhone,
  smsCode,
  smsOutbox,
  toastOf,
} from '../support/identity';
import { registerVerifiedPlayer } from '../support/players';
import { loginViaApi } from '../support/site';

/**
 * Issue 8, "how it is checked": keyboard-only journeys. No mouse: Tab / Shift+Tab to reach a control, Enter or
 * Space to use it, Escape to close, typing into fields. Reading the SMS outbox and the development mailbox (as
 * a player reads their phone and inbox) and opening the e-mail's link are the only steps outside the page.
 * After every close, focus is asserted: back on the opener, or in the page for what opened by itself.
 */

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, options: { max?: number; back?: boolean } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < (options.max ?? 80); i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Reaches `target` with Tab and presses `key` on it. */
async function activate(page: Page, target: Locator, key: 'Enter' | ' ' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key === ' ' ? 'Space' : key);
}

/** Waits until the splash is gone; "Tap to continue" (the lobby's intro) is reached with Tab and Enter. */
async function passLoader(page: Page) {
  const loader = page.locator('.shell-loader');
  const cont = page.getByRole('button', { name: 'Tap to continue' });
  await expect
    .poll(
      async () => {
        if (await cont.isVisible().catch(() => false)) {
          await cont.focus().catch(() => undefined);
          await page.keyboard.press('Enter');
        }
        // A prerendered first screen (no splash) is over once the shell has taken the picture away.
        return (await loader.count()) + (await page.locator('#arcade-prerender').count());
      },
      { timeout: 0 },
    )
    .toBe(0);
}

async function openByUrl(page: Page, path: string) {
  await page.goto(path);
  await passLoader(page);
}

const focusIsIn = (page: Page, selector: string) =>
  page.evaluate((sel) => Boolean(document.activeElement?.closest(sel)), selector);
const focusOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

test.describe('desktop, keyboard only', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('register through the form, verify the phone, verify the e-mail, log in, claim the welcome bonus', async ({
    page,
  }) => {
    const email = newEmail('keyboard');
    const password = newPassword();
    const phone = randomPhone();
    await openByUrl(page, '/games');

    // Register from the header
    const register = page.getByTestId('desktop-header').getByRole('link', { name: 'Register' });
    await activate(page, register);
    const form = dialog(page, 'Create Account');
    await expect(form).toBeVisible();
    await expect
      .poll(() => focusIsIn(page, '[role="dialog"]'), { message: 'focus moves into the modal' })
      .toBe(true);
    await tabTo(page, form.getByLabel('Full name', { exact: true }));
    await page.keyboard.type('Kay Board');
    await tabTo(page, form.getByLabel('Email', { exact: true }));
    await page.keyboard.type(email);
    await tabTo(page, form.getByLabel('Password', { exact: true }));
    await page.keyboard.type(password);
    await tabTo(page, form.getByLabel('Confirm password', { exact: true }));
    await page.keyboard.type(password);
    await tabTo(page, form.getByLabel('Phone number', { exact: true }));
    await page.keyboard.type(nationalDigits(phone));
    const state = form.getByLabel('State', { exact: true });
    await tabTo(page, state);
    await page.keyboard.type('Texas');
    await expect(state).toHaveValue('Texas');
    await activate(page, form.getByRole('checkbox', { name: /I am 21 years of age or older/ }), ' ');
    await activate(
      page,
      form.getByRole('checkbox', { name: /recurring automated marketing text messages/ }),
      ' ',
    );
    await expect(form.getByRole('checkbox', { name: /I am 21 years of age or older/ })).toBeChecked();
    const registered = page.waitForResponse((r) => new URL(r.url()).pathname === `${API}/user/register`);
    await activate(page, form.getByRole('button', { name: 'Create Account', exact: true }));
    expect((await registered).status()).toBe(201);

    // Phone verification page: Send OTP, then the code from the SMS outbox, Enter submits
    await expect(page).toHaveURL((u) => u.pathname === '/phone-verification');
    const phonePage = page.locator('[data-remote="mfe_auth"]');
    const before = (await smsOutbox(page.request, phone)).length;
    await activate(page, phonePage.getByRole('button', { name: 'Send OTP' }));
    await expect(toastOf(page, 'success', 'OTP sent successfully!')).toBeVisible();
    const code = await smsCode(page.request, phone, before);
    await tabTo(page, phonePage.getByRole('textbox', { name: 'Verification code' }));
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(toastOf(page, 'success', 'Phone number verified successfully!')).toBeVisible();
    await expect(phonePage.getByRole('status')).toContainText('Your phone number is verified');

    // E-mail: the mailbox link; the landing page offers the login modal
    await page.goto(await mailedLink(page.request, email, '/user/verify-email/'));
    await passLoader(page);
    const login = dialog(page, 'Welcome Back!');
    await expect(login).toBeVisible();
    await tabTo(page, login.getByLabel('Email', { exact: true }));
    await page.keyboard.type(email);
    await tabTo(page, login.getByLabel('Password', { exact: true }));
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await expect(toastOf(page, 'success', 'Login successful')).toBeVisible();

    // The welcome bonus offers itself: Claim with the keyboard
    const bonus = dialog(page, 'Welcome Bonus!');
    await expect(bonus).toBeVisible({ timeout: 0 });
    await expect
      .poll(() => focusIsIn(page, '.ui-modal'), { message: 'focus moves into the bonus modal' })
      .toBe(true);
    await activate(page, bonus.getByRole('button', { name: /claim/i }));
    await expect(toastOf(page, 'success', WALLET_MESSAGES.welcomeClaimed)).toBeVisible();
    await expect(bonus).toHaveCount(0);
    expect(await focusOnBody(page), 'focus after the bonus modal').toBe(false);
    const user = await me(page.request);
    expect(user).toMatchObject({ email, isEmailVerified: true, isPhoneVerified: true });
    expect(user.claimedDailyBonus).toBe(true);
  });

  test('auth modals: Login, Register and Forgot password open from the keyboard and give focus back', async ({
    page,
  }) => {
    await openByUrl(page, '/games');
    const header = page.getByTestId('desktop-header');
    for (const [name, title] of [
      ['Login', 'Welcome Back!'],
      ['Register', 'Create Account'],
    ] as const) {
      const opener = header.getByRole('link', { name, exact: true });
      await activate(page, opener);
      const modal = dialog(page, title);
      await expect(modal).toBeVisible();
      await expect.poll(() => focusIsIn(page, '[role="dialog"]')).toBe(true);
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);
      await expect(opener, `focus after closing ${title}`).toBeFocused();
    }
    // from the login modal to the Forgot Password page, and the login modal again from the header
    const login = header.getByRole('link', { name: 'Login', exact: true });
    await activate(page, login);
    await activate(page, dialog(page, 'Welcome Back!').getByRole('link', { name: /forgot password/i }));
    await expect(page).toHaveURL((u) => u.pathname === '/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // the modal closes on its own a few frames after the URL changed; focus then goes to the page's content
    await expect
      .poll(() => focusOnBody(page), { message: 'focus after leaving the modal for a page', timeout: 0 })
      .toBe(false);
    await expect(page.locator('#content')).toBeFocused();
  });

  test('a new phone number is verified from the profile, keyboard only', async ({ page, baseURL }) => {
    const player = await preparedPlayer(baseURL, {
      topic: 'kbphone',
      verifyPhone: false,
      acceptSMSMarketing: true,
    });
    await loginViaApi(page.request, player);
    await openByUrl(page, '/profile?tab=edit');
    // the phone popup opens by itself once (unverified phone): Escape gives focus to the page
    const popup = page.locator('.ui-modal[role="dialog"]');
    await expect(popup).toBeVisible({ timeout: 0 });
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    expect(await focusOnBody(page), 'focus after the phone popup').toBe(false);

    const section = page.getByRole('form', { name: 'Change phone number' });
    const verify = section.getByRole('button', { name: 'Verify phone number' });
    await activate(page, verify);
    const phoneDialog = page.locator('.ui-modal[role="dialog"]');
    await expect(phoneDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(phoneDialog).toHaveCount(0);
    await expect(verify, 'focus after the phone modal').toBeFocused();

    await activate(page, verify);
    const before = (await smsOutbox(page.request, player.phone)).length;
    await activate(page, phoneDialog.getByRole('button', { name: 'Send OTP' }));
    const code = await smsCode(page.request, player.phone, before);
    await tabTo(page, phoneDialog.getByRole('textbox', { name: 'Verification code' }));
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(toastOf(page, 'success', 'Phone number verified successfully!')).toBeVisible();
    await expect.poll(async () => (await me(page.request)).isPhoneVerified).toBe(true);
  });
});

test.describe('phone, keyboard only', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every menu and modal opens from the keyboard and gives focus back when it closes', async ({
    page,
  }) => {
    await loginViaApi(page.request, await registerVerifiedPlayer(page.request), { claimDailyBonus: false });
    await openByUrl(page, '/games');

    // the daily bonus offers itself; Escape closes it and focus stays in the page
    const bonus = page.getByRole('dialog', { name: /bonus/i });
    await expect(bonus).toBeVisible({ timeout: 0 });
    await page.keyboard.press('Escape');
    await expect(bonus).toHaveCount(0);
    expect(await focusOnBody(page), 'focus after the bonus modal').toBe(false);

    // profile menu: focus into the menu, arrows move, Escape back to the toggle
    const toggle = page.getByRole('button', { name: /open profile menu/ });
    // back up to the header with Shift+Tab (forward, Tab walks the whole lobby and its slider first, and the smooth
    // scroll back to the top would close the menu as the SPEC's 70 px scroll rule says)
    await tabTo(page, toggle, { back: true });
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Profile menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(toggle, 'focus after the profile menu').toBeFocused();

    // bell
    const bell = page.getByTestId('mobile-header').getByRole('button', { name: /Notifications/ });
    await activate(page, bell);
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0);
    await expect(bell, 'focus after the bell').toBeFocused();

    // balance info dialog
    const info = page.getByRole('button', { name: /^About (Gold|Sweep) Coins$/ }).first();
    await activate(page, info);
    const infoDialog = page.getByRole('dialog', { name: /Coins \((GC|SC)\)/ });
    await expect(infoDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(infoDialog).toHaveCount(0);
    await expect(info, 'focus after the coin info dialog').toBeFocused();

    // side menu from the bottom navigation
    const menuButton = page.getByTestId('bottom-nav').getByRole('button', { name: 'Menu' });
    await activate(page, menuButton);
    await expect(page.getByTestId('side-menu')).toBeVisible();
    expect(await focusIsIn(page, '[data-testid="side-menu"]')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
    await expect(menuButton, 'focus after the side menu').toBeFocused();

    // support panel
    const support = page.getByTestId('chat-launcher');
    await activate(page, support);
    await expect(page.getByRole('dialog', { name: 'Support' })).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await focusIsIn(page, '.shell-chat')).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Support' })).toHaveCount(0);
    await expect(support, 'focus after the support panel').toBeFocused();

    // the lobby's daily bonus card opens the bonus modal; Escape gives focus back to it
    await activate(page, page.getByTestId('bottom-nav').getByRole('link', { name: 'Home' }));
    await expect(page).toHaveURL((u) => u.pathname === '/');
    const claim = page.getByRole('main').getByRole('button', { name: 'Claim daily bonus' });
    await activate(page, claim);
    const daily = page.getByRole('dialog', { name: /bonus/i });
    await expect(daily).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(daily).toHaveCount(0);
    await expect(claim, 'focus after the daily bonus modal').toBeFocused();
  });
});
