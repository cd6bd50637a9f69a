/**
 * A small fetch stand-in for jsdom (which has no fetch, Request, Response or Headers). The platform's
 * real API client (ky) runs on top of it; only the network is replaced.
 */

type HeaderInit = StubHeaders | Record<string, string> | [string, string][] | undefined;

class StubHeaders {
  private readonly map = new Map<string, string>();

  constructor(init?: HeaderInit) {
    if (!init) return;
    const entries =
      init instanceof StubHeaders ? [...init.entries()] : Array.isArray(init) ? init : Object.entries(init);
    for (const [k, v] of entries) if (v !== undefined) this.map.set(k.toLowerCase(), String(v));
  }

  get(key: string): string | null {
    return this.map.get(key.toLowerCase()) ?? null;
  }

  set(key: string, value: string): void {
    this.map.set(key.toLowerCase(), String(value));
  }

  has(key: string): boolean {
    return this.map.has(key.toLowerCase());
  }

  delete(key: string): void {
    this.map.delete(key.toLowerCase());
  }

  entries(): IterableIterator<[string, string]> {
    return this.map.entries();
  }

  forEach(fn: (value: string, key: string) => void): void {
    this.map.forEach((v, k) => fn(v, k));
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.map.entries();
  }
}

interface StubRequestInit {
  method?: string;
  headers?: HeaderInit;
  body?: unknown;
  credentials?: string;
  signal?: AbortSignal;
}

class StubRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: StubHeaders;
  readonly credentials: string;
  readonly signal: AbortSignal | undefined;
  /** ky cancels a real stream here; the stub keeps its body in `payload`. */
  readonly body = null;
  readonly bodyUsed = false;
  readonly payload: unknown;

  constructor(input: string | StubRequest, init: StubRequestInit = {}) {
    const from = input instanceof StubRequest ? input : null;
    this.url = from ? from.url : String(input);
    this.method = (init.method ?? from?.method ?? 'GET').toUpperCase();
    this.headers = new StubHeaders(init.headers ?? from?.headers);
    this.credentials = init.credentials ?? from?.credentials ?? 'same-origin';
    this.signal = init.signal ?? from?.signal;
    this.payload = init.body !== undefined ? init.body : from?.payload;
  }

  clone(): StubRequest {
    return new StubRequest(this);
  }
}

class StubResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: StubHeaders;
  private readonly content: string;

  constructor(body: string | null, init: { status?: number; headers?: HeaderInit } = {}) {
    this.status = init.status ?? 200;
    this.ok = this.status >= 200 && this.status < 300;
    this.headers = new StubHeaders(init.headers);
    this.content = body ?? '';
  }

  async text(): Promise<string> {
    return this.content;
  }

  async json(): Promise<unknown> {
    return JSON.parse(this.content);
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return new TextEncoder().encode(this.content).buffer as ArrayBuffer;
  }

  clone(): StubResponse {
    return new StubResponse(this.content, { status: this.status, headers: this.headers });
  }
}

export interface StubCall {
  method: string;
  /** Path under /api/v1, without the leading slash: "user/login". */
  path: string;
  search: string;
  json: unknown;
  body: unknown;
  credentials: string;
}

/** What a route answers: an envelope is built from status, message and data unless `raw` is given. */
export interface StubReply {
  status?: number;
  message?: string;
  data?: unknown;
  errors?: unknown[];
  raw?: string | null;
  /** Simulates a network failure (fetch rejects). */
  networkError?: boolean;
}

type Handler = StubReply | ((call: StubCall) => StubReply | Promise<StubReply>);

export interface FetchStub {
  /** Answers METHOD path (e.g. 'POST', 'user/login'); a later registration replaces an earlier one. */
  on: (method: string, path: string, reply: Handler) => FetchStub;
  calls: StubCall[];
  callsTo: (method: string, path: string) => StubCall[];
  reset: () => void;
}

function envelope(reply: StubReply): string | null {
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

/** Installs the stub on globalThis (fetch, Request, Response, Headers) and answers the registered routes. */
export function installFetchStub(): FetchStub {
  const g = globalThis as Record<string, unknown>;
  g.Headers = StubHeaders;
  g.Request = StubRequest;
  g.Response = StubResponse;
  const routes = new Map<string, Handler>();
  const calls: StubCall[] = [];

  g.fetch = async (input: StubRequest | string, init?: StubRequestInit) => {
    const req = input instanceof StubRequest ? input : new StubRequest(input, init);
    const url = new URL(req.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api\/v1\//, '');
    let json: unknown;
    if (typeof req.payload === 'string') {
      try {
        json = JSON.parse(req.payload);
      } catch {
        json = undefined;
      }
    }
    const call: StubCall = {
      method: req.method,
      path,
      search: url.search,
      json,
      body: req.payload,
      credentials: req.credentials,
    };
    calls.push(call);
    const handler = routes.get(`${req.method} ${path}`);
    const reply: StubReply = !handler
      ? { status: 404, message: `No stub for ${req.method} ${path}` }
      : typeof handler === 'function'
        ? await handler(call)
        : handler;
    if (reply.networkError) throw new TypeError('Failed to fetch');
    return new StubResponse(envelope(reply), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };

  const stub: FetchStub = {
    on(method, path, reply) {
      routes.set(`${method.toUpperCase()} ${path.replace(/^\//, '')}`, reply);
      return stub;
    },
    calls,
    callsTo: (method, path) => calls.filter((c) => c.method === method.toUpperCase() && c.path === path),
    reset() {
      routes.clear();
      calls.length = 0;
    },
  };
  return stub;
}
