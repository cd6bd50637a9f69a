import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { newestGames, type Game } from '@arcade/contracts';
import { SEED_GAMES } from '../../db/seed';
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

  it('carries featured and the release date of each seeded game; the newest four make the New row', async () => {
    const games: Game[] = (await t.app.inject({ method: 'GET', url: '/api/v1/games' })).json().data.games;
    for (const seeded of SEED_GAMES) {
      const game = games.find((g) => g.slug === seeded.slug)!;
      expect({ featured: game.featured, releasedOn: game.releasedOn }).toEqual({
        featured: seeded.featured,
        releasedOn: seeded.releasedOn,
      });
    }
    expect(newestGames(games).map((g) => g.slug)).toEqual([
      'cosmic-cash-bingo',
      'clover-kingdom-gold',
      'thunder-phoenix-hunt',
      'jade-tiger-keno',
    ]);
  });

  it("migration 0016 gives a catalogue seeded before it the seed's featured games and release dates", () => {
    const migration = readFileSync(
      join(__dirname, '../../db/migrations/0016_games_featured_released.sql'),
      'utf8',
    );
    for (const g of SEED_GAMES)
      expect(migration).toContain(`('${g.slug}', ${g.featured}, '${g.releasedOn}')`);
  });
});
