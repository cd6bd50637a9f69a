import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../../db/db';
import { SEEDED_ACCOUNTS } from '../../../db/seed';
import { loginStaff } from '../../../testing/staff';
import { loginAs } from '../../../testing/test-app';
import { hashPassword } from '../../users/password';

const PASSWORD = 'WalletPass2026!';
let hash: Promise<string> | undefined;

export interface Player {
  userId: string;
  cookies: Record<string, string>;
}

/** Inserts a verified player with a password and logs them in through the api. */
export async function newPlayer(app: FastifyInstance, db: Db, label = 'player'): Promise<Player> {
  hash ??= hashPassword(PASSWORD);
  const email = `${label.toLowerCase()}-${crypto.randomBytes(5).toString('hex')}@wallet.test`;
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (email, state, first_name, password_hash, email_verified_at) VALUES ($1, 'Texas', 'Test', $2, now()) RETURNING id`,
    [email, await hash],
  );
  return { userId: rows[0]!.id, cookies: await loginAs(app, email, PASSWORD) };
}

/** The seeded admin, signed in with the second factor (testing/staff.ts). */
export async function loginAdmin(app: FastifyInstance): Promise<Record<string, string>> {
  return (await loginStaff(app, SEEDED_ACCOUNTS.admin.email, SEEDED_ACCOUNTS.admin.password)).cookies;
}

/**
 * app.inject with a player's cookies; returns the status and the parsed envelope. A POST carries a fresh
 * Idempotency-Key, as the site's clients send one per intent (money requests require it; others ignore it);
 * pass `headers` to send another (or `{ 'idempotency-key': '' }` for none).
 */
export async function call<T = Record<string, unknown>>(
  app: FastifyInstance,
  cookies: Record<string, string> | undefined,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  body: { success: boolean; statusCode: number; message: string; data: T; errors?: unknown[] };
}> {
  const key = headers['idempotency-key'] ?? (method === 'POST' ? crypto.randomUUID() : '');
  const sent = { ...headers, 'idempotency-key': key };
  if (!key) delete (sent as Record<string, string | undefined>)['idempotency-key'];
  const options: InjectOptions = { method, url, cookies, headers: sent };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  const res = await app.inject(options);
  return { status: res.statusCode, body: res.json() };
}
