import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generateSync } from 'otplib';
import type { Role } from '@arcade/contracts';
import type { Db } from '../db/db';
import { SEEDED_ACCOUNTS, type SeededAccount } from '../db/seed';
import { hashPassword } from '../modules/users/password';
import { cookiesOf } from './cookies';

/** The TOTP secrets tests enrolled, per app and e-mail (the seeded demo staff's are in SEEDED_ACCOUNTS). */
const secrets = new WeakMap<FastifyInstance, Map<string, string>>();
const secretsOf = (app: FastifyInstance) => {
  let m = secrets.get(app);
  if (!m) secrets.set(app, (m = new Map()));
  return m;
};

/** The TOTP secret a staff account signs in with in this app (enrolled by loginStaff, or a demo one). */
export function totpSecretOf(app: FastifyInstance, email: string): string | undefined {
  return (
    secretsOf(app).get(email.toLowerCase()) ??
    (Object.values(SEEDED_ACCOUNTS) as SeededAccount[]).find((a) => a.email === email.toLowerCase())
      ?.totpSecret
  );
}

const PERIOD = 30;

/**
 * A code of the secret that the server has not accepted yet: the current time step's, or the next one's (the
 * server accepts one step of drift) when the current one was used; else it waits for the next step.
 */
export async function freshTotp(app: FastifyInstance, userId: string, secret: string): Promise<string> {
  for (;;) {
    const r = await app.db.query<{ last_time_step: string | null }>(
      'SELECT last_time_step FROM staff_second_factors WHERE user_id = $1',
      [userId],
    );
    const last = r.rows[0]?.last_time_step == null ? -1 : Number(r.rows[0]!.last_time_step);
    const now = Math.floor(Date.now() / 1000 / PERIOD);
    // Not the very end of a step's drift (a code of step now+1 is refused from about now+2's start).
    const step = Math.max(now, last + 1);
    if (step <= now + 1) return generateSync({ secret, epoch: step * PERIOD });
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function userIdOf(app: FastifyInstance, email: string): Promise<string> {
  const r = await app.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    email.toLowerCase(),
  ]);
  if (!r.rows[0]) throw new Error(`no user ${email}`);
  return r.rows[0].id;
}

/**
 * Signs a staff member in as the site does: the password (202 and the challenge cookie), then the second factor:
 * the first time an enrolment (its secret kept for the next sign-ins), after that a TOTP computed with otplib.
 * Returns the session cookies (and the recovery codes of an enrolment).
 */
export async function loginStaff(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<{ cookies: Record<string, string>; recoveryCodes?: string[]; secret: string }> {
  const login = await app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password } });
  return secondFactorStep(app, email, login);
}

/** After a staff password sign-in (202): the enrolment or the verification, as loginStaff describes. */
export async function secondFactorStep(
  app: FastifyInstance,
  email: string,
  login: LightMyRequestResponse,
): Promise<{ cookies: Record<string, string>; recoveryCodes?: string[]; secret: string }> {
  if (login.statusCode !== 202) throw new Error(`staff login as ${email}: ${login.statusCode} ${login.body}`);
  const challenge = cookiesOf(login);
  const step = (login.json() as { data: { secondFactor: 'enrol' | 'verify' } }).data.secondFactor;
  const userId = await userIdOf(app, email);
  if (step === 'enrol') {
    const enrol = await app.inject({
      method: 'POST',
      url: '/api/v1/staff/second-factor/enrol',
      cookies: challenge,
    });
    if (enrol.statusCode !== 200) throw new Error(`enrol ${email}: ${enrol.statusCode} ${enrol.body}`);
    const { secret } = (enrol.json() as { data: { secret: string } }).data;
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/v1/staff/second-factor/enrol/confirm',
      cookies: challenge,
      payload: { code: generateSync({ secret }) },
    });
    if (confirm.statusCode !== 200)
      throw new Error(`confirm ${email}: ${confirm.statusCode} ${confirm.body}`);
    secretsOf(app).set(email.toLowerCase(), secret);
    const { recoveryCodes } = (confirm.json() as { data: { recoveryCodes: string[] } }).data;
    return { cookies: cookiesOf(confirm), recoveryCodes, secret };
  }
  const secret = totpSecretOf(app, email);
  if (!secret) throw new Error(`no known TOTP secret for ${email}`);
  const verify = await app.inject({
    method: 'POST',
    url: '/api/v1/staff/second-factor/verify',
    cookies: challenge,
    payload: { code: await freshTotp(app, userId, secret) },
  });
  if (verify.statusCode !== 200) throw new Error(`verify ${email}: ${verify.statusCode} ${verify.body}`);
  return { cookies: cookiesOf(verify), secret };
}

let hash: Promise<string> | undefined;

/**
 * A signed-in staff member of the given role (contracts/src/staff-roles.ts): a new verified account of that role,
 * signed in with its password and the second factor (enrolled on this first sign-in).
 */
export async function newStaff(
  app: FastifyInstance,
  db: Db,
  role: Exclude<Role, 'USER'>,
): Promise<{ userId: string; cookies: Record<string, string> }> {
  hash ??= hashPassword(PLAYER_PASSWORD);
  const email = `${role.toLowerCase()}-${crypto.randomBytes(5).toString('hex')}@wallet.test`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (email, role, state, first_name, password_hash, email_verified_at)
     VALUES ($1, $2, 'Texas', 'Test', $3, now()) RETURNING id`,
    [email, role, await hash],
  );
  const { cookies } = await loginStaff(app, email, PLAYER_PASSWORD);
  return { userId: rows[0]!.id, cookies };
}

/** The password newPlayer (wallet/testing/players.ts) and newStaff give their accounts. */
export const PLAYER_PASSWORD = 'WalletPass2026!';

/**
 * Makes an account (made by newPlayer, so with PLAYER_PASSWORD) staff of the given role and signs it in again with
 * the second factor: the session it had as a player has none and reaches no staff endpoint. Answers the new
 * session's cookies.
 */
export async function promoteAndSignIn(
  app: FastifyInstance,
  userId: string,
  role: Exclude<Role, 'USER'>,
): Promise<Record<string, string>> {
  const r = await app.db.query<{ email: string }>(
    'UPDATE users SET role = $1 WHERE id = $2 RETURNING email',
    [role, userId],
  );
  return (await loginStaff(app, r.rows[0]!.email, PLAYER_PASSWORD)).cookies;
}
