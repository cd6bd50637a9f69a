import { createTestApp, type TestApp } from '../../testing/test-app';

describe('GET /api/v1/games', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the seeded catalogue, filtered by type', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/v1/games' })).json();
    expect(all.success).toBe(true);
    expect(all.data.games.length).toBeGreaterThanOrEqual(10);
    for (const type of ['exclusive', 'bonus']) {
      const res = (await t.app.inject({ method: 'GET', url: `/api/v1/games?type=${type}` })).json();
      expect(res.data.games.length).toBeGreaterThan(0);
      expect(res.data.games.every((g: { type: string }) => g.type === type)).toBe(true);
    }
  });

  it('treats an unknown type as All Games', async () => {
    const res = (await t.app.inject({ method: 'GET', url: '/api/v1/games?type=weird' })).json();
    expect(res.data.games.length).toBeGreaterThanOrEqual(10);
  });
});
