import { IDENTITY_MESSAGES } from '@arcade/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ok } from '../../http/envelope';
import { Jar } from '../identity/testing/identity-test-kit';

jest.setTimeout(120_000);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Two probe routes as other modules would declare them.
  await t.app.register(async (scope) => {
    scope.post('/api/v1/test/geo-open', { preHandler: scope.geoGate }, async (_request, reply) =>
      ok(reply, null, 'open'),
    );
    scope.post(
      '/api/v1/test/geo-money',
      { preHandler: scope.geoGate({ failClosed: true }) },
      async (_request, reply) => ok(reply, null, 'money'),
    );
  });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const geoError = { success: false, statusCode: 403, message: IDENTITY_MESSAGES.geoBlocked, errors: ['geo'] };

describe('geo gate', () => {
  it('GET /geo tells the location (fixed US-TX by default outside production)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/geo' });
    expect(res.json().data).toEqual({ country: 'US', region: 'TX', allowed: true, reason: 'ok' });
    const ca = await t.app.inject({ method: 'GET', url: '/api/v1/geo', headers: { 'x-dev-geo': 'US-CA' } });
    expect(ca.json().data).toEqual({ country: 'US', region: 'CA', allowed: false, reason: 'region' });
    const cookie = await t.app.inject({
      method: 'GET',
      url: '/api/v1/geo',
      headers: { cookie: 'dev_geo=GB' },
    });
    expect(cookie.json().data).toEqual({ country: 'GB', region: null, allowed: false, reason: 'country' });
  });

  it('refuses excluded locations with 403 and errors ["geo"]', async () => {
    for (const where of ['US-CA', 'US-NY', 'GB', 'CA-ON']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/test/geo-open',
        headers: { 'x-dev-geo': where },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(geoError);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/test/geo-open',
          headers: { 'x-dev-geo': 'US-OH' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets unknown locations through, except on money endpoints (fail closed)', async () => {
    const unknown = { 'x-dev-geo': 'XX' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/test/geo-open', headers: unknown })).statusCode,
    ).toBe(200);
    const money = await t.app.inject({ method: 'POST', url: '/api/v1/test/geo-money', headers: unknown });
    expect(money.statusCode).toBe(403);
    expect(money.json()).toEqual(geoError);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/test/geo-money',
          headers: { 'x-dev-geo': 'US-TX' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('headers mode reads the CDN headers', async () => {
    const saved = t.app.identity.settings.geo;
    t.app.identity.settings.geo = { mode: 'headers', fixed: 'US-TX' };
    try {
      const ok = await t.app.inject({
        method: 'GET',
        url: '/api/v1/geo',
        headers: { 'cf-ipcountry': 'US', 'x-region-code': 'PA' },
      });
      expect(ok.json().data).toMatchObject({ allowed: true, region: 'PA' });
      const none = await t.app.inject({ method: 'POST', url: '/api/v1/test/geo-money' });
      expect(none.statusCode).toBe(403);
    } finally {
      t.app.identity.settings.geo = saved;
    }
  });

  it('applies to register and login', async () => {
    const jar = new Jar();
    const login = await jar.inject(t.app, {
      method: 'POST',
      url: '/api/v1/user/login',
      payload: { email: 'player@arcade.test', password: 'PlayerPass2026!' },
      headers: { 'x-dev-geo': 'US-WA' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual(geoError);
    const register = await jar.inject(t.app, {
      method: 'POST',
      url: '/api/v1/user/register',
      payload: {},
      headers: { 'x-dev-geo': 'GB' },
    });
    expect(register.json()).toEqual(geoError);
  });
});
