/**
 * The one fake API of the front end's tests. It replaces only the network: the global fetch answers by
 * method + path (below /api/v1) with the server's envelope, so the platform's real API client (ky) runs
 * unchanged. The jsdom test environment (tooling/jest-env-jsdom.cjs) lends Node's fetch, Request and
 * Response. Every call is recorded.
 *
 *   const api = installFakeApi({ 'GET /wallet/balance': ok({ gold: 5, sweep: 0 }) });
 *   api.on('POST', 'user/login', fail(400, 'Invalid email or password'));
 *   expect(api.callsTo('POST', 'user/login')[0]!.json).toEqual({ ... });
 */

export interface FakeCall {
  method: string;
  /** Path under /api/v1 without the leading slash: "user/login". */
  path: string;
  query: URLSearchParams;
  /** "?page=1&limit=10" or "". */
  search: string;
  /** The body parsed as JSON, when it was JSON. */
  json: unknown;
  /** The raw body: a FormData for multipart, else the text (undefined when empty). */
  body: unknown;
  credentials: string;
  /** The request headers, names in lower case (e.g. the shop's idempotency-key). */
  headers: Record<string, string>;
}

/** What a route answers: an envelope built from status, message, data and errors, unless `raw` is given. */
export interface FakeReply {
  status?: number;
  message?: string;
  data?: unknown;
  errors?: unknown[];
  /** The exact response text (null: empty body). */
  raw?: string | null;
  /** The request fails at the network (fetch rejects). */
  networkError?: boolean;
}

export type FakeHandler = FakeReply | ((call: FakeCall) => FakeReply | Promise<FakeReply>);
export type FakeRoutes = Record<string, FakeHandler>;

export interface FakeApi {
  /** Answers METHOD path ('POST', 'user/login'); a later registration replaces an earlier one. */
  on: (method: string, path: string, reply: FakeHandler) => FakeApi;
  calls: FakeCall[];
  callsTo: (method: string, path: string) => FakeCall[];
  /** The installed global fetch (a jest mock). */
  fetch: jest.Mock;
  reset: () => void;
}

/** The success envelope's parts. */
export const ok = (data: unknown = null, message = 'OK', status = 200): FakeReply => ({
  status,
  message,
  data,
});

/** The error envelope's parts; `errors` carries the machine codes (contracts' ERROR_CODES). */
export const fail = (
  status: number,
  message?: string,
  errors: unknown[] = [],
  data?: unknown,
): FakeReply => ({
  status,
  message,
  errors,
  data,
});

export const noContent = (): FakeReply => ({ status: 204 });

export const networkError = (): FakeReply => ({ networkError: true });

/** A promise with its resolver, to hold a reply until the test releases it. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const normalise = (path: string) => path.replace(/^\/+/, '');
const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${normalise(path)}`;

function envelope(reply: FakeReply): string | null {
  if (reply.raw !== undefined) return reply.raw;
  const status = reply.status ?? 200;
  if (status === 204) return null;
  return JSON.stringify(
    status < 400
      ? { success: true, statusCode: status, message: reply.message ?? 'OK', data: reply.data ?? null }
      : {
          success: false,
          statusCode: status,
          message: reply.message,
          errors: reply.errors ?? [],
          data: reply.data,
        },
  );
}

async function readCall(request: Request): Promise<FakeCall> {
  const url = new URL(request.url);
  let body: unknown;
  let json: unknown;
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    body = await request.formData();
  } else {
    const text = await request.text();
    body = text || undefined;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
    }
  }
  return {
    method: request.method.toUpperCase(),
    path: normalise(url.pathname.replace(/^\/api\/v1/, '')),
    query: url.searchParams,
    search: url.search,
    json,
    body,
    credentials: request.credentials,
    headers: Object.fromEntries(request.headers.entries()),
  };
}

/** Installs the fake as the global fetch; unknown routes answer 404 "No fake for METHOD path". */
export function installFakeApi(routes: FakeRoutes = {}): FakeApi {
  const table = new Map<string, FakeHandler>();
  const calls: FakeCall[] = [];

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request =
      input instanceof Request ? input : new Request(new URL(String(input), window.location.href), init);
    const call = await readCall(request);
    calls.push(call);
    const handler = table.get(keyOf(call.method, call.path));
    const reply: FakeReply =
      handler === undefined
        ? { status: 404, message: `No fake for ${call.method} ${call.path}` }
        : typeof handler === 'function'
          ? await handler(call)
          : handler;
    if (reply.networkError) throw new TypeError('Failed to fetch');
    return new Response(envelope(reply), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  const api: FakeApi = {
    on(method, path, reply) {
      table.set(keyOf(method, path), reply);
      return api;
    },
    calls,
    callsTo: (method, path) =>
      calls.filter((c) => c.method === method.toUpperCase() && c.path === normalise(path)),
    fetch: fetchMock,
    reset() {
      table.clear();
      calls.length = 0;
    },
  };
  for (const [key, handler] of Object.entries(routes)) {
    const [method, path] = key.split(' ');
    api.on(method!, path!, handler);
  }
  return api;
}
