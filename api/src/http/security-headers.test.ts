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

import { securityHeadersPlugin } from './security-headers';

describe('security headers', () => {
  it('sets helmet’s headers on every answer, with the middleware built once', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, {
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'self'"] } },
      hsts: { maxAge: 15552000, includeSubDomains: true },
    });
    app.get('/ping', async () => ({ ok: true }));
    await app.ready();
    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ method: 'GET', url: '/ping' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe("default-src 'self'");
      expect(res.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    // Also on an answer no route gave (404).
    const missing = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(calls.count).toBe(1);
    await app.close();
  });
});
