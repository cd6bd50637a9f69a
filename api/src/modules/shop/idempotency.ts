import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, SHOP_MESSAGES } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { AppError } from '../../http/errors';
import { sortedJson } from './providers/nowpayments';

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The Idempotency-Key of a money-moving request; 400 without a well-formed one. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new AppError(400, SHOP_MESSAGES.idempotencyKeyRequired, [ERROR_CODES.idempotencyKeyRequired]);
  return key;
}

export const requestHash = (scope: string, body: unknown) =>
  crypto
    .createHash('sha256')
    .update(scope)
    .update('\n')
    .update(sortedJson(body ?? {}))
    .digest('hex');

const WAIT_MS = 15_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs work once per (user, key). The first call claims the key (a row committed before the work, so a parallel
 * call with the same key waits on its insert and then sees it); later calls with the same scope and parameters
 * wait for the first answer and get it again; different parameters are refused (409). An answer of 5xx or a thrown
 * error releases the key (nothing was done; the client may retry with it); 2xx and 4xx answers are kept.
 */
export async function once(
  db: Db,
  input: { userId: string; key: string; scope: string; body: unknown },
  work: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const hash = requestHash(input.scope, input.body);
  const claimed = await db.query<{ user_id: string }>(
    `INSERT INTO idempotency_requests (user_id, idem_key, scope, request_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, idem_key) DO NOTHING RETURNING user_id`,
    [input.userId, input.key, input.scope, hash],
  );
  if (claimed.rowCount === 0) {
    const first = await waitForFirst(db, input, hash);
    // The first call failed and released the key: this call may take it.
    return first ?? once(db, input, work);
  }
  let answer: StoredAnswer;
  try {
    answer = await work();
  } catch (err) {
    await release(db, input);
    throw err;
  }
  if (answer.status >= 500) {
    await release(db, input);
    return answer;
  }
  await db.query(
    `UPDATE idempotency_requests SET response_status = $3, response_body = $4::jsonb
     WHERE user_id = $1 AND idem_key = $2`,
    [input.userId, input.key, answer.status, JSON.stringify(answer.body)],
  );
  return answer;
}

async function release(db: Db, input: { userId: string; key: string }): Promise<void> {
  await db.query(`DELETE FROM idempotency_requests WHERE user_id = $1 AND idem_key = $2`, [
    input.userId,
    input.key,
  ]);
}

async function waitForFirst(
  db: Db,
  input: { userId: string; key: string; scope: string; body: unknown },
  hash: string,
): Promise<StoredAnswer | null> {
  const deadline = Date.now() + WAIT_MS;
  for (let delay = 20; ; delay = Math.min(delay * 2, 250)) {
    const { rows } = await db.query<{
      scope: string;
      request_hash: string;
      response_status: number | null;
      response_body: unknown;
    }>(
      `SELECT scope, request_hash, response_status, response_body FROM idempotency_requests
       WHERE user_id = $1 AND idem_key = $2`,
      [input.userId, input.key],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.scope !== input.scope || row.request_hash !== hash)
      throw new AppError(409, SHOP_MESSAGES.idempotencyConflict, [ERROR_CODES.idempotencyConflict]);
    if (row.response_status !== null) return { status: row.response_status, body: row.response_body };
    if (Date.now() > deadline)
      throw new AppError(409, 'This request is still being processed. Please try again in a moment.', [
        ERROR_CODES.idempotencyConflict,
      ]);
    await sleep(delay);
  }
}
