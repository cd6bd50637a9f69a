import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { generateSync } from 'otplib';

/**
 * The seeded staff's demo TOTP secrets (api/src/db/seed.ts: with demo accounts on, the api enrols them with these
 * at start and prints them; issue 29, docs/decisions/0112). E2E_<ROLE>_TOTP_SECRET for a deployed site whose staff
 * have others.
 */
export const STAFF_TOTP_SECRETS: Record<string, string> = {
  'admin@arcade.test': process.env.E2E_ADMIN_TOTP_SECRET ?? 'GYMJ4RPYH4TQZDZQT5CQTDEK5LBMNOEV',
  'support@arcade.test': process.env.E2E_SUPPORT_TOTP_SECRET ?? '3GVL2ZZR2P6MG6ZXD3BMYE7QSPBEDJTS',
};

const PERIOD = 30;
/** The newest time step this worker used per account: the server accepts each step once. */
const lastStep = new Map<string, number>();

/** A TOTP of the secret at a time step (otplib, as authenticator apps compute it). */
export const totpAt = (secret: string, step: number) => generateSync({ secret, epoch: step * PERIOD });

/**
 * Sends codes of fresh time steps to `url` until one is accepted: the current step's, or the next one's (the
 * server allows one step of drift), else it waits for the next step. A code another worker used first (refused as
 * replayed) moves on to the next step. Answers the accepted response.
 */
export async function sendFreshCode(
  request: APIRequestContext,
  email: string,
  secret: string,
  url: string,
): Promise<APIResponse> {
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / PERIOD);
    const step = [now, now + 1].find((s) => s > (lastStep.get(email) ?? -1));
    if (step === undefined) {
      await new Promise((r) => setTimeout(r, (now + 1) * PERIOD * 1000 - Date.now() + 50));
      continue;
    }
    lastStep.set(email, step);
    const res = await request.post(url, { data: { code: totpAt(secret, step) } });
    if (res.status() === 400 && (await res.text()).includes('second_factor_replayed')) continue;
    return res;
  }
}

/**
 * After a staff password sign-in answered 202: the second factor with the account's demo secret (staff sign in
 * with one, issue 29). Answers the signed-in user.
 */
export async function completeStaffSignIn(
  request: APIRequestContext,
  email: string,
  login: APIResponse,
): Promise<{ _id: string; role: string }> {
  expect(login.status(), await login.text()).toBe(202);
  expect((await login.json()).data.secondFactor).toBe('verify');
  const secret = STAFF_TOTP_SECRETS[email.toLowerCase()];
  if (!secret) throw new Error(`no TOTP secret known for ${email}`);
  const res = await sendFreshCode(request, email, secret, '/api/v1/staff/second-factor/verify');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.user as { _id: string; role: string };
}
