import type { InjectOptions } from 'fastify';
import { generateSync } from 'otplib';
import { ERROR_CODES, SECOND_FACTOR } from '@arcade/contracts';
import { SEEDED_ACCOUNTS } from '../../db/seed';
import { cookiesOf } from '../../testing/test-app';
import { freshTotp, loginStaff, newStaff, PLAYER_PASSWORD } from '../../testing/staff';
import { useTestApp } from '../../testing/use-test-app';
import { call, newPlayer } from '../wallet/testing/players';

jest.setTimeout(180_000);
const t = useTestApp();

async function promotedAccount(role: 'ADMIN' | 'CASHIER' = 'CASHIER') {
  const player = await newPlayer(t.app, t.db, role);
  await t.db.query(`UPDATE users SET role = $1 WHERE id = $2`, [role, player.userId]);
  const email = (
    await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [player.userId])
  ).rows[0]!.email;
  return { ...player, email };
}

async function passwordStep(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email, password: PLAYER_PASSWORD },
  });
  return { status: res.statusCode, body: res.json(), challenge: cookiesOf(res) };
}

const post = (url: string, cookies: Record<string, string>, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url,
    cookies,
    ...(payload === undefined ? {} : { payload }),
  } as InjectOptions);

const codesOf = (res: { json(): unknown }) =>
  ((res.json() as { errors?: unknown[] }).errors ?? []) as string[];

const audits = async (userId: string) =>
  (
    await t.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'user' AND target_id = $1 ORDER BY id`,
      [userId],
    )
  ).rows.map((r) => r.action);

describe('staff second factor', () => {
  it('a staff password sign-in opens no session: 202 and a challenge that reaches only the second-factor endpoints', async () => {
    const staff = await promotedAccount();
    const step = await passwordStep(staff.email);
    expect(step.status).toBe(202);
    expect(step.body.data).toEqual({ secondFactor: 'enrol' });
    expect(step.challenge.access_token).toBeUndefined();
    expect(step.challenge.staff_2fa).toBeTruthy();
    // The challenge is no session: /user/me and staff endpoints refuse it.
    expect((await call(t.app, step.challenge, 'GET', '/api/v1/user/me')).status).toBe(401);
    expect((await call(t.app, step.challenge, 'GET', '/api/v1/admin/audit')).status).toBe(401);
    // Without a challenge the second-factor endpoints refuse.
    const none = await post('/api/v1/staff/second-factor/enrol', {});
    expect(none.statusCode).toBe(401);
    expect(codesOf(none)).toContain(ERROR_CODES.secondFactorChallenge);
  });

  it('enrolment: QR and secret once, confirmed with a code, then 10 recovery codes; later sign-ins verify', async () => {
    const staff = await promotedAccount('ADMIN');
    const step = await passwordStep(staff.email);
    const enrol = await post('/api/v1/staff/second-factor/enrol', step.challenge);
    expect(enrol.statusCode).toBe(200);
    const { secret, qrDataUrl, otpauthUri } = enrol.json().data;
    expect(qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    const stored = await t.db.query<{ secret_enc: string }>(
      'SELECT secret_enc FROM staff_second_factors WHERE user_id = $1',
      [staff.userId],
    );
    expect(stored.rows[0]!.secret_enc).not.toContain(secret); // sealed at rest
    // A wrong code does not confirm; a recovery-code shape is refused for an enrolment.
    const wrong = await post('/api/v1/staff/second-factor/enrol/confirm', step.challenge, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    const confirm = await post('/api/v1/staff/second-factor/enrol/confirm', step.challenge, {
      code: generateSync({ secret }),
    });
    expect(confirm.statusCode).toBe(200);
    const { recoveryCodes, user } = confirm.json().data;
    expect(recoveryCodes).toHaveLength(SECOND_FACTOR.recoveryCodes);
    expect(new Set(recoveryCodes).size).toBe(SECOND_FACTOR.recoveryCodes);
    expect(user.role).toBe('ADMIN');
    const session = cookiesOf(confirm);
    expect((await call(t.app, session, 'GET', '/api/v1/admin/audit')).status).toBe(200);
    // Recovery codes are stored hashed.
    const hashes = await t.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM staff_recovery_codes WHERE user_id = $1',
      [staff.userId],
    );
    expect(hashes.rows.map((r) => r.code_hash)).not.toContain(recoveryCodes[0]);
    // A second enrolment is refused once enrolled.
    const again = await passwordStep(staff.email);
    expect(again.body.data).toEqual({ secondFactor: 'verify' });
    expect((await post('/api/v1/staff/second-factor/enrol', again.challenge)).statusCode).toBe(409);
    // The staff session is shorter than a player's (STAFF_SESSION_HOURS).
    const ends = await t.db.query<{ hours: number }>(
      `SELECT extract(epoch FROM expires_at - created_at) / 3600 AS hours FROM sessions
       WHERE user_id = $1 AND second_factor_at IS NOT NULL`,
      [staff.userId],
    );
    expect(Number(ends.rows[0]!.hours)).toBeCloseTo(t.app.config.staffAuth.sessionHours, 1);
    expect(await audits(staff.userId)).toEqual(
      expect.arrayContaining(['staff.second_factor.enrol', 'staff.second_factor.failure']),
    );
  });

  it('a TOTP is accepted once (replay refused); a recovery code works once', async () => {
    const staff = await promotedAccount();
    const { secret, recoveryCodes } = await loginStaff(t.app, staff.email, PLAYER_PASSWORD);
    const code = await freshTotp(t.app, staff.userId, secret);
    const first = await passwordStep(staff.email);
    const ok = await post('/api/v1/staff/second-factor/verify', first.challenge, { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.recoveryCodeUsed).toBe(false);
    const second = await passwordStep(staff.email);
    const replay = await post('/api/v1/staff/second-factor/verify', second.challenge, { code });
    expect(replay.statusCode).toBe(400);
    expect(codesOf(replay)).toContain(ERROR_CODES.secondFactorReplayed);
    expect(replay.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^access_token=/)]),
    );

    const recovery = recoveryCodes![0]!;
    const withRecovery = await post('/api/v1/staff/second-factor/verify', second.challenge, {
      code: recovery.toUpperCase(),
    });
    expect(withRecovery.statusCode).toBe(200);
    expect(withRecovery.json().data).toMatchObject({ recoveryCodeUsed: true, recoveryCodesLeft: 9 });
    const third = await passwordStep(staff.email);
    const reused = await post('/api/v1/staff/second-factor/verify', third.challenge, { code: recovery });
    expect(reused.statusCode).toBe(400);
    expect(codesOf(reused)).toContain(ERROR_CODES.secondFactorInvalid);
    expect(await audits(staff.userId)).toEqual(
      expect.arrayContaining([
        'staff.second_factor.success',
        'staff.second_factor.recovery_code',
        'staff.second_factor.failure',
      ]),
    );
  });

  it('rate limit: after 5 wrong codes in 15 minutes even the right one is refused (429)', async () => {
    const staff = await promotedAccount();
    const { secret } = await loginStaff(t.app, staff.email, PLAYER_PASSWORD);
    const step = await passwordStep(staff.email);
    for (let i = 0; i < SECOND_FACTOR.maxFailures; i++) {
      const wrong = await post('/api/v1/staff/second-factor/verify', step.challenge, { code: '000000' });
      expect(wrong.statusCode).toBe(400);
    }
    const limited = await post('/api/v1/staff/second-factor/verify', step.challenge, {
      code: await freshTotp(t.app, staff.userId, secret),
    });
    expect(limited.statusCode).toBe(429);
    expect(codesOf(limited)).toContain(ERROR_CODES.rateLimited);
  });

  it('step-up: a coin-moving write needs a second factor within the window; POST /staff/step-up satisfies it', async () => {
    const cashier = await newStaff(t.app, t.db, 'CASHIER');
    const email = (
      await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [cashier.userId])
    ).rows[0]!.email;
    // Fresh from sign-in: the correction request goes past the guard (400: the body is empty).
    expect((await call(t.app, cashier.cookies, 'POST', '/api/v1/admin/corrections', {})).status).toBe(400);
    await t.db.query(
      `UPDATE sessions SET second_factor_at = now() - interval '11 minutes' WHERE user_id = $1`,
      [cashier.userId],
    );
    const refused = await call(t.app, cashier.cookies, 'POST', '/api/v1/admin/corrections', {});
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toContain(ERROR_CODES.stepUpRequired);
    // Reading is not a coin movement: no step-up.
    expect((await call(t.app, cashier.cookies, 'GET', '/api/v1/admin/corrections')).status).toBe(200);
    const wrong = await call(t.app, cashier.cookies, 'POST', '/api/v1/staff/step-up', { code: '000000' });
    expect(wrong.status).toBe(400);
    const { totpSecretOf } = await import('../../testing/staff');
    const stepped = await call(t.app, cashier.cookies, 'POST', '/api/v1/staff/step-up', {
      code: await freshTotp(t.app, cashier.userId, totpSecretOf(t.app, email)!),
    });
    expect(stepped.status).toBe(200);
    expect(Date.parse((stepped.body.data as { validUntil: string }).validUntil)).toBeGreaterThan(Date.now());
    expect((await call(t.app, cashier.cookies, 'POST', '/api/v1/admin/corrections', {})).status).toBe(400);
  });

  it('a player never reaches a staff endpoint or the step-up; a staff session without a second factor is refused', async () => {
    const player = await newPlayer(t.app, t.db);
    expect((await call(t.app, player.cookies, 'GET', '/api/v1/admin/audit')).status).toBe(403);
    expect(
      (await call(t.app, player.cookies, 'POST', '/api/v1/staff/step-up', { code: '123456' })).status,
    ).toBe(403);
    // Promoted while signed in: the old session has no second factor.
    await t.db.query(`UPDATE users SET role = 'ADMIN' WHERE id = $1`, [player.userId]);
    const refused = await call(t.app, player.cookies, 'GET', '/api/v1/admin/audit');
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toContain(ERROR_CODES.secondFactorRequired);
  });

  it('the seeded admin signs in with its demo secret once enrolled (as `npm start` enrols it)', async () => {
    const { cookies } = await loginStaff(t.app, SEEDED_ACCOUNTS.admin.email, SEEDED_ACCOUNTS.admin.password);
    expect((await call(t.app, cookies, 'GET', '/api/v1/admin/audit')).status).toBe(200);
  });
});
