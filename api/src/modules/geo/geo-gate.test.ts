import { IDENTITY_MESSAGES } from '@arcade/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ok } from '../../http/envelope';
import { Jar } from '../identity/testing/identity-test-kit';

jest.setTimeout(120_000);

/** Two probe routes as other modules would declare them. */
async function withProbes(t: TestApp): Promise<TestApp> {
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
  return t;
}

let t: TestApp;
beforeAll(async () => {
  t = await withProbes(await createTestApp());
}, 180_000);
afterAll(async () => {
  await t?.close();
});

/** Every CDN location header the old resolver believed, as any client can send them. */
const FORGED = {
  'cf-ipcountry': 'US',
  'cf-region-code': 'TX',
  'x-region-code': 'TX',
  'cloudfront-viewer-country': 'US',
  'cloudfront-viewer-country-region': 'TX',
  'x-vercel-ip-country': 'US',
  'x-vercel-ip-country-region': 'TX',
};

const geoError = { success: false, statusCode: 403, message: IDENTITY_MESSAGES.geoBlocked, errors: ['geo'] };

describe('geo gate', () => {
  it('GET /geo tells the location and its source (fixed US-TX, clearly labelled, with the sandbox)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/geo' });
    expect(res.json().data).toEqual({
      country: 'US',
      region: 'TX',
      allowed: true,
      reason: 'ok',
      source: 'fixed',
      label: 'Development location: Texas (fixed)',
    });
    const ca = await t.app.inject({ method: 'GET', url: '/api/v1/geo', headers: { 'x-dev-geo': 'US-CA' } });
    expect(ca.json().data).toMatchObject({
      country: 'US',
      region: 'CA',
      allowed: false,
      reason: 'region',
      source: 'override',
    });
    const cookie = await t.app.inject({
      method: 'GET',
      url: '/api/v1/geo',
      headers: { cookie: 'dev_geo=GB' },
    });
    expect(cookie.json().data).toMatchObject({
      country: 'GB',
      region: null,
      allowed: false,
      reason: 'country',
    });
    expect(t.app.geoIp.loaded()).toEqual({ ipv4: false, ipv6: false });
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

describe('geo without the sandbox (GeoIP on the client address)', () => {
  let g: TestApp;
  beforeAll(async () => {
    g = await withProbes(await createTestApp({ env: { SANDBOX: 'off' } }));
  }, 180_000);
  afterAll(async () => {
    await g?.close();
  });

  it('refuses a money request that forges CDN location headers (and the development override)', async () => {
    const res = await g.app.inject({
      method: 'POST',
      url: '/api/v1/test/geo-money',
      remoteAddress: '203.0.113.7',
      headers: { ...FORGED, 'x-dev-geo': 'US-TX', cookie: 'dev_geo=US-TX' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(geoError);
    const geo = await g.app.inject({
      method: 'GET',
      url: '/api/v1/geo',
      remoteAddress: '203.0.113.7',
      headers: FORGED,
    });
    expect(geo.json().data).toMatchObject({
      country: null,
      allowed: false,
      reason: 'unknown',
      source: 'geoip',
    });
  });

  it('locates the client address in the bundled GeoIP database', async () => {
    const texas = await g.app.inject({ method: 'GET', url: '/api/v1/geo', remoteAddress: '129.116.0.1' });
    expect(texas.json().data).toMatchObject({ country: 'US', region: 'TX', allowed: true, source: 'geoip' });
    const money = await g.app.inject({
      method: 'POST',
      url: '/api/v1/test/geo-money',
      remoteAddress: '129.116.0.1',
    });
    expect(money.statusCode).toBe(200);
    const california = await g.app.inject({
      method: 'POST',
      url: '/api/v1/test/geo-open',
      remoteAddress: '128.32.0.1',
      headers: FORGED,
    });
    expect(california.statusCode).toBe(403);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const res = await g.app.inject({
      method: 'POST',
      url: '/api/v1/test/geo-money',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '129.116.0.1' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('geo from the configured header of the trusted proxy', () => {
  let h: TestApp;
  beforeAll(async () => {
    h = await withProbes(
      await createTestApp({
        env: {
          SANDBOX: 'off',
          GEO_MODE: 'header',
          GEO_COUNTRY_HEADER: 'X-Geo-Country',
          GEO_REGION_HEADER: 'X-Geo-Region',
          TRUST_PROXY: '10.0.0.5',
        },
      }),
    );
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  const money = (remoteAddress: string, headers: Record<string, string>) =>
    h.app.inject({ method: 'POST', url: '/api/v1/test/geo-money', remoteAddress, headers });

  it('trusts the configured header from the proxy', async () => {
    const res = await money('10.0.0.5', { 'x-geo-country': 'US', 'x-geo-region': 'TX' });
    expect(res.statusCode).toBe(200);
    const geo = await h.app.inject({
      method: 'GET',
      url: '/api/v1/geo',
      remoteAddress: '10.0.0.5',
      headers: { 'x-geo-country': 'US', 'x-geo-region': 'NY' },
    });
    expect(geo.json().data).toMatchObject({ region: 'NY', reason: 'region', source: 'header' });
  });

  it('ignores it from any other peer, and ignores every other header', async () => {
    expect((await money('203.0.113.7', { 'x-geo-country': 'US', 'x-geo-region': 'TX' })).statusCode).toBe(
      403,
    );
    expect((await money('10.0.0.5', FORGED)).statusCode).toBe(403);
  });

  it('falls back to GeoIP on the forwarded client address when the proxy sends no location', async () => {
    expect((await money('10.0.0.5', { 'x-forwarded-for': '129.116.0.1' })).statusCode).toBe(200);
    expect((await money('10.0.0.5', { 'x-forwarded-for': '128.32.0.1' })).statusCode).toBe(403);
  });
});
