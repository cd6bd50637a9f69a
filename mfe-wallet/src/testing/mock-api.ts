// A fake server behind the global fetch (the test environment provides Node's fetch, Request and Response):
// the product's own API client runs for real.

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface MockReply {
  status?: number;
  body?: unknown;
}

export type MockHandler = MockReply | ((req: MockRequest) => MockReply | Promise<MockReply>);

/** The server's success envelope. */
export function ok(data: unknown, message = 'OK', status = 200): MockReply {
  return { status, body: { success: true, statusCode: status, message, data } };
}

/** The server's error envelope. */
export function fail(status: number, message: string, errors: unknown[] = []): MockReply {
  return { status, body: { success: false, statusCode: status, message, errors } };
}

/**
 * Installs a fetch answering "METHOD /path" (path below /api/v1, no query) from `routes`; anything else
 * gets a 404. Returns the recorded requests.
 */
export function mockApi(routes: Record<string, MockHandler>) {
  const calls: MockRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url, window.location.href);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const text = await request.text();
    const req: MockRequest = {
      method: request.method.toUpperCase(),
      path,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(req);
    const handler = routes[`${req.method} ${path}`];
    const reply =
      handler === undefined
        ? fail(404, `No mock for ${req.method} ${path}`)
        : typeof handler === 'function'
          ? await handler(req)
          : handler;
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/** A promise with its resolver, to hold a reply until the test releases it. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
