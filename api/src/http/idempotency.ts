import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, SHOP_MESSAGES } from '@arcade/contracts';
import type { Db } from '../db/db';
import { AppError, unauthorized } from './errors';

/**
 * One idempotency mechanism for every request that creates a money request or moves coins (docs/decisions/
 * 0031-idempotency-key.md). A route opts in with `config: moneyRequest('<scope>')`; this plugin then requires an
 * Idempotency-Key header and answers each (session user, key) once:
 * - the first call claims the key (a row committed before the handler runs, so a parallel call with the same key
 *   waits for it) and its answer (2xx or 4xx) is stored;
 * - a repeat with the same scope, path parameters and body gets the first answer again, with
 *   `idempotent-replayed: true`, and runs nothing;
 * - a repeat with another scope, path or body is refused: 409 `idempotency_conflict`;
 * - a 5xx answer or a failure before the answer releases the key (nothing was done; the client may retry with it).
 * The hooks are app-wide and registered before compression, so the answer is stored as the JSON that was sent.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope of an idempotent money request, e.g. 'games.load'; its presence requires an Idempotency-Key. */
    idempotency?: string;
    /** What makes two calls "the same request" (default: path parameters and body), e.g. only what the server uses. */
    idempotencyIdentity?: (request: FastifyRequest) => unknown;
  }
  interface FastifyRequest {
    idempotentClaim?: Claim;
  }
}

interface Claim {
  userId: string;
  key: string;
  /** This request answers from a stored answer: nothing to store. */
  replay: boolean;
}

/** The route config of a money request: `config: moneyRequest('games.load')`. */
export const moneyRequest = (
  scope: string,
  identity?: (request: FastifyRequest) => unknown,
): { idempotency: string; idempotencyIdentity?: (request: FastifyRequest) => unknown } =>
  identity ? { idempotency: scope, idempotencyIdentity: identity } : { idempotency: scope };

/** The OpenAPI description every money request carries. */
export const IDEMPOTENCY_DOC =
  'Idempotency-Key header required (8 to 128 of A-Z a-z 0-9 _ : . -): a repeat with the same key and input answers the first answer; the same key with other input answers 409.';

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The Idempotency-Key of a money request; 400 without a well-formed one. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new AppError(400, SHOP_MESSAGES.idempotencyKeyRequired, [ERROR_CODES.idempotencyKeyRequired]);
  return key;
}

/** JSON with object keys sorted at every level: the same value always gives the same text. */
export function sortedJson(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.keys(v as object)
          .sort()
          .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
      );
    return v;
  };
  return JSON.stringify(sort(value)) ?? 'null';
}

export const requestHash = (scope: string, identity: unknown) =>
  crypto
    .createHash('sha256')
    .update(scope)
    .update('\n')
    .update(sortedJson(identity ?? {}))
    .digest('hex');

const WAIT_MS = 15_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Claims (user, key) for a request identified by scope and hash. Answers null when this call holds the claim, or
 * the first call's stored answer. Throws 409 when the key was used for another request.
 */
export async function claim(
  db: Db,
  input: { userId: string; key: string; scope: string; hash: string },
): Promise<StoredAnswer | null> {
  for (;;) {
    const claimed = await db.query<{ user_id: string }>(
      `INSERT INTO idempotency_requests (user_id, idem_key, scope, request_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, idem_key) DO NOTHING RETURNING user_id`,
      [input.userId, input.key, input.scope, input.hash],
    );
    if (claimed.rowCount !== 0) return null;
    const first = await waitForFirst(db, input);
    // The first call failed and released the key: this call may take it.
    if (first) return first;
  }
}

export async function storeAnswer(
  db: Db,
  input: { userId: string; key: string },
  answer: { status: number; json: string },
): Promise<void> {
  await db.query(
    `UPDATE idempotency_requests SET response_status = $3, response_body = $4::jsonb
     WHERE user_id = $1 AND idem_key = $2`,
    [input.userId, input.key, answer.status, answer.json],
  );
}

export async function release(db: Db, input: { userId: string; key: string }): Promise<void> {
  await db.query(`DELETE FROM idempotency_requests WHERE user_id = $1 AND idem_key = $2`, [
    input.userId,
    input.key,
  ]);
}

async function waitForFirst(
  db: Db,
  input: { userId: string; key: string; scope: string; hash: string },
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
    if (row.scope !== input.scope || row.request_hash !== input.hash)
      throw new AppError(409, SHOP_MESSAGES.idempotencyConflict, [ERROR_CODES.idempotencyConflict]);
    if (row.response_status !== null) return { status: row.response_status, body: row.response_body };
    if (Date.now() > deadline)
      throw new AppError(409, SHOP_MESSAGES.idempotencyInProgress, [ERROR_CODES.idempotencyConflict]);
    await sleep(delay);
  }
}

/** What identifies "the same request" besides the scope: `config.idempotencyIdentity`, or params and body. */
const identityOf = (request: FastifyRequest) =>
  request.routeOptions.config.idempotencyIdentity?.(request) ?? {
    params: request.params ?? {},
    body: request.body ?? {},
  };

async function claimHook(request: FastifyRequest, reply: FastifyReply) {
  const scope = request.routeOptions.config.idempotency;
  if (!scope) return;
  const userId = request.auth?.userId;
  // Money routes sit behind requireUser or requireStaff (preValidation): a missing session is a bug, not input.
  if (!userId) throw unauthorized();
  const key = idempotencyKeyOf(request);
  const first = await claim(request.server.db, {
    userId,
    key,
    scope,
    hash: requestHash(scope, identityOf(request)),
  });
  request.idempotentClaim = { userId, key, replay: first !== null };
  if (first)
    return reply
      .code(first.status)
      .header('cache-control', 'no-store')
      .header('idempotent-replayed', 'true')
      .send(first.body);
}

async function storeHook(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const held = request.idempotentClaim;
  if (!held || held.replay) return payload;
  request.idempotentClaim = undefined;
  const db = request.server.db;
  if (reply.statusCode >= 500 || typeof payload !== 'string') {
    await release(db, held);
    return payload;
  }
  reply.header('cache-control', 'no-store');
  await storeAnswer(db, held, { status: reply.statusCode, json: payload });
  return payload;
}

/**
 * The plugin: app-wide preHandler and onSend hooks that act only on routes with `config.idempotency`. Register it
 * before @fastify/compress, so that onSend sees the JSON text rather than a compressed stream.
 */
export const idempotencyPlugin = fp(
  async (app) => {
    app.addHook('preHandler', claimHook);
    app.addHook('onSend', storeHook);
    // A request that ended without an answer being sent (the client went away mid-handler and nothing was
    // stored) keeps its claim: a retry then waits and is told to try again, never running the work twice.
  },
  { name: 'arcade-idempotency' },
);
