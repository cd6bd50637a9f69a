import { ACCOUNT_RESTRICTED_CODE, IDENTITY_MESSAGES, RESTRICTION_MESSAGES } from '@arcade/contracts';
import { useTestApp } from '../../../testing/use-test-app';
import { Jar, verifiedUser } from '../testing/identity-test-kit';
import { loginStaff } from '../../../testing/staff';
import { fakeClock } from '../clock';
import { ageOn } from './kyc-service';
import { signKycBody } from './kyc-provider';

jest.setTimeout(120_000);

const t = useTestApp();

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 7),
]);

function documentsForm(kinds: string[]) {
  const boundary = '----kycboundary';
  const parts = kinds.map((k) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${k}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

const status = async (jar: Jar) =>
  (await jar.inject(t.app, { method: 'GET', url: '/api/v1/kyc/status' })).json().data;
const me = async (jar: Jar) =>
  (await jar.inject(t.app, { method: 'GET', url: '/api/v1/user/me' })).json().data.user;

async function startSession(jar: Jar) {
  const res = await jar.inject(t.app, { method: 'POST', url: '/api/v1/kyc/session' });
  expect(res.statusCode).toBe(200);
  const url = res.json().data.url as string;
  expect(url).toMatch(/^\/dev\/kyc\/[0-9a-f-]{36}$/);
  return url;
}

function dobYearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('KYC with the sandbox provider', () => {
  it('approves through documents and a signed webhook; only then isKYC', async () => {
    const u = await verifiedUser(t.app, t.db);
    expect(await status(u.jar)).toEqual({ status: 'none', reason: null });
    const url = await startSession(u.jar);
    // Left before sending the documents: not submitted, so the page offers to resume (issue 8 item 6).
    expect(await status(u.jar)).toEqual({ status: 'pending', reason: null, submitted: false });
    // The same unfinished session is reused.
    expect((await u.jar.inject(t.app, { method: 'POST', url: '/api/v1/kyc/session' })).json().data.url).toBe(
      url,
    );

    const page = await u.jar.inject(t.app, { method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('ID front');
    // Approve needs the three documents.
    const early = await u.jar.inject(t.app, {
      method: 'POST',
      url: `${url}/decision`,
      ...form({ action: 'approve', dob: dobYearsAgo(30) }),
    });
    expect(early.statusCode).toBe(400);
    const upload = await u.jar.inject(t.app, {
      method: 'POST',
      url: `${url}/documents`,
      ...documentsForm(['id_front', 'id_back', 'selfie']),
    });
    expect(upload.statusCode).toBe(303);
    const docs = await t.db.query(
      'SELECT kind FROM kyc_documents d JOIN kyc_sessions s ON s.id = d.session_id WHERE s.user_id = $1',
      [u.id],
    );
    expect(docs.rows.map((r) => r.kind).sort()).toEqual(['id_back', 'id_front', 'selfie']);
    expect((await me(u.jar)).isKYC).toBe(false);
    // Documents sent: now it is under review.
    expect(await status(u.jar)).toEqual({ status: 'pending', reason: null, submitted: true });

    const approve = await u.jar.inject(t.app, {
      method: 'POST',
      url: `${url}/decision`,
      ...form({ action: 'approve', dob: dobYearsAgo(30) }),
    });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe('/verify-kyc');
    expect(await status(u.jar)).toEqual({ status: 'approved', reason: null });
    expect((await me(u.jar)).isKYC).toBe(true);
    // The decision notified the player in its own transaction (issue 10).
    const notified = await t.db.query(`SELECT type, payload FROM notifications WHERE user_id = $1`, [u.id]);
    expect(notified.rows).toMatchObject([
      { type: 'kyc_decision', payload: { status: 'approved', reason: null } },
    ]);
    const again = await u.jar.inject(t.app, { method: 'POST', url: '/api/v1/kyc/session' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(IDENTITY_MESSAGES.kycAlreadyVerified);
  });

  it('declines an approval whose date of birth is under 21 and restricts the account (no new attempt)', async () => {
    const u = await verifiedUser(t.app, t.db);
    const url = await startSession(u.jar);
    await u.jar.inject(t.app, {
      method: 'POST',
      url: `${url}/documents`,
      ...documentsForm(['id_front', 'id_back', 'selfie']),
    });
    // One day short of 21.
    await u.jar.inject(t.app, {
      method: 'POST',
      url: `${url}/decision`,
      ...form({ action: 'approve', dob: dobYearsAgo(21, 1) }),
    });
    expect(await status(u.jar)).toEqual({ status: 'declined', reason: IDENTITY_MESSAGES.kycUnder21 });
    const user = await me(u.jar);
    expect(user.isKYC).toBe(false);
    expect(user.restriction).toEqual({ reason: 'underage', message: RESTRICTION_MESSAGES.underage });
    // A new verification cannot undo it: support reviews and lifts it (restrictions.test.ts).
    const second = await u.jar.inject(t.app, { method: 'POST', url: '/api/v1/kyc/session' });
    expect([second.statusCode, second.json().errors]).toEqual([403, [ACCOUNT_RESTRICTED_CODE]]);
  });

  it('lets the player try again after a retryable decline', async () => {
    const u = await verifiedUser(t.app, t.db);
    const url = await startSession(u.jar);
    await u.jar.inject(t.app, {
      method: 'POST',
      url: `${url}/decision`,
      ...form({ action: 'decline', reason: 'Document expired' }),
    });
    expect(await status(u.jar)).toEqual({ status: 'declined', reason: 'Document expired' });
    expect((await me(u.jar)).restriction).toBeNull();
    const second = await startSession(u.jar);
    expect(second).not.toBe(url);
    expect(await status(u.jar)).toEqual({ status: 'pending', reason: null, submitted: false });
  });

  it('the sandbox declines with a fraud reason code, which restricts the account', async () => {
    const u = await verifiedUser(t.app, t.db);
    const url = await startSession(u.jar);
    const res = await u.jar.inject(t.app, {
      method: 'POST',
      url: `${url}/decision`,
      ...form({ action: 'decline', reason: 'Known fraud', reasonCode: '106' }),
    });
    expect(res.statusCode).toBe(303);
    expect(await status(u.jar)).toEqual({ status: 'declined', reason: 'Known fraud' });
    expect((await me(u.jar)).restriction).toEqual({
      reason: 'kyc_declined_fraud',
      message: RESTRICTION_MESSAGES.kyc_declined_fraud,
    });
  });

  it('refuses webhooks without a valid signature (timing-safe HMAC of the raw body)', async () => {
    const u = await verifiedUser(t.app, t.db);
    const url = await startSession(u.jar);
    const sessionId = url.split('/').pop()!;
    const body = JSON.stringify({
      status: 'success',
      verification: {
        id: sessionId,
        status: 'approved',
        person: { dateOfBirth: '1980-01-01' },
        vendorData: u.id,
      },
    });
    const send = (signature: string | undefined, payload = body) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/kyc/webhook',
        payload,
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'x-hmac-signature': signature } : {}),
        },
      });
    for (const sig of [undefined, 'abc', signKycBody('wrong secret', body), '0'.repeat(64)]) {
      const res = await send(sig);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(IDENTITY_MESSAGES.kycBadSignature);
    }
    // A body changed after signing (even by whitespace) is refused.
    const secret = t.app.identity.settings.kyc.webhookSecret;
    expect((await send(signKycBody(secret, body), `${body} `)).statusCode).toBe(401);
    expect((await me(u.jar)).isKYC).toBe(false);
    // The properly signed one is accepted; replaying it changes nothing.
    const good = await send(signKycBody(secret, body));
    expect(good.statusCode).toBe(200);
    expect(good.json().data).toMatchObject({ status: 'approved', duplicate: false });
    expect((await send(signKycBody(secret, body))).json().data).toMatchObject({ duplicate: true });
    expect((await me(u.jar)).isKYC).toBe(true);
  });

  it('refuses a decision for another user (vendorData) and an approval without a date of birth', async () => {
    const u = await verifiedUser(t.app, t.db);
    const url = await startSession(u.jar);
    const sessionId = url.split('/').pop()!;
    const secret = t.app.identity.settings.kyc.webhookSecret;
    const post = (verification: Record<string, unknown>) => {
      const body = JSON.stringify({ status: 'success', verification: { id: sessionId, ...verification } });
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/kyc/webhook',
        payload: body,
        headers: { 'content-type': 'application/json', 'x-hmac-signature': signKycBody(secret, body) },
      });
    };
    expect(
      (
        await post({
          status: 'approved',
          person: { dateOfBirth: '1980-01-01' },
          vendorData: '00000000-0000-0000-0000-000000000000',
        })
      ).statusCode,
    ).toBe(400);
    const noDob = await post({ status: 'approved', person: {}, vendorData: u.id });
    expect(noDob.json().data).toMatchObject({ status: 'declined', reason: IDENTITY_MESSAGES.kycNoDob });
    expect((await me(u.jar)).isKYC).toBe(false);
  });

  it('needs a session and gives admins the decisions and documents', async () => {
    expect((await new Jar().inject(t.app, { method: 'POST', url: '/api/v1/kyc/session' })).statusCode).toBe(
      401,
    );
    const u = await verifiedUser(t.app, t.db);
    expect((await u.jar.inject(t.app, { method: 'GET', url: '/api/v1/admin/kyc' })).statusCode).toBe(403);
    const url = await startSession(u.jar);
    await u.jar.inject(t.app, {
      method: 'POST',
      url: `${url}/documents`,
      ...documentsForm(['id_front', 'id_back', 'selfie']),
    });
    // Staff sign in with the second factor (testing/staff.ts); the jar carries the session.
    const admin = new Jar();
    const { cookies } = await loginStaff(t.app, 'admin@arcade.test', 'AdminPass2026!');
    Object.assign(admin.cookies, cookies);
    const list = await admin.inject(t.app, { method: 'GET', url: '/api/v1/admin/kyc?status=submitted' });
    expect(list.statusCode).toBe(200);
    const mine = list.json().data.sessions.find((s: { userId: string }) => s.userId === u.id);
    expect(mine.documents).toHaveLength(3);
    const doc = await admin.inject(t.app, { method: 'GET', url: mine.documents[0].url });
    expect(doc.statusCode).toBe(200);
    expect(doc.rawPayload.equals(PNG)).toBe(true);
  });
});

describe('ageOn', () => {
  it('counts whole years', () => {
    const now = fakeClock(new Date('2026-03-10T12:00:00Z'))();
    expect(ageOn('2005-03-10', now)).toBe(21);
    expect(ageOn('2005-03-11', now)).toBe(20);
    expect(ageOn('1980-12-31', now)).toBe(45);
  });
});
