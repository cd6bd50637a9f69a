import Fastify from 'fastify';

const calls = { count: 0 };
jest.mock('helmet', () => {
  const actual = jest.requireActual('helmet');
  const wrapped = (options: unknown) => {
    calls.count++;
    return actual.default(options);
  };
  return { __esModule: true, ...actual, default: wrapped };
});

import { apiAnswerHeaders, helmetHeaders, securityHeadersPlugin } from './security-headers';

const hsts = { maxAge: 15552000, includeSubDomains: true };

async function appWithHeaders() {
  const app = Fastify();
  await app.register(securityHeadersPlugin, {
    documents: {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
      hsts,
    },
    api: apiAnswerHeaders(hsts),
    isApi: (url) => url.startsWith('/api/'),
  });
  app.get('/page', async (_request, reply) => reply.type('text/html').send('<p>hi</p>'));
  app.get('/api/ping', async () => ({ ok: true }));
  app.get('/raw', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/plain' });
    reply.raw.end('raw');
  });
  await app.ready();
  return app;
}

describe('security headers', () => {
  beforeEach(() => {
    calls.count = 0;
  });

  it('gives pages and files the document’s headers, with the middleware built once', async () => {
    const app = await appWithHeaders();
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ method: 'GET', url: '/page' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe("default-src 'self'");
      expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    // Also on an answer no route gave (404).
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    // One middleware for documents, one for the API, whatever the number of requests.
    expect(calls.count).toBe(2);
    await app.close();
  });

  it('gives API answers a CSP that allows nothing, no framing, and none of the document-only headers', async () => {
    const app = await appWithHeaders();
    for (const url of ['/api/ping', '/api/missing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
      for (const header of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
        'x-powered-by',
      ])
        expect(res.headers[header]).toBeUndefined();
    }
    await app.close();
  });

  it('leaves HSTS out when asked (plain HTTP in development)', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, {
      documents: { hsts: false },
      api: apiAnswerHeaders(false),
      isApi: (url) => url.startsWith('/api/'),
    });
    app.get('/api/ping', async () => ({ ok: true }));
    app.get('/page', async () => 'hi');
    for (const url of ['/api/ping', '/page'])
      expect((await app.inject({ method: 'GET', url })).headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it('writes its headers on the raw response, so a hijacked route keeps them', async () => {
    const app = await appWithHeaders();
    const res = await app.inject({ method: 'GET', url: '/raw' });
    expect(res.body).toBe('raw');
    expect(res.headers['content-security-policy']).toBe("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    await app.close();
  });

  it('refuses a CSP directive that depends on the request (it would be frozen at start)', () => {
    expect(() =>
      helmetHeaders({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: { defaultSrc: ["'self'"], scriptSrc: [() => "'nonce-abc'"] },
        },
      }),
    ).toThrow(/must be static/);
    expect(helmetHeaders(apiAnswerHeaders(false)).set).toEqual([
      ['Content-Security-Policy', "default-src 'none';frame-ancestors 'none'"],
      ['Cross-Origin-Resource-Policy', 'same-origin'],
      ['Referrer-Policy', 'no-referrer'],
      ['X-Content-Type-Options', 'nosniff'],
      ['X-Frame-Options', 'DENY'],
    ]);
  });
});
