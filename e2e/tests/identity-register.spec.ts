import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  API,
  dialog,
  mailbox,
  mailedLink,
  me,
  nationalDigits,
  newEmail,
  newPassword,
  randomPhone,
  smsCode,
  smsOutbox,
  submitPatiently,
  toastOf,
} from '../support/identity';
import { PLAYER, dismissLoader, open } from '../support/site';

/**
 * Issue 3, registration (SPEC §2.4, §3, §4, §5, §8): the register modal's field errors in the SPEC's words, then
 * a whole new-player journey: register, phone code from the SMS outbox, e-mail link from the mailbox, log in.
 */
test.use({ viewport: { width: 1280, height: 900 } });

function registerForm(page: Page) {
  const modal = dialog(page, 'Create Account');
  return {
    modal,
    name: modal.getByLabel('Full name', { exact: true }),
    email: modal.getByLabel('Email', { exact: true }),
    password: modal.getByLabel('Password', { exact: true }),
    confirm: modal.getByLabel('Confirm password', { exact: true }),
    phone: modal.getByLabel('Phone number', { exact: true }),
    state: modal.getByLabel('State', { exact: true }),
    adult: modal.getByRole('checkbox', { name: /I am 21 years of age or older/ }),
    smsMarketing: modal.getByRole('checkbox', { name: /recurring automated marketing text messages/ }),
    submit: modal.getByRole('button', { name: 'Create Account', exact: true }),
  };
}

/** The error a field announces: its role=alert text, linked to the control by aria-describedby. */
async function expectFieldError(control: Locator, message: string) {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(message);
}

async function expectNoFieldError(control: Locator) {
  await expect(control).not.toHaveAttribute('aria-invalid', 'true');
}

test('/register opens "Create Account"; each field error shows in the SPEC\'s words; a taken e-mail is refused', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (r) => r.url().includes(`${API}/user/register`) && sent.push(r.method()));
  await open(page, '/register');
  const f = registerForm(page);
  await expect(f.modal).toBeVisible();
  await expect(f.modal.getByRole('heading', { name: 'Create Account' })).toBeVisible();

  // "Passwords do not match" live while typing in either field (before any submit).
  await f.password.fill('Harbor-Lights-42');
  await f.confirm.pressSequentially('Harb');
  await expect(f.modal.getByText('Passwords do not match', { exact: true })).toBeVisible();
  await expectFieldError(f.confirm, 'Passwords do not match');
  await f.confirm.pressSequentially('or-Lights-42');
  await expect(f.modal.getByText('Passwords do not match')).toHaveCount(0);
  await f.password.press('End');
  await f.password.pressSequentially('!');
  await expectFieldError(f.confirm, 'Passwords do not match');
  await f.password.press('Backspace');
  await expect(f.modal.getByText('Passwords do not match')).toHaveCount(0);

  // Submit with the rest empty: each required field says why, in the SPEC's words.
  await f.submit.click();
  await expectFieldError(f.name, 'Full name is required');
  await expectFieldError(f.email, 'Email is required');
  await expectFieldError(f.phone, 'Please enter a valid phone number');
  await expectFieldError(f.state, 'Please select your state');
  await expectFieldError(
    f.adult,
    'You must confirm you are 21 or older and accept the Terms and Privacy Policy',
  );
  await expectNoFieldError(f.confirm);

  // A mismatch is also reported on submit, alongside the other errors.
  await f.confirm.fill('Harbor-Lights-43');
  await f.submit.click();
  await expectFieldError(f.confirm, 'Passwords do not match');
  await f.confirm.fill('Harbor-Lights-42');
  await expectNoFieldError(f.confirm);

  // E-mail: forced to lowercase while typing; must be in e-mail format.
  await f.email.fill('Not-An-Email');
  await expect(f.email).toHaveValue('not-an-email');
  await expectFieldError(f.email, 'Please enter a valid email address');
  await f.email.fill('Pat.Player@Example.TEST');
  await expect(f.email).toHaveValue('pat.player@example.test');
  await expectNoFieldError(f.email);

  // Phone: longer than 4 characters; defaults to the U.S. (+1) and caps the digits.
  await expect(f.modal.getByRole('combobox', { name: 'Country code' })).toHaveValue(/United States|\+1|US/);
  // The value is the international number ("+1" and the digits): "12" gives "+112", 4 characters.
  await f.phone.fill('12');
  await expectFieldError(f.phone, 'Please enter a valid phone number');
  await f.phone.fill('55512345678901234567');
  const capped = (await f.phone.inputValue()).replace(/\D/g, '');
  expect(capped.length).toBeLessThanOrEqual(14); // +1 and at most 15 digits in all
  // A number of the right length that is no valid U.S. number (libphonenumber-js) is refused too.
  await f.phone.fill('555');
  await expectFieldError(f.phone, 'Please enter a valid phone number');
  await f.phone.fill('5550000000');
  await expectFieldError(f.phone, 'Please enter a valid phone number');
  await f.phone.fill('2124561234');
  await expectNoFieldError(f.phone);

  // State: the 39 states of SPEC §3 (plus the placeholder); an excluded state is not offered.
  await expect(f.state.locator('option')).toHaveCount(40);
  await expect(f.state.locator('option', { hasText: 'California' })).toHaveCount(0);
  await f.state.selectOption('Texas');
  await expectNoFieldError(f.state);

  await f.adult.check();
  await expectNoFieldError(f.adult);
  await f.name.fill('Pat Player');
  await expectNoFieldError(f.name);

  // Switchable to login and back; still nothing was sent to the server.
  await f.modal.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(dialog(page, 'Welcome Back!')).toBeVisible();
  await expect(dialog(page, 'Welcome Back!').getByRole('link', { name: /Forgot Password/ })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  await dialog(page, 'Welcome Back!').getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(registerForm(page).modal).toBeVisible();
  expect(sent).toEqual([]);

  // Issue 31 (decision 0107): an e-mail already registered answers exactly like a free one, the same 201 and the
  // same next step, so a stranger cannot learn who has an account; the address's owner is told by e-mail.
  const g = registerForm(page);
  const told = async () =>
    (await mailbox(page.request, PLAYER.email)).filter((m) => /already have/.test(m.subject)).length;
  const toldBefore = await told();
  await g.name.fill('Pat Player');
  await g.email.fill(PLAYER.email);
  await g.password.fill('Harbor-Lights-42');
  await g.confirm.fill('Harbor-Lights-42');
  await g.phone.fill(nationalDigits(randomPhone()));
  await g.state.selectOption('Texas');
  await g.adult.check();
  const answered = await submitPatiently(page, g.submit, `${API}/user/register`);
  expect(answered.status()).toBe(201);
  await expect(toastOf(page, 'success', 'Registration successful! Please verify your email.')).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname === '/phone-verification');
  await expect.poll(told).toBe(toldBefore + 1);
});

test('a new player registers, verifies the phone with the SMS code, opens the e-mail link and logs in to /games', async ({
  page,
}) => {
  const email = newEmail('register');
  const password = newPassword();
  const phone = randomPhone();

  await open(page, '/register');
  const f = registerForm(page);
  await expect(f.modal).toBeVisible();
  await f.name.fill('Pat Quincy Player');
  await f.email.fill(email.toUpperCase());
  await f.password.fill(password);
  await f.confirm.fill(password);
  await f.phone.fill(nationalDigits(phone));
  await f.state.selectOption('Texas');
  await f.adult.check();
  await f.smsMarketing.check();

  const registered = await submitPatiently(page, f.submit, `${API}/user/register`);
  // The server parses the body with a strict schema: a 201 also proves confirmPassword was not sent. The
  // stored account (checked at the end) shows the SPEC §7 payload: full name split, e-mail lowercase.
  expect(registered.status()).toBe(201);

  // 201 closes the modal and goes to /phone-verification with the phone.
  await expect(page).toHaveURL(
    (u) => u.pathname === '/phone-verification' && u.searchParams.get('phone') === phone,
  );
  await expect(f.modal).toBeHidden();
  await expect(toastOf(page, 'success', 'Registration successful! Please verify your email.')).toBeVisible();

  // Phone: the number is prefilled with its +1 prefix; the code comes from the SMS outbox.
  const phonePage = page.locator('[data-remote="mfe_auth"]');
  await expect(phonePage.getByRole('heading', { name: 'Verify Your Phone Number' })).toBeVisible();
  const phoneInput = phonePage.getByLabel('Phone number', { exact: true });
  await expect(phoneInput).toHaveValue(nationalDigits(phone));
  await expect(phonePage.getByText('+1', { exact: true })).toBeVisible();
  const before = (await smsOutbox(page.request, phone)).length;
  await phonePage.getByRole('button', { name: 'Send OTP' }).click();
  await expect(toastOf(page, 'success', 'OTP sent successfully!')).toBeVisible();
  const code = await smsCode(page.request, phone, before);

  const codeInput = phonePage.getByRole('textbox', { name: 'Verification code' });
  const verify = phonePage.getByRole('button', { name: 'Verify', exact: true });
  await expect(phonePage.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
  await verify.click();
  await expectFieldError(codeInput, 'Please enter the OTP');
  await codeInput.fill('12a3');
  await expect(codeInput).toHaveValue('123');
  await verify.click();
  await expectFieldError(codeInput, 'Please enter a valid 6-digit OTP');
  const wrong = code === '000000' ? '111111' : '000000';
  await codeInput.fill(wrong);
  await verify.click();
  await expectFieldError(codeInput, 'Invalid OTP. Please try again.');
  await codeInput.fill(code);
  await verify.click();
  await expect(toastOf(page, 'success', 'Phone number verified successfully!')).toBeVisible();
  await expect(phonePage.getByRole('status')).toContainText('Your phone number is verified');

  // E-mail: the link from the development mailbox verifies and lands on a page that says so.
  const messages = await mailbox(page.request, email);
  expect(messages.length).toBe(1);
  const link = await mailedLink(page.request, email, '/user/verify-email/');
  await page.goto(link);
  await expect(page).toHaveURL((u) => u.pathname === '/');
  await dismissLoader(page);
  await expect(toastOf(page, 'success', 'Your email has been verified. You can now log in.')).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname === '/' && !u.search.includes('emailVerified'));

  // Log in through the modal that the landing page offers: "Welcome Back!", then /games with the success toast.
  const login = dialog(page, 'Welcome Back!');
  await expect(login).toBeVisible();
  await login.getByLabel('Email', { exact: true }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(toastOf(page, 'success', 'Login successful')).toBeVisible();
  await expect(page).toHaveURL((u) => u.pathname === '/games');
  await expect(login).toBeHidden();

  const user = await me(page.request);
  expect(user).toMatchObject({
    email,
    phone,
    state: 'Texas',
    isEmailVerified: true,
    isPhoneVerified: true,
    isSmsOpted: true,
    isOpted: false,
    isKYC: false,
  });
  expect(user.name).toMatchObject({ first: 'Pat', middle: 'Quincy', last: 'Player' });
});
