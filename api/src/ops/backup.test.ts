import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb, type Db } from '../db/db';
import { migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { checkLedger } from '../modules/ledger/ledger-check';
import { runFuzz } from '../testing/ledger-fuzz/ledger-fuzz';
import { runBackupCli } from './backup-cli';
import type { BackupSources } from './backup';

// Issue 31 item 4: a backup restores into a fresh database with nothing missing, and the ledger's invariants
// hold on the restored copy. The embedded case runs everywhere; the PostgreSQL case in CI's PostgreSQL phase.
jest.setTimeout(240_000);

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-backup-'));
const roots: string[] = [];
afterAll(() => roots.forEach((r) => fs.rmSync(r, { recursive: true, force: true })));

/** A folder layout for one site: database folder, uploaded files and deployed remotes. */
function layout(root: string, databaseUrl?: string): BackupSources {
  return {
    databaseUrl,
    dataDir: path.join(root, 'pglite'),
    filesDir: path.join(root, 'files'),
    deployDir: path.join(root, 'deploy'),
  };
}

/** Some believable state: ledger activity from the fuzzer, an avatar, an identity document and a deployed remote. */
async function makeState(db: Db, site: BackupSources): Promise<void> {
  const report = await runFuzz(db, { seed: 31_04, ops: 80, clients: 2, users: 8, coupons: 2 });
  expect(report.ok).toBe(true);
  fs.mkdirSync(path.join(site.filesDir, 'avatars'), { recursive: true });
  fs.writeFileSync(path.join(site.filesDir, 'avatars', 'a1'), crypto.randomBytes(2048));
  fs.mkdirSync(path.join(site.filesDir, 'kyc', 's1'), { recursive: true });
  fs.writeFileSync(path.join(site.filesDir, 'kyc', 's1', 'front.jpg'), crypto.randomBytes(4096));
  fs.mkdirSync(path.join(site.deployDir, 'mfe_shop', '1.0.0'), { recursive: true });
  fs.writeFileSync(path.join(site.deployDir, 'remotes.json'), '{"mfe_shop":{"version":"1.0.0"}}\n');
  fs.writeFileSync(path.join(site.deployDir, 'mfe_shop', '1.0.0', 'remoteEntry.js'), 'var x = 1;\n');
}

const totalsOf = async (db: Db) => {
  const report = await checkLedger(db);
  return { totals: report.totals, entries: report.entries, accounts: report.accounts };
};

const sameFiles = (a: string, b: string) => {
  const list = (dir: string): string[] =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
          .sort()
      : [];
  expect(list(b)).toEqual(list(a));
  for (const rel of list(a))
    expect(fs.readFileSync(path.join(b, rel)).equals(fs.readFileSync(path.join(a, rel)))).toBe(true);
};

describe('backup and restore of the embedded database', () => {
  it('restores a stopped site into new folders with every row and file, and the ledger holds', async () => {
    const root = tmp();
    roots.push(root);
    const source = layout(path.join(root, 'source'));
    const db = await openDb({ dataDir: source.dataDir });
    await migrate(db);
    await seed(db, { accounts: true });
    await makeState(db, source);
    const before = await totalsOf(db);
    const lines: string[] = [];
    const print = (line: string) => lines.push(line);

    // While the site is running, the folder is not copied.
    expect(await runBackupCli(['create', path.join(root, 'refused')], source, print)).toBe(1);
    expect(lines.pop()).toMatch(/is open: stop the site first/);
    await db.close();

    const out = path.join(root, 'backup');
    expect(await runBackupCli(['create', out], source, print)).toBe(0);
    expect(lines.pop()).toMatch(
      /backed up embedded database \(\d+ migrations, \d+ ledger transfers\) and 4 files/,
    );

    const target = layout(path.join(root, 'target'));
    expect(await runBackupCli(['restore', out], target, print)).toBe(0);
    expect(lines.pop()).toMatch(/invariants hold/);
    const restored = await openDb({ dataDir: target.dataDir });
    try {
      expect((await checkLedger(restored)).ok).toBe(true);
      expect(await totalsOf(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
    sameFiles(source.filesDir, target.filesDir);
    sameFiles(source.deployDir, target.deployDir);

    // A restore never writes over a site, and a damaged backup is refused before anything is written.
    expect(await runBackupCli(['restore', out], target, print)).toBe(1);
    expect(lines.pop()).toMatch(/is not empty/);
    fs.appendFileSync(path.join(out, 'files', 'avatars', 'a1'), 'x');
    expect(await runBackupCli(['restore', out], layout(path.join(root, 'other')), print)).toBe(1);
    expect(lines.pop()).toBe(`the backup is damaged: changed ${path.join('files', 'avatars', 'a1')}`);
    expect(fs.existsSync(path.join(root, 'other'))).toBe(false);
  });

  it('prints its usage for anything else', async () => {
    const lines: string[] = [];
    expect(await runBackupCli(['drop', 'x'], layout(tmp()), (l) => lines.push(l))).toBe(2);
    expect(lines[0]).toMatch(/^Usage:/);
  });
});

const databaseUrl = process.env.DATABASE_URL;

async function adminQuery(url: string, sql: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new migrated and seeded database on the server of `url` (not the test app's: no app is needed). */
async function freshPostgres(url: string) {
  const name = `arcade_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name}`);
  const at = new URL(url);
  at.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: at.toString() });
  await migrate(db);
  await seed(db, { accounts: true });
  return {
    db,
    url: at.toString(),
    drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
const onPostgres = databaseUrl ? describe : describe.skip;

onPostgres('backup and restore on PostgreSQL (pg_dump, pg_restore)', () => {
  it('restores a running database into a new one with nothing missing, and the ledger holds', async () => {
    const root = tmp();
    roots.push(root);
    const source = await freshPostgres(databaseUrl!);
    const target = `arcade_restore_${crypto.randomBytes(5).toString('hex')}`;
    const targetUrl = new URL(databaseUrl!);
    targetUrl.pathname = `/${target}`;
    try {
      const site = layout(path.join(root, 'source'), source.url);
      await makeState(source.db, site);
      const before = await totalsOf(source.db);
      const lines: string[] = [];
      const out = path.join(root, 'backup');
      // Writes during the dump do not make the manifest and the dump disagree (one snapshot for both).
      const busy = runFuzz(source.db, { seed: 7, ops: 60, clients: 2, users: 4, coupons: 1 });
      expect(await runBackupCli(['create', out], site, (l) => lines.push(l))).toBe(0);
      await busy;

      await adminQuery(databaseUrl!, `CREATE DATABASE ${target}`);
      const into = layout(path.join(root, 'target'), targetUrl.toString());
      expect(await runBackupCli(['restore', out], into, (l) => lines.push(l))).toBe(0);
      expect(lines.pop()).toMatch(/restored postgres database .* invariants hold/);
      const restored = await openDb({ databaseUrl: targetUrl.toString(), poolMax: 1 });
      try {
        const after = await totalsOf(restored);
        expect(after.accounts).toBeGreaterThanOrEqual(before.accounts);
        expect((await checkLedger(restored)).violations).toEqual([]);
        // The restored database is a working one: the audit log's and ledger's triggers and constraints came too.
        const tables = await restored.query<{ n: unknown }>(
          "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'",
        );
        const sourceTables = await source.db.query<{ n: unknown }>(
          "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'",
        );
        expect(Number(tables.rows[0]!.n)).toBe(Number(sourceTables.rows[0]!.n));
      } finally {
        await restored.close();
      }
      sameFiles(site.filesDir, into.filesDir);

      // Into a database that is not empty: refused.
      expect(
        await runBackupCli(['restore', out], layout(path.join(root, 'again'), source.url), (l) =>
          lines.push(l),
        ),
      ).toBe(1);
      expect(lines.pop()).toMatch(/target database is not empty/);
    } finally {
      await source.db.close();
      await source.drop();
      await adminQuery(databaseUrl!, `DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    }
  });
});
