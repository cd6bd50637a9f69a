import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@arcade/contracts';
import { badRequest } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Query parameters this route accepts more than once (arrays); any other repeated key is a 400. */
    queryArrays?: string[];
  }
}

export const INPUT_MESSAGES = {
  nul: 'Text must not contain NUL characters',
  repeatedQuery: (key: string) => `Query parameter "${key}" must be given once`,
} as const;

/** The path of the first string (or key) holding a NUL character, or null. Depth-limited. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(value)' : null;
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return itemPath;
    const found = findNul(item, itemPath, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Whether a route's querystring schema (JSON schema or zod) declares `key` as an array. */
function schemaAllowsArray(schema: unknown, key: string): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const json = schema as { properties?: Record<string, { type?: unknown }> };
  const type = json.properties?.[key]?.type;
  if (type === 'array' || (Array.isArray(type) && type.includes('array'))) return true;
  // zod 4: unwrap optional/default/nullable wrappers of the field.
  const zod = schema as { shape?: Record<string, unknown> };
  let field = zod.shape?.[key] as { _zod?: { def?: { type?: string; innerType?: unknown } } } | undefined;
  for (let i = 0; field && i < 5; i++) {
    const def = field._zod?.def;
    if (def?.type === 'array') return true;
    field = def?.innerType as typeof field;
  }
  return false;
}

function checkQuery(request: FastifyRequest): void {
  const query = request.query;
  if (!query || typeof query !== 'object') return;
  const allowed = request.routeOptions.config?.queryArrays ?? [];
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (!Array.isArray(value) || allowed.includes(key)) continue;
    if (schemaAllowsArray(request.routeOptions.schema?.querystring, key)) continue;
    throw badRequest(INPUT_MESSAGES.repeatedQuery(key), [
      ERROR_CODES.validation,
      { path: `query.${key}`, message: 'repeated' },
    ]);
  }
}

function checkNul(request: FastifyRequest): void {
  const raw = (request as { rawBody?: unknown }).rawBody;
  let rawJson: unknown;
  if (Buffer.isBuffer(raw)) {
    try {
      rawJson = JSON.parse(raw.toString('utf8'));
    } catch {
      rawJson = undefined; // the route reports malformed JSON itself
    }
  }
  const parts: [string, unknown][] = [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
    ['body', rawJson],
  ];
  for (const [where, value] of parts) {
    const path = findNul(value);
    if (path)
      throw badRequest(INPUT_MESSAGES.nul, [
        ERROR_CODES.validation,
        { path: `${where}.${path}`, message: INPUT_MESSAGES.nul },
      ]);
  }
}

/**
 * Bad input that must never reach a handler or the database (issue 7.5), checked for every route whatever its
 * schema: a NUL character in any string (or key) of the params, query or JSON body (also a raw webhook body) is a 400
 * "Text must not contain NUL characters" (PostgreSQL refuses NUL in text, which was a 500); a query key given more
 * than once is a 400 unless the route's schema or `config.queryArrays` allows an array.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    // A callback hook, not an async one: no promise and no extra turn of the microtask queue per request.
    app.addHook('preValidation', (request, _reply, done) => {
      try {
        checkQuery(request);
        checkNul(request);
      } catch (err) {
        done(err as Error);
        return;
      }
      done();
    });
  },
  { name: 'arcade-input-guard' },
);
