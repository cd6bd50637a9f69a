import { pick, rngFor, type Rng } from './prng';

/**
 * Bad inputs generated from one OpenAPI operation (the document of GET /api/openapi.json). Pure and seeded: the
 * same document and seed give the same cases. Each case is one request, sent by the suite as every identity.
 */

/** The origin the app considers its own under app.inject (Host: localhost:80); every write carries it. */
export const SITE_ORIGIN = 'http://localhost';
export const FUZZ_SEED = 20260704;
export const HUGE = 'A'.repeat(100 * 1024);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: Json[];
  const?: Json;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: Json;
  minimum?: number;
  $ref?: string;
}
export interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: JsonSchema }[];
  body?: JsonSchema;
  /** The route needs a session (it lists the cookie security scheme). */
  signedIn: boolean;
}
export interface FuzzCase {
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Every operation of the document, with $refs resolved against components.schemas. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const deref = (s: JsonSchema | undefined): JsonSchema | undefined => {
    if (!s?.$ref) return s;
    return deref(doc.components?.schemas?.[s.$ref.split('/').pop()!]);
  };
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const parameters = ((op.parameters as Operation['parameters']) ?? []).map((p) => ({
        ...p,
        schema: deref(p.schema),
      }));
      const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content;
      const security = (op.security as Record<string, unknown>[] | undefined) ?? [];
      ops.push({
        method: method.toUpperCase(),
        path,
        parameters,
        body: deref(content?.['application/json']?.schema),
        signedIn: security.some((s) => 'cookieAuth' in s),
      });
    }
  }
  return ops;
}

const typeOf = (s: JsonSchema | undefined): string | undefined => {
  if (!s) return undefined;
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  const branch = s.anyOf ?? s.oneOf ?? s.allOf;
  return branch ? typeOf(branch.find((b) => b.type !== 'null') ?? branch[0]) : undefined;
};

/** A plausible value for a schema (so that a mutation of one field is what the server sees as wrong). */
export function sampleOf(s: JsonSchema | undefined): Json {
  if (!s) return 'x';
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0]!;
  if (s.default !== undefined) return s.default;
  const branch = s.anyOf ?? s.oneOf;
  if (branch) return sampleOf(branch.find((b) => b.type !== 'null') ?? branch[0]);
  switch (typeOf(s)) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sampleOf(v)]));
    case 'array':
      return [];
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    default:
      return s.format === 'email'
        ? 'fuzz.player@example.com'
        : s.format === 'uuid'
          ? '00000000-0000-4000-8000-000000000000'
          : 'fuzz';
  }
}

/** Values of the wrong kind for a field of a given type. */
function badValuesFor(s: JsonSchema | undefined, rng: Rng): { label: string; value: Json }[] {
  const type = typeOf(s);
  const wrongType: Json =
    type === 'string'
      ? pick(rng, [12345, true, ['x'], { x: 1 }])
      : type === 'object'
        ? 'not-an-object'
        : 'abc';
  const out: { label: string; value: Json }[] = [
    { label: 'wrong type', value: wrongType },
    { label: 'huge string', value: HUGE },
    { label: 'NUL string', value: 'fuzz\u0000value' },
  ];
  if (type === 'number' || type === 'integer' || type === 'boolean') {
    out.push(
      { label: 'negative', value: -1 },
      { label: 'fractional', value: 1.5 },
      { label: 'huge number', value: 1e308 },
      { label: 'unsafe integer', value: Number.MAX_SAFE_INTEGER * 8 },
      { label: 'NaN-like', value: 'NaN' },
      { label: 'Infinity-like', value: '-Infinity' },
    );
  }
  if (type === 'object' && s?.properties) {
    const [first] = Object.keys(s.properties);
    if (first) out.push({ label: `nested ${first} wrong type`, value: { [first]: wrongType } });
  }
  return out;
}

const json = (value: unknown) => ({ 'content-type': 'application/json', payload: JSON.stringify(value) });

const MARK = 'RAW-BYTES-HERE';
/** The valid body as JSON, with `bytes` written raw (unescaped) in the middle of the string field `field`. */
function rawBytes(valid: unknown, field: string, bytes: number[]) {
  const text = JSON.stringify({ ...(valid as object), [field]: `fuzz${MARK}value` });
  const [before, after] = text.split(MARK) as [string, string];
  const payload = Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);
  return { 'content-type': 'application/json', payload };
}

/** The bad requests for one operation (path params replaced by a plausible value unless they are fuzzed). */
export function casesFor(op: Operation, index: number, seed = FUZZ_SEED): FuzzCase[] {
  const rng = rngFor(seed, index);
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const write = op.method !== 'GET' && op.method !== 'HEAD';
  const base = (pathOverride?: Record<string, string>) =>
    op.path.replace(
      /\{([^}]+)\}/g,
      (_m, name: string) =>
        pathOverride?.[name] ??
        encodeURIComponent(String(sampleOf(pathParams.find((p) => p.name === name)?.schema))),
    );
  const cases: FuzzCase[] = [];
  const add = (
    name: string,
    url: string,
    extra: { 'content-type'?: string; payload?: string | Buffer } = {},
  ) => {
    const headers: Record<string, string> = write ? { origin: SITE_ORIGIN } : {};
    if (extra['content-type']) headers['content-type'] = extra['content-type'];
    cases.push({
      name: `${op.method} ${op.path}: ${name}`,
      method: op.method,
      url,
      headers,
      payload: extra.payload,
    });
  };

  for (const p of pathParams) {
    for (const [label, value] of [
      ['non-uuid', 'not-a-uuid'],
      ['dot-dot', '..%2F..%2F..%2Fetc%2Fpasswd'],
      ['huge', 'x'.repeat(5000)],
      ['NUL', 'a%00b'],
      ['negative', '-1'],
      ['fractional', '1.5'],
      ['bad percent-encoding', '%E0%A4%A'],
    ] as const)
      add(`path ${p.name} ${label}`, base({ [p.name]: value }));
  }

  const url = base();
  const validQuery = Object.fromEntries(queryParams.map((p) => [p.name, String(sampleOf(p.schema))]));
  const withQuery = (q: Record<string, string | string[]>) => {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(q)) for (const one of [v].flat()) search.append(k, one);
    return `${url}?${search.toString()}`;
  };
  for (const p of queryParams) {
    const bad: [string, string | string[]][] = [
      ['repeated', ['1', '2']],
      ['huge', HUGE],
      ['NUL', 'a\u0000b'],
      ['negative', '-1'],
      ['fractional', '1.5'],
      ['huge number', '1e308'],
      ['NaN', 'NaN'],
      ['Infinity', 'Infinity'],
      ['empty', ''],
    ];
    for (const [label, value] of bad)
      add(`query ${p.name} ${label}`, withQuery({ ...validQuery, [p.name]: value }));
  }
  add('query extra and prototype keys', `${withQuery(validQuery)}&__proto__=1&constructor[prototype]=x`);
  add('query repeated unknown key', `${url}?zz=1&zz=2&zz=3`);

  // Bodies: sent to every write (a body-less route must refuse or ignore them, never fail).
  if (write) {
    const valid = op.body ? sampleOf(op.body) : {};
    const props = op.body?.properties ?? {};
    for (const [field, schema] of Object.entries(props)) {
      for (const { label, value } of badValuesFor(schema, rng)) {
        add(`body ${field} ${label}`, url, json({ ...(valid as object), [field]: value }));
      }
      if (op.body?.required?.includes(field)) {
        const rest = { ...(valid as Record<string, Json>) };
        delete rest[field];
        add(`body ${field} missing`, url, json(rest));
      }
    }
    // Raw bytes, not JSON escapes: a raw NUL or control byte (invalid JSON), and invalid or overlong UTF-8
    // (decoded as U+FFFD) inside each string field, so they pass the schema and reach the repositories.
    const stringFields = Object.entries(props).filter(([, schema]) => typeOf(schema) === 'string');
    for (const [field] of stringFields) {
      add(
        `body ${field} raw invalid UTF-8`,
        url,
        rawBytes(valid, field, [0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80]),
      );
    }
    const [firstString] = stringFields[0] ?? [];
    if (firstString) {
      add(`body ${firstString} raw NUL byte`, url, rawBytes(valid, firstString, [0x00]));
      add(`body ${firstString} raw control byte`, url, rawBytes(valid, firstString, [0x01, 0x1b]));
    }
    add('body extra field', url, json({ ...(valid as object), role: 'ADMIN', balance: 1e9, isKYC: true }));
    add('body empty object', url, json({}));
    add('body array', url, json([valid]));
    add('body null', url, json(null));
    add('body string', url, json('fuzz'));
    add('body number', url, json(-1.5));
    add('body malformed JSON', url, { 'content-type': 'application/json', payload: '{"email": "a@b.c",' });
    add('body NUL in raw JSON', url, { 'content-type': 'application/json', payload: '{"a":"\\u0000"}' });
    add('body deep nesting', url, json(JSON.parse('['.repeat(500) + ']'.repeat(500))));
    add('body over the size limit', url, json({ pad: 'A'.repeat(1_100_000) }));
    add('content-type text/plain', url, { 'content-type': 'text/plain', payload: JSON.stringify(valid) });
    add('content-type form', url, {
      'content-type': 'application/x-www-form-urlencoded',
      payload: 'a=1&a=2',
    });
    add('content-type multipart without boundary', url, {
      'content-type': 'multipart/form-data',
      payload: 'x',
    });
    add('content-type unknown', url, { 'content-type': 'application/x-fuzz', payload: 'x' });
    add('empty JSON body', url, { 'content-type': 'application/json', payload: '' });
  }
  return cases;
}
