import crypto from 'node:crypto';
import { MARKETING_MESSAGES, SMS_INBOUND_WEBHOOK_PATH, type User } from '@arcade/contracts';
import { useTestApp } from '../../testing/use-test-app';
import { newStaff } from '../../testing/staff';
import { randomIp, registerPayload } from '../identity/testing/identity-test-kit';
import { listMailbox, type StoredMail } from '../mail/dev-mailbox';
import { restrictAccount } from '../restrictions/restriction-service';
import { listOutbox } from '../sms/dev-outbox';
import { smsWebhookToken, twilioSignature } from '../sms/twilio-signature';
import { listConsentEvents } from '../users/consent-repository';
import { call, loginAdmin, newPlayer, type Player } from '../wallet/testing/players';
import { sendMarketingEmail, sendMarketingSms } from './marketing-service';
import { unsubscribeToken } from './unsubscribe-token';

const t = useTestApp();
const ORIGIN = 'http://localhost:80';

interface Subscriber extends Player {
  email: string;
  phone: string;
}

/** A verified player with a verified phone (no consent yet). */
async function subscriber(label = 'mkt'): Promise<Subscriber> {
  const p = await newPlayer(t.app, t.db, label);
  const phone = `+1201${crypto.randomInt(2_000_000, 10_000_000)}`;
  const { rows } = await t.db.query<{ email: string }>(
    'UPDATE users SET phone = $2, phone_verified_at = now() WHERE id = $1 RETURNING email',
    [p.userId, phone],
  );
  return { ...p, email: rows[0]!.email, phone };
}

async function subscribe(p: Player, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/user/subscribe',
    cookies: p.cookies,
    payload: body,
    headers: { 'user-agent': 'jest-browser' },
  });
  return { status: res.statusCode, user: res.json().data?.user as User };
}

const consentOf = async (userId: string) =>
  (
    await t.db.query<{ is_opted: boolean; is_sms_opted: boolean }>(
      'SELECT is_opted, is_sms_opted FROM users WHERE id = $1',
      [userId],
    )
  ).rows[0]!;

const mailTo = (email: string) => listMailbox(t.db, { to: email });
const smsTo = (phone: string) => listOutbox(t.db, { to: phone });
const eventCount = async () =>
  Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM consent_events')).rows[0]!.n);

const email = (userId: string) =>
  sendMarketingEmail(t.app.marketing, {
    userId,
    subject: 'Weekend bonus',
    text: 'Spin twice.',
    origin: ORIGIN,
  });
const sms = (userId: string) => sendMarketingSms(t.app.marketing, { userId, text: 'Double coins today.' });

/** The unsubscribe URL of a stored marketing e-mail, from its List-Unsubscribe header. */
const headerUrl = (mail: StoredMail) => /^<(.+)>$/.exec(mail.headers['List-Unsubscribe'] ?? '')![1]!;

/** An inbound SMS as Twilio posts it; signed with the webhook's key unless `signature` is given. */
async function inbound(from: string, body: string, signature?: string | null) {
  const params = new URLSearchParams({
    MessageSid: `SM${crypto.randomBytes(16).toString('hex')}`,
    From: from,
    To: '+15005550006',
    Body: body,
    AccountSid: `AC${'0'.repeat(32)}`,
  });
  const token = smsWebhookToken(t.config)!;
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  const sig =
    signature === undefined
      ? twilioSignature(token, `${ORIGIN}${SMS_INBOUND_WEBHOOK_PATH}`, params)
      : signature;
  if (sig !== null) headers['x-twilio-signature'] = sig;
  return t.app.inject({ method: 'POST', url: SMS_INBOUND_WEBHOOK_PATH, headers, payload: params.toString() });
}

describe('consent on the profile and in the prompt', () => {
  it('records each change with its time, source and proof; saving counts as answering the prompt', async () => {
    const p = await subscriber();
    const given = await subscribe(p, { isOpted: true, source: 'prompt' });
    expect(given.status).toBe(200);
    expect(given.user.isOpted).toBe(true);
    expect(Date.parse(given.user.consentPromptedAt!)).toBeGreaterThan(Date.now() - 60_000);
    const withdrawn = await subscribe(p, { isOpted: false, isSmsOpted: false });
    expect(withdrawn.user.isOpted).toBe(false);
    const events = await listConsentEvents(t.db, p.userId);
    // isSmsOpted false was already false: not an event.
    expect(events.map((e) => [e.channel, e.granted, e.source])).toEqual([
      ['email', true, 'prompt'],
      ['email', false, 'profile'],
    ]);
    expect(events[0]).toMatchObject({ address: p.email, details: { userAgent: 'jest-browser' } });
    expect(events[0]!.details.ip).toEqual(expect.any(String));
  });

  it('refuses an unknown source with 400 and changes nothing', async () => {
    const p = await subscriber();
    const before = await eventCount();
    expect((await subscribe(p, { isOpted: true, source: 'unsubscribe_link' })).status).toBe(400);
    expect(await consentOf(p.userId)).toEqual({ is_opted: false, is_sms_opted: false });
    expect(await eventCount()).toBe(before);
  });

  it('POST /user/consent-prompt keeps the asking time on the server (GET /user/me answers it)', async () => {
    const p = await subscriber();
    const me = async () =>
      (await call<{ user: User }>(t.app, p.cookies, 'GET', '/api/v1/user/me')).body.data.user;
    expect((await me()).consentPromptedAt).toBeNull();
    const res = await call<{ user: User }>(t.app, p.cookies, 'POST', '/api/v1/user/consent-prompt');
    expect(res.status).toBe(200);
    const at = (await me()).consentPromptedAt;
    expect(at).toBe(res.body.data.user.consentPromptedAt);
    expect(Date.parse(at!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/user/consent-prompt' })).statusCode).toBe(401);
  });

  it('records the SMS consent given at registration', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: registerPayload({ acceptSMSMarketing: true }),
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(201);
    const { rows } = await t.db.query<{ id: string }>('SELECT id FROM users WHERE phone = $1', [
      res.json().data.phone,
    ]);
    const events = await listConsentEvents(t.db, rows[0]!.id);
    expect(events.map((e) => [e.channel, e.granted, e.source])).toEqual([['sms', true, 'registration']]);
  });
});

describe('marketing e-mail', () => {
  it('carries List-Unsubscribe (one-click) and a visible unsubscribe link with the same signed URL', async () => {
    const p = await subscriber();
    await subscribe(p, { isOpted: true });
    expect(await email(p.userId)).toEqual({ status: 'sent' });
    const [mail] = await mailTo(p.email);
    expect(mail!.subject).toBe('Weekend bonus');
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = headerUrl(mail!);
    expect(url).toBe(
      `${ORIGIN}/api/v1/marketing/unsubscribe?token=${encodeURIComponent(unsubscribeToken(t.config.marketing.unsubscribeSecret, p.userId, 'email'))}`,
    );
    expect(mail!.links).toContain(url);
    expect(mail!.text).toContain(`Unsubscribe with one click: ${url}`);
    expect(mail!.html).toContain(`href="${url}">Unsubscribe</a>`);
  });

  it('a withdrawn consent stops the next send at once: the mailbox is unchanged', async () => {
    const p = await subscriber();
    await subscribe(p, { isOpted: true });
    expect(await email(p.userId)).toEqual({ status: 'sent' });
    await subscribe(p, { isOpted: false });
    expect(await email(p.userId)).toEqual({ status: 'skipped', reason: 'no_consent' });
    expect(await mailTo(p.email)).toHaveLength(1);
  });

  it('one-click POST unsubscribes with no session and no same-origin proof', async () => {
    const p = await subscriber();
    await subscribe(p, { isOpted: true, isSmsOpted: true });
    await email(p.userId);
    const url = new URL(headerUrl((await mailTo(p.email))[0]!));
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.com' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MARKETING_MESSAGES.unsubscribed,
      data: { channel: 'email' },
    });
    // Only the e-mail consent: the SMS one stays.
    expect(await consentOf(p.userId)).toEqual({ is_opted: false, is_sms_opted: true });
    expect((await listConsentEvents(t.db, p.userId)).at(-1)).toMatchObject({
      channel: 'email',
      granted: false,
      source: 'unsubscribe_link',
      details: { oneClick: true },
    });
    expect(await email(p.userId)).toEqual({ status: 'skipped', reason: 'no_consent' });
    expect(await mailTo(p.email)).toHaveLength(1);
    // A second click is harmless and records nothing more.
    const events = await eventCount();
    const again = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` });
    expect(again.statusCode).toBe(200);
    expect(await eventCount()).toBe(events);
  });

  it('GET shows a confirmation page whose form posts back, and changes nothing', async () => {
    const p = await subscriber();
    await subscribe(p, { isOpted: true });
    const token = unsubscribeToken(t.config.marketing.unsubscribeSecret, p.userId, 'email');
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/marketing/unsubscribe?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain(`action="/api/v1/marketing/unsubscribe?token=${encodeURIComponent(token)}"`);
    expect(await consentOf(p.userId)).toMatchObject({ is_opted: true });
    // The page's form: a browser post answers a page.
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/v1/marketing/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain(MARKETING_MESSAGES.unsubscribed);
    expect(await consentOf(p.userId)).toMatchObject({ is_opted: false });
  });

  it('a bad or tampered token is 400 and changes nothing', async () => {
    const p = await subscriber();
    const other = await subscriber();
    await subscribe(p, { isOpted: true, isSmsOpted: true });
    await subscribe(other, { isOpted: true });
    const secret = t.config.marketing.unsubscribeSecret;
    const good = unsubscribeToken(secret, p.userId, 'email');
    const [, , signature] = good.split('.');
    const bad = [
      `${good.slice(0, -2)}${good.endsWith('AA') ? 'BB' : 'AA'}`,
      `${other.userId}.email.${signature}`,
      `${p.userId}.sms.${signature}`,
      unsubscribeToken('another-secret-of-at-least-32-chars!!', p.userId, 'email'),
      'garbage',
      '',
    ];
    const before = await eventCount();
    for (const token of bad) {
      const post = await t.app.inject({
        method: 'POST',
        url: `/api/v1/marketing/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect([token, post.statusCode]).toEqual([token, 400]);
      const get = await t.app.inject({
        method: 'GET',
        url: `/api/v1/marketing/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect([token, get.statusCode]).toEqual([token, 400]);
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/marketing/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    expect(await consentOf(p.userId)).toEqual({ is_opted: true, is_sms_opted: true });
    expect(await consentOf(other.userId)).toMatchObject({ is_opted: true });
    expect(await eventCount()).toBe(before);
  });

  it('a restricted (self-excluded) player gets nothing', async () => {
    const p = await subscriber();
    await subscribe(p, { isOpted: true, isSmsOpted: true });
    await restrictAccount(t.db, {
      userId: p.userId,
      reason: 'self_excluded',
      source: 'test',
      createdBy: 'system',
      now: new Date(),
    });
    expect(await email(p.userId)).toEqual({ status: 'skipped', reason: 'restricted' });
    expect(await sms(p.userId)).toEqual({ status: 'skipped', reason: 'restricted' });
    expect(await mailTo(p.email)).toHaveLength(0);
    expect(await smsTo(p.phone)).toHaveLength(0);
  });

  it('never goes to an unverified address or a staff account', async () => {
    const p = await subscriber();
    await subscribe(p, { isOpted: true });
    await t.db.query('UPDATE users SET email_verified_at = NULL WHERE id = $1', [p.userId]);
    expect(await email(p.userId)).toEqual({ status: 'skipped', reason: 'unverified' });
    const staff = await newStaff(t.app, t.db, 'SUPPORT');
    await t.db.query('UPDATE users SET is_opted = true WHERE id = $1', [staff.userId]);
    expect(await email(staff.userId)).toEqual({ status: 'skipped', reason: 'not_player' });
  });
});

describe('marketing SMS', () => {
  it('ends with "Reply STOP to opt out." and stops at once when consent is withdrawn', async () => {
    const p = await subscriber();
    await subscribe(p, { isSmsOpted: true });
    expect(await sms(p.userId)).toEqual({ status: 'sent' });
    const [text] = await smsTo(p.phone);
    expect(text!.body).toBe('Lucky Arcade: Double coins today. Reply STOP to opt out.');
    await subscribe(p, { isSmsOpted: false });
    expect(await sms(p.userId)).toEqual({ status: 'skipped', reason: 'no_consent' });
    expect(await smsTo(p.phone)).toHaveLength(1);
  });

  it('STOP by the SMS webhook with a valid signature opts out; START opts back in', async () => {
    const p = await subscriber();
    await subscribe(p, { isOpted: true, isSmsOpted: true });
    const res = await inbound(p.phone, ' stop ');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/xml');
    expect(res.body).toContain('<Response>');
    expect(await consentOf(p.userId)).toEqual({ is_opted: true, is_sms_opted: false });
    expect((await listConsentEvents(t.db, p.userId)).at(-1)).toMatchObject({
      channel: 'sms',
      granted: false,
      source: 'sms_reply',
      address: p.phone,
      details: { keyword: 'STOP' },
    });
    expect(await sms(p.userId)).toEqual({ status: 'skipped', reason: 'no_consent' });
    expect(await smsTo(p.phone)).toHaveLength(0);

    expect((await inbound(p.phone, 'START')).statusCode).toBe(200);
    expect(await consentOf(p.userId)).toMatchObject({ is_sms_opted: true });
    for (const word of ['STOPALL', 'unsubscribe', 'Cancel', 'END', 'QUIT']) {
      await subscribe(p, { isSmsOpted: true });
      expect((await inbound(p.phone, word)).statusCode).toBe(200);
      expect([word, (await consentOf(p.userId)).is_sms_opted]).toEqual([word, false]);
    }
    expect((await inbound(p.phone, 'UNSTOP')).statusCode).toBe(200);
    expect(await consentOf(p.userId)).toMatchObject({ is_sms_opted: true });
    // Anything else is not ours to act on.
    expect((await inbound(p.phone, 'stop it please')).statusCode).toBe(200);
    expect(await consentOf(p.userId)).toMatchObject({ is_sms_opted: true });
  });

  it('refuses an unsigned or wrongly signed inbound SMS with 403 and changes nothing', async () => {
    const p = await subscriber();
    await subscribe(p, { isSmsOpted: true });
    const before = await eventCount();
    expect((await inbound(p.phone, 'STOP', null)).statusCode).toBe(403);
    expect((await inbound(p.phone, 'STOP', 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=')).statusCode).toBe(403);
    // Signed for another body: the parameters are part of the signature.
    const params = new URLSearchParams({ From: p.phone, Body: 'HELLO' });
    const sig = twilioSignature(smsWebhookToken(t.config)!, `${ORIGIN}${SMS_INBOUND_WEBHOOK_PATH}`, params);
    expect((await inbound(p.phone, 'STOP', sig)).statusCode).toBe(403);
    expect(await consentOf(p.userId)).toMatchObject({ is_sms_opted: true });
    expect(await eventCount()).toBe(before);
  });

  it('the sandbox outbox simulates a reply, signed the same way', async () => {
    const p = await subscriber();
    await subscribe(p, { isSmsOpted: true });
    const res = await call<{ webhookStatus: number }>(t.app, undefined, 'POST', '/api/v1/dev/sms/reply', {
      from: p.phone,
      body: 'STOP',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.webhookStatus).toBe(200);
    expect(await consentOf(p.userId)).toMatchObject({ is_sms_opted: false });
  });
});

describe('POST /api/v1/admin/marketing/send', () => {
  const send = (cookies: Record<string, string>, body: unknown, key = crypto.randomUUID()) =>
    call<{ recipients: number; sent: number; skipped: number; failed: number }>(
      t.app,
      cookies,
      'POST',
      '/api/v1/admin/marketing/send',
      body,
      { 'idempotency-key': key },
    );

  it('sends to the players who consent, audits it, and does not send twice on a retry', async () => {
    const yes = await subscriber();
    const no = await subscriber();
    await subscribe(yes, { isOpted: true });
    await subscribe(no, { isSmsOpted: true });
    const admin = await loginAdmin(t.app);
    const key = crypto.randomUUID();
    const body = { channel: 'email', subject: 'New games', text: 'Three new slots this week.' };
    const first = await send(admin, body, key);
    expect(first.status).toBe(200);
    expect(first.body.data.sent).toBeGreaterThanOrEqual(1);
    expect(await mailTo(yes.email)).toHaveLength(1);
    expect(await mailTo(no.email)).toHaveLength(0);
    const total = (await listMailbox(t.db, { limit: 200 })).length;
    const retry = await send(admin, body, key);
    expect(retry.status).toBe(200);
    expect(retry.body.data).toEqual(first.body.data);
    expect((await listMailbox(t.db, { limit: 200 })).length).toBe(total);
    const { rows } = await t.db.query<{ n: string }>(
      "SELECT count(*) AS n FROM audit_log WHERE action = 'marketing.send'",
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('is refused to players and to staff without marketing.send; bad input is 400', async () => {
    const p = await subscriber();
    const support = await newStaff(t.app, t.db, 'SUPPORT');
    const body = { channel: 'sms', text: 'Hello' };
    expect((await send(p.cookies, body)).status).toBe(403);
    expect((await send(support.cookies, body)).status).toBe(403);
    const admin = await loginAdmin(t.app);
    expect((await send(admin, { channel: 'fax', text: 'x' })).status).toBe(400);
    expect((await send(admin, { channel: 'email', text: 'no subject' })).status).toBe(400);
    expect((await send(admin, { channel: 'sms', text: 'x'.repeat(301) })).status).toBe(400);
  });
});
