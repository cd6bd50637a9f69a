import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  API,
  apiContext,
  claimDailyBonus,
  loginApi,
  mailbox,
  me,
  preparedPlayer,
  smsOutbox,
  type Player,
} from '../support/identity';
import { loginAdmin } from '../support/players';
import { open } from '../support/site';

/**
 * Issue 28 item 4, consent the player controls: the profile's switches give and withdraw marketing consent, and a
 * withdrawal stops the next marketing send; every marketing e-mail unsubscribes in one click (List-Unsubscribe and
 * its link) and a STOP reply stops texts; the consent prompt never opens on checkout.
 */

/** The development mailbox's messages carry their extra headers (List-Unsubscribe...). */
type MailWithHeaders = Awaited<ReturnType<typeof mailbox>>[number] & { headers: Record<string, string> };

async function signIn(page: Page, player: Player) {
  await loginApi(page.request, player);
  await claimDailyBonus(page.request);
}

/** A staff send (POST /admin/marketing/send) from the seeded admin's own context. */
async function staffSend(baseURL: string | undefined, body: Record<string, unknown>) {
  const admin = await apiContext(baseURL);
  try {
    await loginAdmin(admin);
    const res = await admin.post(`${API}/admin/marketing/send`, {
      data: body,
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()).data as { recipients: number; sent: number; skipped: number; failed: number };
  } finally {
    await admin.dispose();
  }
}

const withSubject = async (request: APIRequestContext, to: string, subject: string) =>
  ((await mailbox(request, to)) as MailWithHeaders[]).filter((m) => m.subject === subject);

test('profile switches: consent given then withdrawn; the withdrawal stops the next marketing send', async ({
  page,
  baseURL,
}) => {
  const player = await preparedPlayer(baseURL, { topic: 'mktswitch' });
  await signIn(page, player);
  // The prompt would ask this player (not opted in): it counts as asked, this test is about the profile.
  expect((await page.request.post(`${API}/user/consent-prompt`)).status()).toBe(200);
  await open(page, '/profile?tab=edit');
  const emailSwitch = page.getByRole('switch', { name: /Offers by e-mail/ });
  await expect(emailSwitch).not.toBeChecked();

  const on = page.waitForResponse((r) => r.url().endsWith(`${API}/user/subscribe`));
  await emailSwitch.focus();
  await page.keyboard.press('Space');
  expect((await on).status()).toBe(200);
  await expect(emailSwitch).toBeChecked();
  expect(await me(page.request)).toMatchObject({ isOpted: true });

  const first = `Weekend bonus ${crypto.randomUUID().slice(0, 8)}`;
  await staffSend(baseURL, { channel: 'email', subject: first, text: 'Two free spins this weekend.' });
  const [mail] = await withSubject(page.request, player.email, first);
  expect(mail, 'the consenting player got the e-mail').toBeTruthy();
  expect(mail!.headers['List-Unsubscribe']).toMatch(/^<http.+\/api\/v1\/marketing\/unsubscribe\?token=.+>$/);
  expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

  const off = page.waitForResponse((r) => r.url().endsWith(`${API}/user/subscribe`));
  await emailSwitch.click();
  expect((await off).status()).toBe(200);
  await expect(emailSwitch).not.toBeChecked();

  const second = `Midweek bonus ${crypto.randomUUID().slice(0, 8)}`;
  await staffSend(baseURL, { channel: 'email', subject: second, text: 'Another offer.' });
  expect(await withSubject(page.request, player.email, second)).toHaveLength(0);
});

test('one-click unsubscribe from the e-mail, and STOP by text, each stop the next send', async ({
  page,
  baseURL,
}) => {
  const player = await preparedPlayer(baseURL, { topic: 'mktstop', acceptSMSMarketing: true });
  await signIn(page, player);
  const given = await page.request.patch(`${API}/user/subscribe`, { data: { isOpted: true } });
  expect(given.status()).toBe(200);

  const subject = `Offer ${crypto.randomUUID().slice(0, 8)}`;
  await staffSend(baseURL, { channel: 'email', subject, text: 'New games this week.' });
  const [mail] = await withSubject(page.request, player.email, subject);
  const link = /^<(.+)>$/.exec(mail!.headers['List-Unsubscribe']!)![1]!;
  expect(mail!.links).toContain(link);
  // The link opens a confirmation page (a GET changes nothing); its button unsubscribes.
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from marketing e-mails' })).toBeVisible();
  expect(await me(page.request)).toMatchObject({ isOpted: true });
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Unsubscribed' })).toBeVisible();
  expect(await me(page.request)).toMatchObject({ isOpted: false, isSmsOpted: true });

  // A text back: the sandbox outbox delivers it to the webhook signed as Twilio signs.
  const reply = await page.request.post(`${API}/dev/sms/reply`, {
    data: { from: player.phone, body: 'STOP' },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  expect((await reply.json()).data.webhookStatus).toBe(200);
  expect(await me(page.request)).toMatchObject({ isSmsOpted: false });

  const before = (await smsOutbox(page.request, player.phone)).length;
  await staffSend(baseURL, { channel: 'sms', text: `Double coins ${crypto.randomUUID().slice(0, 8)}` });
  expect(await smsOutbox(page.request, player.phone)).toHaveLength(before);
  expect(await withSubject(page.request, player.email, subject)).toHaveLength(1);
});

test('the consent prompt never opens on checkout; it asks once elsewhere', async ({ page, baseURL }) => {
  const player = await preparedPlayer(baseURL, { topic: 'mktquiet' });
  await signIn(page, player);
  await open(page, '/buy-coins');
  await page.waitForTimeout(2_500);
  await expect(page.getByRole('dialog', { name: 'Stay Connected & Get Notified' })).toHaveCount(0);
  await open(page, '/games');
  await expect(page.getByRole('dialog', { name: 'Stay Connected & Get Notified' })).toBeVisible();
});
