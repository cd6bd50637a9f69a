import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDENTITY_MESSAGES } from '@arcade/contracts';
import { tooMany } from '../../http/errors';
import { cookieName } from '../session/cookies';
import type { RateRule } from './rate-limiter';
import { hmacHex, randomToken } from './secure-token';
import { signValue, verifyValue } from './signed-cookie';

/**
 * Failed-login limits (docs/identity.md, "Login rate limits"). Only failures count (wrong password or unknown
 * e-mail, alike). A limited attempt is answered 429 "Too many login attempts. Please try again later." before the
 * password is checked.
 *  - per account and IP: 5 failures / 15 min: guessing from one address stops quickly, while the real user at
 *    another address is not affected;
 *  - per IP: 50 failures / 15 min, whatever the accounts (credential stuffing from one address);
 *  - per account, all addresses: 100 failures / hour (a distributed attack on one account). This one does not
 *    apply to a browser that presents a valid device cookie for the account (it logged in successfully before),
 *    so the real user is never locked out by it; such a device has its own limit of 5 failures / 15 min.
 */
export const LOGIN_LIMITS = {
  accountIp: { limit: 5, windowMs: 15 * 60 * 1000 },
  ip: { limit: 50, windowMs: 15 * 60 * 1000 },
  account: { limit: 100, windowMs: 60 * 60 * 1000 },
  device: { limit: 5, windowMs: 15 * 60 * 1000 },
} as const;

export const DEVICE_COOKIE = 'device_id';
export const DEVICE_COOKIE_PATH = '/api/v1/user/login';
/** `__Secure-device_id` with Secure cookies (its path is narrower than /, so it cannot be `__Host-`). */
export const deviceCookieName = (secure: boolean) =>
  cookieName(DEVICE_COOKIE, { secure, path: DEVICE_COOKIE_PATH });
const DEVICE_TTL_S = 365 * 24 * 60 * 60;

/**
 * The account as named in limiter keys and in the device cookie: a keyed HMAC of the e-mail (an unkeyed hash of an
 * e-mail is easily reversed by hashing candidate addresses).
 */
export const accountKey = (secret: string, email: string) =>
  hmacHex(secret, `login-account:${email.trim().toLowerCase()}`).slice(0, 32);

export interface LoginGuard {
  /** Count a failed attempt (wrong password or unknown e-mail). */
  failed(): Promise<void>;
  /** The password was right: clear this account's counters here and (re)issue the device cookie. */
  succeeded(reply: FastifyReply): Promise<void>;
}

/** Checks the limits for this request and e-mail (throws 429), and returns how to record the outcome. */
export async function loginGuard(request: FastifyRequest, email: string): Promise<LoginGuard> {
  const ctx = request.server.identity;
  const { limiter, settings } = ctx;
  const account = accountKey(settings.secret, email);
  const ip = request.ip;
  const device = verifyValue<{ a: string; n: string }>(
    settings.secret,
    'device',
    request.cookies?.[deviceCookieName(settings.cookieSecure)],
    ctx.clock(),
  );
  const trustedDevice = device && device.a === account ? device.n : null;
  const keys = {
    ip: `login:ip:${ip}`,
    accountIp: `login:acct-ip:${account}:${ip}`,
    account: `login:acct:${account}`,
    device: trustedDevice ? `login:device:${trustedDevice}` : null,
  };
  // Each attempt takes a slot of every limit first, in one atomic step per counter (so parallel attempts cannot
  // all pass a check made before any of them is counted); a refused limit gives the slots taken back. A right
  // password then takes its slots back too, so only failures stay counted.
  const reserved: { key: string; at: Date }[] = [];
  const rules: [string, RateRule][] = keys.device
    ? [
        [keys.device, LOGIN_LIMITS.device],
        [keys.ip, LOGIN_LIMITS.ip],
      ]
    : [
        [keys.accountIp, LOGIN_LIMITS.accountIp],
        [keys.account, LOGIN_LIMITS.account],
        [keys.ip, LOGIN_LIMITS.ip],
      ];
  for (const [key, rule] of rules) {
    const at = await limiter.acquire(key, rule);
    if (!at) {
      for (const r of reserved) await limiter.refund(r.key, r.at);
      throw tooMany(IDENTITY_MESSAGES.tooManyLogins);
    }
    reserved.push({ key, at });
  }

  return {
    async failed() {
      // A trusted device is not held to the per-account limit, but its failures still count there.
      if (keys.device) await limiter.acquire(keys.account, LOGIN_LIMITS.account);
    },
    async succeeded(reply) {
      for (const r of reserved) await limiter.refund(r.key, r.at);
      await limiter.reset(keys.accountIp);
      if (keys.device) await limiter.reset(keys.device);
      // The device cookie comes with a full login only (an unverified e-mail gets a bare 204).
      const verified = await ctx.db.query(
        'SELECT 1 FROM users WHERE email = $1 AND email_verified_at IS NOT NULL',
        [email.trim().toLowerCase()],
      );
      if (!verified.rows[0]) return;
      const nonce = trustedDevice ?? randomToken(16);
      const expires = new Date(ctx.clock().getTime() + DEVICE_TTL_S * 1000);
      reply.setCookie(
        deviceCookieName(settings.cookieSecure),
        signValue(settings.secret, 'device', { a: account, n: nonce }, expires),
        {
          httpOnly: true,
          sameSite: 'strict',
          secure: settings.cookieSecure,
          path: DEVICE_COOKIE_PATH,
          maxAge: DEVICE_TTL_S,
        },
      );
    },
  };
}
