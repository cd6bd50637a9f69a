import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { moneyRequest } from './site';

/**
 * Helpers of the identity suites (issue 3): fresh players made through the public API and the development
 * mailbox / SMS outbox (GET /api/v1/dev/mailbox, /api/v1/dev/sms), so every test owns its account.
 */

export const API = '/api/v1';

export interface Player {
  email: string;
  password: string;
  phone: string;
  name: { first: string; middle: string; last: string };
  state: string;
}

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
  links: string[];
}

export interface SmsMessage {
  id: string;
  to: string;
  body: string;
  createdAt: string;
  code: string | null;
}

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1e9).toString(36)}`;
}

/** A valid U.S. number (libphonenumber) nobody else in the run holds: +1 212, an exchange 2xx-9xx, 6 random digits. */
export function randomPhone(): string {
  return `+1212${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
}

/** The national part (10 digits) of a +1 number, as a player types it. */
export function nationalDigits(phone: string): string {
  return phone.replace(/^\+1/, '');
}

export function newEmail(topic: string): string {
  return `e2e.identity.${topic}.${uniqueSuffix()}@example.test`;
}

/** A passphrase that passes the password policy (8+ characters, not a common password). */
export function newPassword(): string {
  return `Quiet-Lantern-${uniqueSuffix()}`;
}

/**
 * A call that waits out the site's per-address burst limits (register, OTP, forgot/reset: 10 a minute), so a
 * suite that creates many players stays green instead of failing on a 429 of the test harness's own making.
 */
export async function patiently(call: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 0; ; attempt++) {
    const res = await call();
    if (res.status() !== 429 || attempt >= 4) return res;
    const wait = Number(res.headers()['retry-after'] ?? '10');
    await new Promise((r) => setTimeout(r, Math.min(Math.max(wait, 1), 65) * 1000));
  }
}

/**
 * Clicks a submit button in the browser and answers the response of the call it makes, clicking again after
 * the Retry-After pause if the site's per-address burst limit (shared by the whole suite's address) answered 429.
 */
export async function submitPatiently(page: Page, button: Locator, path: string): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname === path);
    await button.click();
    const res = await answer;
    if (res.status() !== 429 || attempt >= 4) return res;
    const wait = Number(res.headers()['retry-after'] ?? '10');
    await page.waitForTimeout(Math.min(Math.max(wait, 1), 65) * 1000);
  }
}

/** A request context of its own (own cookie jar) on the site under test. */
export async function apiContext(baseURL: string | undefined): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL,
    // Writes need a same-origin proof (api/src/http/same-origin.ts); a browser would send Origin itself.
    extraHTTPHeaders: baseURL ? { origin: new URL(baseURL).origin } : {},
  });
}

/** POST /user/register with a fresh identity (e-mail and phone unverified). */
export async function registerViaApi(
  request: APIRequestContext,
  options: { topic?: string; acceptSMSMarketing?: boolean; phone?: string } = {},
): Promise<Player> {
  const player: Player = {
    email: newEmail(options.topic ?? 'player'),
    password: newPassword(),
    phone: options.phone ?? randomPhone(),
    name: { first: 'Idris', middle: '', last: 'Tester' },
    state: 'Texas',
  };
  const res = await patiently(() =>
    request.post(`${API}/user/register`, {
      data: {
        name: player.name,
        email: player.email,
        password: player.password,
        phone: player.phone,
        state: player.state,
        acceptSMSMarketing: options.acceptSMSMarketing ?? false,
        isAdult: true,
      },
    }),
  );
  expect(res.status(), await res.text()).toBe(201);
  player.phone = (await res.json()).data?.phone ?? player.phone;
  return player;
}

export async function mailbox(request: APIRequestContext, to: string): Promise<MailMessage[]> {
  const res = await request.get(`${API}/dev/mailbox`, { params: { to } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).data?.messages ?? []) as MailMessage[];
}

export async function smsOutbox(request: APIRequestContext, to: string): Promise<SmsMessage[]> {
  const res = await request.get(`${API}/dev/sms`, { params: { to } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).data?.messages ?? []) as SmsMessage[];
}

/**
 * The path (and query) of the newest link in the player's mailbox containing `part`. The link names the site's
 * public origin; the path is followed on the site under test. `after` skips messages already seen.
 */
export async function mailedLink(
  request: APIRequestContext,
  to: string,
  part: string,
  options: { after?: number } = {},
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await mailbox(request, to);
        if (messages.length <= (options.after ?? 0)) return undefined;
        found = messages.flatMap((m) => m.links ?? []).find((l) => l.includes(part));
        return found;
      },
      { message: `a mail to ${to} with a link containing ${part}` },
    )
    .toBeTruthy();
  const url = new URL(found!);
  return `${url.pathname}${url.search}`;
}

/** The code of the newest SMS to the phone, once more than `after` messages have been sent to it. */
export async function smsCode(request: APIRequestContext, phone: string, after = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const messages = await smsOutbox(request, phone);
        if (messages.length <= after) return null;
        code = messages[0]?.code ?? null;
        return code;
      },
      { message: `an SMS code to ${phone}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Opens the newest e-mail verification link over HTTP (303 to /?emailVerified=1). */
export async function verifyEmailViaApi(request: APIRequestContext, email: string): Promise<void> {
  const link = await mailedLink(request, email, '/user/verify-email/');
  const opened = await request.get(link, { maxRedirects: 0 });
  expect(opened.status()).toBe(303);
  expect(opened.headers()['location']).toBe('/?emailVerified=1');
}

/**
 * Sends an OTP to the phone and verifies it with the code from the outbox, on a context that holds either a
 * session or register's phone_setup cookie.
 */
export async function verifyPhoneViaApi(request: APIRequestContext, phone: string): Promise<void> {
  const before = (await smsOutbox(request, phone)).length;
  const sent = await patiently(() => request.post(`${API}/otp/send-phone-verification`, { data: { phone } }));
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await smsCode(request, phone, before);
  const verified = await patiently(() => request.post(`${API}/otp/verify-phone`, { data: { phone, otp } }));
  expect(verified.status(), await verified.text()).toBe(200);
  expect((await verified.json()).data?.isVerified).toBe(true);
}

/** POST /user/login on the given context (the page's own request context puts the cookies in the browser). */
export async function loginApi(request: APIRequestContext, who: { email: string; password: string }) {
  const res = await request.post(`${API}/user/login`, { data: { email: who.email, password: who.password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.user as Record<string, unknown> & { _id: string };
}

/** Claims the day's bonus so the welcome/daily bonus modal does not cover the page under test. */
export async function claimDailyBonus(request: APIRequestContext): Promise<void> {
  const claim = await request.post(`${API}/claim/daily-bonus`, moneyRequest());
  expect([200, 201, 400], await claim.text()).toContain(claim.status());
}

export async function me(request: APIRequestContext) {
  const res = await request.get(`${API}/user/me`);
  expect(res.status(), await res.text()).toBe(200);
  const body = await res.json();
  return (body.data?.user ?? body.data) as Record<string, unknown> & {
    _id: string;
    email: string;
    phone: string | null;
    state: string | null;
    isEmailVerified: boolean;
    isPhoneVerified: boolean;
    isKYC: boolean;
    isOpted: boolean;
    isSmsOpted: boolean;
    needsProfileCompletion?: boolean;
  };
}

/** A toast of the given kind with the given text (shared-ui Toaster). */
export function toastOf(page: Page, kind: 'success' | 'error' | 'warning' | 'info', text: string) {
  return page.locator(`.ui-toast[data-kind="${kind}"]`).filter({ hasText: text });
}

export function dialog(page: Page, title: string) {
  return page.getByRole('dialog', { name: title, exact: true });
}

/**
 * A player who registered, verified the e-mail (mailbox link) and, unless told otherwise, the phone (SMS code),
 * made on a request context of its own so the browser starts without cookies.
 */
export async function preparedPlayer(
  baseURL: string | undefined,
  options: {
    topic?: string;
    verifyPhone?: boolean;
    acceptSMSMarketing?: boolean;
    verifyEmail?: boolean;
  } = {},
): Promise<Player> {
  const ctx = await apiContext(baseURL);
  try {
    const player = await registerViaApi(ctx, options);
    if (options.verifyPhone ?? true) await verifyPhoneViaApi(ctx, player.phone);
    if (options.verifyEmail ?? true) await verifyEmailViaApi(ctx, player.email);
    return player;
  } finally {
    await ctx.dispose();
  }
}

/** A second browser context (another device) with the same viewport. */
export async function otherDevice(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: baseURL ? { origin: new URL(baseURL).origin } : {},
  });
}

/** Minimal valid PNG (1x1) for uploads: the server sniffs magic bytes. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
