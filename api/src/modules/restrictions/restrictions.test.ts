import {
  ACCOUNT_RESTRICTED_CODE,
  RESTRICTION_MESSAGES,
  type AccountRestriction,
  type AmoeRequest,
  type User,
} from '@arcade/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runReceiveCli } from '../amoe/receive-cli';
import { signKycBody } from '../identity/kyc/kyc-provider';
import { call, loginAdmin, newPlayer, type Player } from '../wallet/testing/players';

jest.setTimeout(120_000);

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAdmin(t.app);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

function dobYearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Starts a KYC session for the player; returns the provider's session id. */
async function startKyc(p: Player): Promise<string> {
  const res = await call<{ url: string }>(t.app, p.cookies, 'POST', '/api/v1/kyc/session');
  expect(res.status).toBe(200);
  return res.body.data.url.split('/').pop()!;
}

/** Sends the provider's signed decision webhook; returns the raw body (to replay it). */
async function webhook(p: Player, sessionId: string, verification: Record<string, unknown>, body?: string) {
  const payload =
    body ??
    JSON.stringify({
      status: 'success',
      verification: { id: sessionId, vendorData: p.userId, ...verification },
    });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/kyc/webhook',
    payload,
    headers: {
      'content-type': 'application/json',
      'x-hmac-signature': signKycBody(t.app.identity.settings.kyc.webhookSecret, payload),
    },
  });
  expect(res.statusCode).toBe(200);
  return {
    body: payload,
    data: res.json().data as { status: string; duplicate: boolean; restricted: boolean },
  };
}

const underAge = (p: Player, sessionId: string) =>
  webhook(p, sessionId, { status: 'approved', person: { dateOfBirth: dobYearsAgo(21, 1) } });

const me = async (p: Player) =>
  (await call<{ user: User }>(t.app, p.cookies, 'GET', '/api/v1/user/me')).body.data.user;
const balance = async (p: Player) =>
  (await call(t.app, p.cookies, 'GET', '/api/v1/wallet/balance')).body.data;
const restrictionRows = async (userId: string) =>
  (await t.db.query('SELECT * FROM account_restrictions WHERE user_id = $1 ORDER BY id', [userId])).rows;

async function expectRestricted(p: Player, method: 'POST', url: string, payload?: unknown) {
  const res = await call<{ restriction: AccountRestriction }>(t.app, p.cookies, method, url, payload);
  expect([res.status, res.body.message, res.body.errors]).toEqual([
    403,
    RESTRICTION_MESSAGES.underage,
    [ACCOUNT_RESTRICTED_CODE],
  ]);
  expect(res.body.data.restriction).toEqual({ reason: 'underage', message: RESTRICTION_MESSAGES.underage });
}

describe('account restrictions from a KYC decision', () => {
  it('an under-21 decision restricts every way to gain money, once, and says why', async () => {
    const p = await newPlayer(t.app, t.db, 'minor');
    // A mail-in code requested before the decision (its card arrives later).
    const mailIn = await call<{ request: AmoeRequest }>(t.app, p.cookies, 'POST', '/api/v1/amoe/requests');
    expect(mailIn.status).toBe(201);
    const code = mailIn.body.data.request.code;
    const couponCode = `MINOR${Date.now()}`;
    const coupon = await call(t.app, admin, 'POST', '/api/v1/admin/coupons', {
      code: couponCode,
      amount: 500,
      currency: 'GC',
      usageLimit: 5,
    });
    expect(coupon.status).toBe(201);
    expect((await me(p)).restriction).toBeNull();

    const sessionId = await startKyc(p);
    const decided = await underAge(p, sessionId);
    expect(decided.data).toMatchObject({ status: 'declined', duplicate: false, restricted: true });

    const before = await balance(p);
    expect(before).toEqual({ gold: 0, sweep: 0 });
    await expectRestricted(p, 'POST', '/api/v1/claim/daily-bonus');
    await expectRestricted(p, 'POST', '/api/v1/claim/sweep-bonus');
    await expectRestricted(p, 'POST', '/api/v1/amoe/requests');
    await expectRestricted(p, 'POST', '/api/v1/coupons/redeem', { code: couponCode });

    // The mail-in card: refused by the admin endpoint and by the CLI; the request stays pending.
    const received = await call(t.app, admin, 'POST', '/api/v1/admin/amoe/receive', { code, accept: true });
    expect([received.status, received.body.message, received.body.errors]).toEqual([
      403,
      RESTRICTION_MESSAGES.underage,
      [ACCOUNT_RESTRICTED_CODE],
    ]);
    const lines: string[] = [];
    expect(await runReceiveCli([code], t.db, (l) => lines.push(l))).toBe(1);
    expect(lines).toEqual([`${code}: ${RESTRICTION_MESSAGES.underage}`]);
    const pending = await call<{ requests: AmoeRequest[] }>(t.app, p.cookies, 'GET', '/api/v1/amoe/requests');
    expect(pending.body.data.requests.map((r) => r.status)).toEqual(['requested']);

    // Nothing changed: balances, coupon usage, bonus records, ledger.
    expect(await balance(p)).toEqual(before);
    const used = await t.db.query('SELECT count(*)::int AS n FROM coupon_redemptions WHERE user_id = $1', [
      p.userId,
    ]);
    expect(used.rows[0]).toEqual({ n: 0 });
    const bonus = await t.db.query('SELECT * FROM bonus_state WHERE user_id = $1', [p.userId]);
    expect(bonus.rows.filter((r) => Number(r.daily_claims) > 0 || Number(r.sweep_claims) > 0)).toEqual([]);

    // The DTO says why; a new KYC attempt cannot undo it (support reviews).
    expect((await me(p)).restriction).toEqual({ reason: 'underage', message: RESTRICTION_MESSAGES.underage });
    const again = await call(t.app, p.cookies, 'POST', '/api/v1/kyc/session');
    expect([again.status, again.body.errors]).toEqual([403, [ACCOUNT_RESTRICTED_CODE]]);

    // The webhook replayed: no second restriction.
    const replay = await webhook(p, sessionId, {}, decided.body);
    expect(replay.data).toMatchObject({ duplicate: true, restricted: false });
    const rows = await restrictionRows(p.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reason: 'underage', created_by: 'system', lifted_at: null });
    expect(rows[0]!.source).toMatch(/^kyc:/);
  });

  it('one restriction however many times, and in parallel, the webhook is delivered', async () => {
    const p = await newPlayer(t.app, t.db, 'replay');
    const first = await startKyc(p);
    const body = JSON.stringify({
      status: 'success',
      verification: {
        id: first,
        vendorData: p.userId,
        status: 'approved',
        person: { dateOfBirth: dobYearsAgo(18) },
      },
    });
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => webhook(p, first, {}, body)));
    expect(outcomes.filter((o) => !o.data.duplicate)).toHaveLength(1);
    expect(outcomes.filter((o) => o.data.restricted)).toHaveLength(1);
    expect(await restrictionRows(p.userId)).toHaveLength(1);
    // A second disqualifying decision on another session does not stack either.
    const second = (
      await t.db.query<{ id: string }>(
        `INSERT INTO kyc_sessions (user_id, provider, provider_session_id, url, status, created_at, updated_at)
         VALUES ($1, 'sandbox', gen_random_uuid()::text, '/dev/kyc/x', 'created', now(), now()) RETURNING provider_session_id AS id`,
        [p.userId],
      )
    ).rows[0]!.id;
    const again = await webhook(p, second, { status: 'declined', reason: 'Known fraud', reasonCode: 106 });
    expect(again.data).toMatchObject({ duplicate: false, restricted: false });
    expect(await restrictionRows(p.userId)).toMatchObject([{ reason: 'underage' }]);
  });

  it('restricts for document fraud and a duplicate identity, not for a retryable decline', async () => {
    const cases: [Record<string, unknown>, string | null][] = [
      [{ status: 'declined', reason: 'Known fraud', reasonCode: 106 }, 'kyc_declined_fraud'],
      [{ status: 'declined', reason: 'Attempted deceit', reasonCode: '503' }, 'kyc_declined_fraud'],
      [
        { status: 'declined', reason: 'Velocity/abuse duplicated ID', reasonCode: 110 },
        'kyc_duplicate_identity',
      ],
      [{ status: 'resubmission_requested', reason: 'Poor image quality', reasonCode: 204 }, null],
      [{ status: 'resubmission_requested', reason: 'Document expired', reasonCode: 207 }, null],
      [{ status: 'declined', reason: 'Physical document not used', reasonCode: 101 }, null],
      [{ status: 'declined', reason: 'Document expired' }, null],
      [{ status: 'expired' }, null],
      [{ status: 'approved', person: {} }, null],
    ];
    for (const [verification, reason] of cases) {
      const p = await newPlayer(t.app, t.db, 'kyc');
      const outcome = await webhook(p, await startKyc(p), verification);
      expect([verification, outcome.data.restricted]).toEqual([verification, reason !== null]);
      expect([verification, (await me(p)).restriction?.reason ?? null]).toEqual([verification, reason]);
      if (reason === null) {
        // A retryable decline leaves claiming and a new attempt open.
        expect((await call(t.app, p.cookies, 'POST', '/api/v1/claim/daily-bonus')).status).toBe(200);
        expect((await call(t.app, p.cookies, 'POST', '/api/v1/kyc/session')).status).toBe(200);
        expect(await restrictionRows(p.userId)).toEqual([]);
      } else {
        const res = await call(t.app, p.cookies, 'POST', '/api/v1/claim/daily-bonus');
        expect([res.status, res.body.errors]).toEqual([403, [ACCOUNT_RESTRICTED_CODE]]);
      }
    }
  });
});

describe('lifting a restriction', () => {
  it('only admins lift it, with a note; the history keeps who and why; claiming works again', async () => {
    const p = await newPlayer(t.app, t.db, 'lift');
    await underAge(p, await startKyc(p));
    const url = `/api/v1/admin/users/${p.userId}/restriction/lift`;

    expect((await call(t.app, p.cookies, 'POST', url, { note: 'me' })).status).toBe(403);
    expect((await call(t.app, undefined, 'POST', url, { note: 'me' })).status).toBe(401);
    const noNote = await call(t.app, admin, 'POST', url, {});
    expect([noNote.status, noNote.body.message]).toEqual([400, 'A note is required']);
    expect((await call(t.app, admin, 'POST', url, { note: '   ' })).status).toBe(400);
    expect((await call(t.app, admin, 'POST', url, { note: 5 })).status).toBe(400);
    expect((await call(t.app, admin, 'POST', url, { note: 'a\u0000b' })).status).toBe(400);
    expect((await call(t.app, admin, 'POST', url, { note: 'x'.repeat(501) })).status).toBe(400);
    expect(
      (await call(t.app, admin, 'POST', '/api/v1/admin/users/not-a-uuid/restriction/lift', { note: 'ok' }))
        .status,
    ).toBe(400);
    expect(
      (
        await call(
          t.app,
          admin,
          'POST',
          '/api/v1/admin/users/00000000-0000-0000-0000-000000000000/restriction/lift',
          {
            note: 'ok',
          },
        )
      ).status,
    ).toBe(404);
    expect(await restrictionRows(p.userId)).toMatchObject([{ lifted_at: null }]);
    expect((await call(t.app, p.cookies, 'POST', '/api/v1/claim/daily-bonus')).status).toBe(403);

    const lifted = await call(t.app, admin, 'POST', url, {
      note: 'Birth date misread; passport checked by support',
    });
    expect(lifted.status).toBe(200);
    expect((await me(p)).restriction).toBeNull();
    const claim = await call(t.app, p.cookies, 'POST', '/api/v1/claim/daily-bonus');
    expect(claim.status).toBe(200);
    expect((await balance(p)).gold).toBeGreaterThan(0);
    expect((await call(t.app, admin, 'POST', url, { note: 'again' })).status).toBe(404);

    const adminId = (await call<{ user: User }>(t.app, admin, 'GET', '/api/v1/user/me')).body.data.user._id;
    const history = await call<{ restrictions: Record<string, unknown>[] }>(
      t.app,
      admin,
      'GET',
      `/api/v1/admin/users/${p.userId}/restrictions`,
    );
    expect(history.status).toBe(200);
    expect(history.body.data.restrictions).toMatchObject([
      {
        reason: 'underage',
        createdBy: 'system',
        liftedBy: adminId,
        liftNote: 'Birth date misread; passport checked by support',
      },
    ]);
    expect((await call(t.app, p.cookies, 'GET', `/api/v1/admin/users/${p.userId}/restrictions`)).status).toBe(
      403,
    );
  });

  it('lets admins restrict by hand (staff, self-exclusion), not twice, with their own words', async () => {
    const p = await newPlayer(t.app, t.db, 'staff');
    const url = `/api/v1/admin/users/${p.userId}/restriction`;
    expect((await call(t.app, p.cookies, 'POST', url, { reason: 'staff' })).status).toBe(403);
    expect((await call(t.app, admin, 'POST', url, { reason: 'underage' })).status).toBe(400);
    expect((await call(t.app, admin, 'POST', url, { reason: 'staff', message: '\u0000' })).status).toBe(400);
    expect(await restrictionRows(p.userId)).toEqual([]);

    const message = 'Your account is restricted while we review a chargeback. Contact support.';
    const set = await call(t.app, admin, 'POST', url, { reason: 'staff', message });
    expect(set.status).toBe(201);
    expect((await me(p)).restriction).toEqual({ reason: 'staff', message });
    const claim = await call(t.app, p.cookies, 'POST', '/api/v1/claim/sweep-bonus');
    expect([claim.status, claim.body.message, claim.body.errors]).toEqual([
      403,
      message,
      [ACCOUNT_RESTRICTED_CODE],
    ]);
    expect((await call(t.app, admin, 'POST', url, { reason: 'self_excluded' })).status).toBe(409);
    expect(await restrictionRows(p.userId)).toHaveLength(1);
    // A staff restriction does not stop identity verification (only a KYC-caused one does).
    expect((await call(t.app, p.cookies, 'POST', '/api/v1/kyc/session')).status).toBe(200);

    await call(t.app, admin, 'POST', `${url}/lift`, { note: 'Chargeback resolved' });
    const self = await call(t.app, admin, 'POST', url, { reason: 'self_excluded' });
    expect(self.status).toBe(201);
    expect((await me(p)).restriction).toEqual({
      reason: 'self_excluded',
      message: RESTRICTION_MESSAGES.self_excluded,
    });
    expect(await restrictionRows(p.userId)).toMatchObject([
      { reason: 'staff', lift_note: 'Chargeback resolved' },
      { reason: 'self_excluded', lifted_at: null, source: 'admin' },
    ]);
  });

  it('keeps the history append-only', async () => {
    const p = await newPlayer(t.app, t.db, 'history');
    await underAge(p, await startKyc(p));
    await expect(
      t.db.query('DELETE FROM account_restrictions WHERE user_id = $1', [p.userId]),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.db.query("UPDATE account_restrictions SET reason = 'staff' WHERE user_id = $1", [p.userId]),
    ).rejects.toThrow(/append-only/);
    await call(t.app, admin, 'POST', `/api/v1/admin/users/${p.userId}/restriction/lift`, { note: 'ok' });
    await expect(
      t.db.query("UPDATE account_restrictions SET lift_note = 'changed' WHERE user_id = $1", [p.userId]),
    ).rejects.toThrow(/append-only/);
  });
});
