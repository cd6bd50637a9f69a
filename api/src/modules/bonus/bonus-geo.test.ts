import { createTestApp, loginAs, type TestApp } from '../../testing/test-app';

// Money endpoints refuse excluded locations with the geo 403 and fail closed on an unknown location;
// nothing moves in either case.
describe('geo gate on money endpoints', () => {
  let t: TestApp;
  let cookies: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    cookies = await loginAs(t.app, 'player@arcade.test', 'PlayerPass2026!');
  });
  afterAll(() => t.close());

  const post = (url: string, geo: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      cookies,
      headers: { 'x-dev-geo': geo, 'idempotency-key': crypto.randomUUID() },
      payload,
    });

  it.each([
    ['/api/v1/claim/daily-bonus', undefined],
    ['/api/v1/claim/sweep-bonus', undefined],
    ['/api/v1/coupons/redeem', { code: 'ANY' }],
    ['/api/v1/amoe/requests', undefined],
  ])('%s: 403 geo from California, Canada and an unknown place', async (url, payload) => {
    for (const geo of ['US-CA', 'CA', 'XX']) {
      const res = await post(url, geo, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, errors: ['geo'] });
    }
    const balance = await t.app.inject({ method: 'GET', url: '/api/v1/wallet/balance', cookies });
    expect(balance.json().data).toEqual({ gold: 0, sweep: 0 });
  });

  it('the game catalogue answers the geo 403 to an excluded state', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/games',
      headers: { 'x-dev-geo': 'US-CA' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toContain('geo');
  });

  it('an eligible state claims normally', async () => {
    const res = await post('/api/v1/claim/daily-bonus', 'US-TX');
    expect(res.statusCode).toBe(200);
  });
});
