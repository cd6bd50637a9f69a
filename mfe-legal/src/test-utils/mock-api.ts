/**
 * Test helpers: a jest mock of fetch that answers the API envelope, so tests run the real API client (ky) of
 * @arcade/platform against fake answers. jsdom has no fetch, Request, Response or Headers: we lend it Node's,
 * with Request resolving relative URLs against the page like a browser does.
 */
import { runInThisContext } from 'node:vm';

interface FetchGlobals {
  Request: typeof Request;
  Response: typeof Response;
  Headers: typeof Headers;
  AbortController: typeof AbortController;
  AbortSignal: typeof AbortSignal;
}

const node = runInThisContext(
  '({ Request, Response, Headers, AbortController, AbortSignal })',
) as FetchGlobals;

class PageRequest extends node.Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
  }
}

Object.assign(globalThis, {
  Request: PageRequest,
  Response: node.Response,
  Headers: node.Headers,
  AbortController: node.AbortController,
  AbortSignal: node.AbortSignal,
});

export interface MockReply {
  status?: number;
  message?: string;
  data?: unknown;
}

/** "GET /bonus/status" -> reply (or a function of the request body). Paths are relative to /api/v1. */
export type MockRoutes = Record<string, MockReply | ((body: unknown) => MockReply)>;

export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** Installs a jest.fn fetch answering the given routes; unknown routes answer 404. Returns the mock and its calls. */
export function mockApi(routes: MockRoutes) {
  const calls: RecordedCall[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof node.Request ? input : new PageRequest(input);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, path, body });
    const route = routes[`${request.method} ${path}`];
    const reply = typeof route === 'function' ? route(body) : route;
    const status = reply?.status ?? (reply ? 200 : 404);
    const ok = status >= 200 && status < 300;
    const envelope = ok
      ? { success: true, statusCode: status, message: reply?.message ?? 'OK', data: reply?.data ?? null }
      : {
          success: false,
          statusCode: status,
          message: reply?.message ?? `No mock for ${request.method} ${path}`,
          errors: [],
        };
    return new node.Response(JSON.stringify(envelope), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  Object.assign(globalThis, { fetch: fetchMock });
  return { fetchMock, calls };
}
