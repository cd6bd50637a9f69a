import { createTestApp, type TestApp } from '../testing/test-app';
import { INPUT_MESSAGES } from './input-guard';
import { DOCS_CSP, OPENAPI_DOCS_PATH, OPENAPI_JSON_PATH } from './openapi';

const NUL_MESSAGE = INPUT_MESSAGES.nul;

interface Doc {
  openapi: string;
  paths: Record<
    string,
    Record<string, { tags?: string[]; security?: unknown[]; responses: Record<string, unknown> }>
  >;
  components: { securitySchemes: Record<string, { in: string; name: string }> };
}

describe('OpenAPI document and docs page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('documents every /api route with tags, error responses and cookie auth', async () => {
    const res = await t.app.inject({ method: 'GET', url: OPENAPI_JSON_PATH });
    expect(res.statusCode).toBe(200);
    const doc = res.json<Doc>();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.cookieAuth).toMatchObject({ in: 'cookie', name: 'access_token' });
    const ops = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op })),
    );
    expect(ops.length).toBeGreaterThanOrEqual(40);
    for (const { path, op } of ops) {
      expect(path.startsWith('/api/')).toBe(true);
      expect(op.tags?.length).toBe(1);
      expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['4XX', '5XX']));
    }
    // Development HTML pages and the static shell are not part of it.
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/dev/') || !p.startsWith('/api/'))).toBe(false);
    const login = doc.paths['/api/v1/user/login']!.post!;
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '204']));
    expect(doc.paths['/api/v1/wallet/balance']!.get!.security).toEqual([{ cookieAuth: [] }]);
  });

  it('serves the docs UI in the sandbox with its own CSP, leaving the API’s CSP alone', async () => {
    const page = await t.app.inject({ method: 'GET', url: OPENAPI_DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toBe(DOCS_CSP);
    const ui = await t.app.inject({ method: 'GET', url: `${OPENAPI_DOCS_PATH}/static/swagger-ui-bundle.js` });
    expect(ui.statusCode).toBe(200);
    // An API answer keeps the API's own CSP (http/security-headers.ts).
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/geo' });
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });

  it('answers a validation failure with the envelope and the first message, and refuses NUL characters', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, statusCode: 400, message: 'Email is required' });
    expect(empty.json().errors.slice(0, 2)).toMatchObject([
      'validation',
      { path: 'email', message: 'Email is required' },
    ]);
    const nul = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dev/mailbox?to=a%00b',
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({
      message: NUL_MESSAGE,
      errors: ['validation', { path: 'query.to', message: NUL_MESSAGE }],
    });
  });
});

describe('outside the sandbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { sandbox: false } });
  });
  afterAll(async () => t?.close());

  it('still serves /api/openapi.json but not the docs UI', async () => {
    expect((await t.app.inject({ method: 'GET', url: OPENAPI_JSON_PATH })).statusCode).toBe(200);
    const docs = await t.app.inject({ method: 'GET', url: OPENAPI_DOCS_PATH });
    expect(docs.statusCode).toBe(404);
  });
});
