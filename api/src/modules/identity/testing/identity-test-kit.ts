import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../db/db';
import { listMailbox } from '../../mail/dev-mailbox';
import { listOutbox } from '../../sms/dev-outbox';
import { cookiesOf } from '../../../testing/test-app';
import { settleAfterReply } from '../after-reply';

/** A valid register payload (unique e-mail and phone per call; the exchange starts with 2-9, a valid number). */
export function registerPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const n = String(crypto.randomInt(2_000_000, 10_000_000));
  return {
    name: { first: 'Rita', middle: '', last: 'Register' },
    email: `rita.${n}@example.test`,
    password: 'a long enough passphrase',
    phone: `+1 (512) ${n.slice(0, 3)}-${n.slice(3, 7)}`,
    state: 'Texas',
    acceptSMSMarketing: false,
    isAdult: true,
    ...overrides,
  };
}

/** Cookie header from name -> value pairs. */
export function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('; ');
}

/** A random client address (the api's per-IP limits would otherwise see every test request as one client). */
export const randomIp = () =>
  `10.${crypto.randomInt(0, 256)}.${crypto.randomInt(0, 256)}.${crypto.randomInt(1, 255)}`;

/** A tiny browser for inject(): a cookie jar and a client address. */
export class Jar {
  readonly cookies: Record<string, string> = {};
  constructor(readonly ip: string = randomIp()) {}

  async inject(app: FastifyInstance, options: InjectOptions): Promise<LightMyRequestResponse> {
    const headers = { ...(options.headers ?? {}) } as Record<string, string>;
    if (Object.keys(this.cookies).length) headers.cookie = this.header;
    return this.take(await app.inject({ remoteAddress: this.ip, ...options, headers }));
  }

  take(res: LightMyRequestResponse): LightMyRequestResponse {
    for (const [k, v] of Object.entries(cookiesOf(res))) {
      if (v === '') delete this.cookies[k];
      else this.cookies[k] = v;
    }
    return res;
  }
  get header(): string {
    return cookieHeader(this.cookies);
  }
}

export async function registerUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const payload = registerPayload(overrides);
  const jar = new Jar();
  const res = await jar.inject(app, { method: 'POST', url: '/api/v1/user/register', payload });
  // Register mails its verification link after the answer: wait for it, so later counts start after it.
  await settleAfterReply();
  return { res, payload, jar, email: payload.email as string, password: payload.password as string };
}

export async function latestMail(db: Db, to: string) {
  await settleAfterReply();
  const [mail] = await listMailbox(db, { to, limit: 1 });
  return mail ?? null;
}

/** The path (from /api or /reset-password) of the first link of the newest mail to `to`. */
export async function latestLinkPath(db: Db, to: string): Promise<string> {
  const mail = await latestMail(db, to);
  if (!mail?.links[0]) throw new Error(`no link mailed to ${to}`);
  const url = new URL(mail.links[0]);
  return url.pathname + url.search;
}

export async function latestCode(db: Db, phone: string): Promise<string> {
  const [sms] = await listOutbox(db, { to: phone, limit: 1 });
  if (!sms?.code) throw new Error(`no code sent to ${phone}`);
  return sms.code;
}

export async function loginJar(
  app: FastifyInstance,
  email: string,
  password: string,
  jar = new Jar(),
): Promise<Jar> {
  const res = await jar.inject(app, {
    method: 'POST',
    url: '/api/v1/user/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return jar;
}

/** Registers, verifies the e-mail through the mailed link and logs in. */
export async function verifiedUser(app: FastifyInstance, db: Db, overrides: Record<string, unknown> = {}) {
  const r = await registerUser(app, overrides);
  if (r.res.statusCode !== 201) throw new Error(`register: ${r.res.statusCode} ${r.res.body}`);
  const link = await latestLinkPath(db, r.email);
  const v = await r.jar.inject(app, { method: 'GET', url: link });
  if (v.headers.location !== '/?emailVerified=1')
    throw new Error(`verify: ${v.statusCode} ${v.headers.location}`);
  const jar = await loginJar(app, r.email, r.password, r.jar);
  const id = (await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [r.email])).rows[0]!.id;
  return { ...r, jar, id };
}
