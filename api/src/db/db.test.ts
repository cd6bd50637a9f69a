import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb } from './db';

describe('embedded database (PGlite) settings', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-db-test-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('creates a data folder sized for a small server and keeps what was committed across restarts', async () => {
    const dataDir = path.join(dir, 'data');
    const before = process.memoryUsage().rss;
    const db = await openDb({ dataDir });
    try {
      // initdb ran in a child process: this process did not keep its ~450 MiB wasm instance.
      expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
      expect(process.memoryUsage().rss - before).toBeLessThan(350 * 1024 * 1024);
      const settings = await db.query<{ name: string; setting: string; unit: string }>(
        "SELECT name, setting, unit FROM pg_settings WHERE name IN ('shared_buffers', 'fsync') ORDER BY name",
      );
      expect(settings.rows).toEqual([
        expect.objectContaining({ name: 'fsync' }),
        { name: 'shared_buffers', setting: '2048', unit: '8kB' },
      ]);
      await db.query('CREATE TABLE kept (v int)');
      await db.query('INSERT INTO kept VALUES (42)');
    } finally {
      await db.close();
    }
    const again = await openDb({ dataDir });
    try {
      expect((await again.query<{ v: number }>('SELECT v FROM kept')).rows).toEqual([{ v: 42 }]);
    } finally {
      await again.close();
    }
  });
});
