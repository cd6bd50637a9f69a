import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { ADMIN, moneyRequest } from './site';
import { completeStaffSignIn } from './staff';

/** A player created for one test: never claimed a bonus, e-mail and phone verified (no phone popup). */
export interface FreshPlayer {
  email: string;
  password: string;
  phone: string;
  name: { first: string; middle: string; last: string };
}

const API = '/api/v1';

function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e9).toString(36)}`;
}

/** A valid U.S. number (libphonenumber) nobody else in the run holds: +1 212, an exchange 2xx-9xx, 6 random digits. */
function randomPhone(): string {
  return `+1212${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
}

/**
 * A POST that waits out the site's per-address rate limits (register, OTP sends and OTP checks allow 10 a minute), so a
 * suite that creates many players stays green instead of failing on a 429.
 */
async function postPatiently(request: APIRequestContext, url: string, data: unknown): Promise<APIResponse> {
  for (let attempt = 0; ; attempt++) {
    const res = await request.post(url, { data });
    if (res.status() !== 429 || attempt >= 3) return res;
    const wait = Number(res.headers()['retry-after'] ?? '10');
    await new Promise((r) => setTimeout(r, Math.min(Math.max(wait, 1), 65) * 1000));
  }
}

/**
 * Registers a new player through the public API and completes what a real player would do before playing:
 * verifies the phone with the OTP from the development SMS outbox (register's phone_setup cookie allows it)
 * and opens the verification link from the development mailbox. SMS marketing is accepted unless told otherwise,
 * so with a verified phone the phone popup does not open by itself (with `acceptSMSMarketing: false` it opens once,
 * the account's own: the server keeps when it asked). Does not log in: use loginViaApi(page.request, player, ...).
 */
export async function registerVerifiedPlayer(
  request: APIRequestContext,
  options: { acceptSMSMarketing?: boolean } = {},
): Promise<FreshPlayer> {
  const suffix = uniqueSuffix();
  const player: FreshPlayer = {
    email: `e2e.wallet.${suffix}@example.test`,
    password: `Wallet-E2e-${suffix}!`,
    phone: randomPhone(),
    name: { first: 'Wally', middle: '', last: `Tester` },
  };
  const registered = await postPatiently(request, `${API}/user/register`, {
    name: player.name,
    email: player.email,
    password: player.password,
    phone: player.phone,
    state: 'Texas',
    acceptSMSMarketing: options.acceptSMSMarketing ?? true,
    isAdult: true,
  });
  expect(registered.status(), await registered.text()).toBe(201);
  player.phone = (await registered.json()).data.phone ?? player.phone;

  // Phone: send an OTP, read it from the development outbox, verify.
  const sent = await postPatiently(request, `${API}/otp/send-phone-verification`, { phone: player.phone });
  expect(sent.status(), await sent.text()).toBe(200);
  let otp: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`${API}/dev/sms`, { params: { to: player.phone } });
      otp = ((await res.json()).data?.messages?.[0]?.code as string | null | undefined) ?? null;
      return otp;
    })
    .toMatch(/^\d{6}$/);
  const verified = await postPatiently(request, `${API}/otp/verify-phone`, { phone: player.phone, otp });
  expect(verified.status(), await verified.text()).toBe(200);

  // E-mail: open the newest verification link of the development mailbox.
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${API}/dev/mailbox`, { params: { to: player.email } });
      const messages = ((await res.json()).data?.messages ?? []) as { links?: string[] }[];
      link = messages.flatMap((m) => m.links ?? []).find((l) => l.includes('/user/verify-email/'));
      return link;
    })
    .toBeTruthy();
  // The link names the site's public origin; follow its path on the site under test.
  const { pathname } = new URL(link!);
  const opened = await request.get(pathname, { maxRedirects: 0 });
  expect(opened.status()).toBe(303);
  expect(opened.headers()['location']).toBe('/?emailVerified=1');
  return player;
}

/**
 * The seeded admin, logged in on its own request context (never the player's browser). Staff sign in with a
 * second factor (issue 29): the password answers 202, then a TOTP of the demo secret of a time step not used before
 * (support/staff.ts).
 */
export async function loginAdmin(request: APIRequestContext): Promise<void> {
  const res = await request.post(`${API}/user/login`, { data: ADMIN });
  expect([200, 202], await res.text()).toContain(res.status());
  const user =
    res.status() === 202
      ? await completeStaffSignIn(request, ADMIN.email, res)
      : ((await res.json()).data.user as { role: string });
  expect(user.role).toBe('ADMIN');
}

/** POST /admin/coupons as the admin: a fresh coupon code unique to this run. */
export async function createCoupon(
  admin: APIRequestContext,
  coupon: { amount: number; currency: 'GC' | 'SC'; usageLimit: number; prefix?: string },
): Promise<{ code: string; amount: number; currency: 'GC' | 'SC' }> {
  const code = `${coupon.prefix ?? 'E2E'}-${uniqueSuffix()}`.slice(0, 32).toUpperCase();
  const res = await admin.post(`${API}/admin/coupons`, {
    data: { code, amount: coupon.amount, currency: coupon.currency, usageLimit: coupon.usageLimit },
  });
  expect(res.status(), await res.text()).toBe(201);
  expect((await res.json()).message).toBe('Coupon created successfully!');
  return { code, amount: coupon.amount, currency: coupon.currency };
}

/** POST /admin/amoe/receive as the admin: records a received mail-in card (credits it when accepted). */
export async function receiveMailIn(
  admin: APIRequestContext,
  body: { code: string; accept: boolean; reason?: string },
): Promise<APIResponse> {
  return admin.post(`${API}/admin/amoe/receive`, { data: body, ...moneyRequest() });
}

/** GET /wallet/balance of whoever is logged in on the context. */
export async function balanceOf(request: APIRequestContext): Promise<{ gold: number; sweep: number }> {
  const res = await request.get(`${API}/wallet/balance`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data;
}

/**
 * Marks the current document, to prove later that the page was not reloaded or navigated away (a reload or a
 * full navigation creates a new document without the mark). Returns the check.
 */
export async function markDocument(page: Page): Promise<() => Promise<void>> {
  const mark = `doc-${uniqueSuffix()}`;
  await page.evaluate((m) => {
    (window as unknown as { __e2eDocumentMark?: string }).__e2eDocumentMark = m;
  }, mark);
  let loads = 0;
  page.on('load', () => loads++);
  return async () => {
    expect(loads, 'the page loaded a new document').toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { __e2eDocumentMark?: string }).__e2eDocumentMark),
      'the page was reloaded',
    ).toBe(mark);
  };
}

/** The header's balance widget values (desktop header). */
export function headerBalance(page: Page) {
  const widget = page.getByTestId('desktop-header').getByTestId('balance-widget');
  return {
    widget,
    gc: widget.getByTestId('balance-gc'),
    sc: widget.getByTestId('balance-sc'),
    tab: (c: 'GC' | 'SC') => widget.getByRole('tab', { name: new RegExp(`^${c}\\b`) }),
  };
}

/** A toast of the given kind with the given text. */
export function toastOf(page: Page, kind: 'success' | 'error' | 'warning' | 'info', text: string) {
  return page.locator(`.ui-toast[data-kind="${kind}"]`).filter({ hasText: text });
}
