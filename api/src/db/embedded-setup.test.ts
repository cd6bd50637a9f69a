import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb } from './db';
import { isNewEmbeddedDataDir, setUpNewEmbeddedDatabase } from './embedded-setup';
import { migrate, MIGRATIONS_DIR } from './migrate';
import { SEEDED_ACCOUNTS } from './seed';

jest.setTimeout(120_000);

describe('a new embedded database set up in a child process', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-embedded-setup-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('creates, migrates and seeds the folder; the server then opens it with nothing left to apply', async () => {
    const dataDir = path.join(root, 'data', 'pglite');
    expect(isNewEmbeddedDataDir(dataDir)).toBe(true);
    const { applied } = await setUpNewEmbeddedDatabase(dataDir, { accounts: true });
    const migrations = fs
      .readdirSync(MIGRATIONS_DIR)
      .filter((f) => /^\d{4}_.+\.sql$/.test(f))
      .sort();
    expect(applied).toEqual(migrations);
    expect(isNewEmbeddedDataDir(dataDir)).toBe(false);

    const db = await openDb({ dataDir });
    try {
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ email: string }>('SELECT email FROM users ORDER BY email');
      expect(rows.map((r) => r.email)).toEqual(
        expect.arrayContaining([SEEDED_ACCOUNTS.player.email, SEEDED_ACCOUNTS.admin.email]),
      );
    } finally {
      await db.close();
    }
  });

  it('seeds no demo account when asked not to', async () => {
    const dataDir = path.join(root, 'plain', 'pglite');
    await setUpNewEmbeddedDatabase(dataDir, { accounts: false });
    const db = await openDb({ dataDir });
    try {
      expect((await db.query('SELECT 1 FROM users')).rows).toEqual([]);
      expect((await db.query('SELECT 1 FROM coin_packages')).rows.length).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });

  it('fails with the reason when the folder cannot be made', async () => {
    const file = path.join(root, 'a-file');
    fs.writeFileSync(file, 'not a folder');
    await expect(setUpNewEmbeddedDatabase(path.join(file, 'pglite'), { accounts: false })).rejects.toThrow(
      /setting up the embedded database in .*a-file\/pglite failed: .+/,
    );
  });
});
