import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDb, type Db } from '../db/db';
import { checkLedger, type LedgerReport } from '../modules/ledger/ledger-check';

const run = promisify(execFile);

/**
 * Backups of the site's state (docs/operations.md, decision 0108): the database (pg_dump's custom format on
 * PostgreSQL; a copy of the stopped embedded database's folder), the uploaded files (avatars, identity documents)
 * and the deployed remotes with their registry. A manifest lists every file with its size and SHA-256, so a
 * restore can prove that nothing is missing or changed. A restore ends with the ledger's invariant check.
 */

export const MANIFEST = 'manifest.json';
export const PG_DUMP = 'database.dump';
export const EMBEDDED_DIR = 'pglite';
export const FILES_DIR = 'files';
export const DEPLOY_DIR = 'deploy';

export interface BackupSources {
  /** PostgreSQL's connection string; without it the embedded database folder is copied. */
  databaseUrl?: string;
  /** The embedded database's folder (PGlite); it must not be open (the site stopped). */
  dataDir: string;
  filesDir: string;
  deployDir: string;
}

export interface Manifest {
  format: 1;
  createdAt: string;
  database: 'postgres' | 'embedded';
  migrations: string[];
  ledger: { transfers: number; entries: number; accounts: number };
  files: Record<string, { bytes: number; sha256: string }>;
}

export class BackupError extends Error {}

function sha256(file: string): string {
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
}

/** Every file under `dir` as paths relative to `root`, sorted. */
function filesUnder(root: string, dir = root): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(root, full));
    else if (entry.isFile()) out.push(path.relative(root, full));
  }
  return out.sort();
}

/** The embedded database is open while PGlite's postmaster.pid exists (it is removed on a clean close). */
export function embeddedIsOpen(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'postmaster.pid'));
}

async function summary(db: Db): Promise<Pick<Manifest, 'migrations' | 'ledger'>> {
  const known = await db.query<{ name: unknown }>("SELECT to_regclass('schema_migrations') AS name");
  if (!known.rows[0]?.name)
    throw new BackupError(
      "this database has no schema_migrations: it is not the site's, or the site never started on it",
    );
  const migrations = (
    await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')
  ).rows.map((r) => r.name);
  const count = async (table: string) =>
    Number((await db.query<{ n: unknown }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);
  return {
    migrations,
    ledger: {
      transfers: await count('ledger_transfers'),
      entries: await count('ledger_entries'),
      accounts: await count('ledger_accounts'),
    },
  };
}

/**
 * pg_dump of one consistent moment: a REPEATABLE READ transaction exports its snapshot, the summary is read in
 * it and pg_dump dumps that same snapshot, so the manifest's counts are the dump's, whatever commits meanwhile.
 */
async function dumpPostgres(databaseUrl: string, file: string): Promise<Awaited<ReturnType<typeof summary>>> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id;
    const asDb = { query: (text: string) => client.query(text) } as unknown as Db;
    const facts = await summary(asDb);
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--snapshot=${snapshot}`,
      '--file',
      file,
      databaseUrl,
    ]);
    await client.query('COMMIT');
    return facts;
  } finally {
    await client.end();
  }
}

/** Writes a backup of `sources` into the empty or new folder `out`; answers its manifest. */
export async function createBackup(sources: BackupSources, out: string, now = new Date()): Promise<Manifest> {
  if (fs.existsSync(out) && fs.readdirSync(out).length)
    throw new BackupError(`${out} is not empty: a backup goes into a new folder`);
  fs.mkdirSync(out, { recursive: true });
  let facts: Awaited<ReturnType<typeof summary>>;
  if (sources.databaseUrl) facts = await dumpPostgres(sources.databaseUrl, path.join(out, PG_DUMP));
  else {
    if (!fs.existsSync(path.join(sources.dataDir, 'PG_VERSION')))
      throw new BackupError(`no embedded database at ${sources.dataDir}`);
    if (embeddedIsOpen(sources.dataDir))
      throw new BackupError(
        `the embedded database at ${sources.dataDir} is open: stop the site first (a copy of an open folder is not consistent)`,
      );
    fs.cpSync(sources.dataDir, path.join(out, EMBEDDED_DIR), { recursive: true });
    // Its summary is read from a second, throw-away copy: the backup's own folder stays as it was copied.
    const probe = fs.mkdtempSync(path.join(out, '..', `.${path.basename(out)}-probe-`));
    fs.cpSync(sources.dataDir, probe, { recursive: true });
    const db = await openDb({ dataDir: probe });
    try {
      facts = await summary(db);
    } finally {
      await db.close();
      fs.rmSync(probe, { recursive: true, force: true });
    }
  }
  if (fs.existsSync(sources.filesDir))
    fs.cpSync(sources.filesDir, path.join(out, FILES_DIR), { recursive: true });
  if (fs.existsSync(sources.deployDir))
    fs.cpSync(sources.deployDir, path.join(out, DEPLOY_DIR), { recursive: true });
  const files: Manifest['files'] = {};
  for (const rel of filesUnder(out)) {
    if (rel === MANIFEST || rel.startsWith(`${EMBEDDED_DIR}${path.sep}`)) continue;
    files[rel] = { bytes: fs.statSync(path.join(out, rel)).size, sha256: sha256(path.join(out, rel)) };
  }
  const manifest: Manifest = {
    format: 1,
    createdAt: now.toISOString(),
    database: sources.databaseUrl ? 'postgres' : 'embedded',
    ...facts,
    files,
  };
  fs.writeFileSync(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Reads a backup's manifest and checks that every file it lists is there, whole. */
export function verifyBackupFiles(from: string): Manifest {
  const file = path.join(from, MANIFEST);
  if (!fs.existsSync(file)) throw new BackupError(`${from} has no ${MANIFEST}: not a backup`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const problems: string[] = [];
  for (const [rel, want] of Object.entries(manifest.files)) {
    const full = path.join(from, rel);
    if (!fs.existsSync(full)) problems.push(`missing ${rel}`);
    else if (sha256(full) !== want.sha256) problems.push(`changed ${rel}`);
  }
  if (problems.length) throw new BackupError(`the backup is damaged: ${problems.join(', ')}`);
  return manifest;
}

export interface RestoreReport {
  manifest: Manifest;
  ledger: LedgerReport;
  /** What the restored database holds, compared with the manifest. */
  matches: boolean;
  problems: string[];
}

/**
 * Restores a backup into `target`: an empty PostgreSQL database (databaseUrl) or a new embedded folder (dataDir),
 * and empty files and deploy folders. Then checks the migrations, the ledger's counts against the manifest and
 * the ledger's invariants.
 */
export async function restoreBackup(from: string, target: BackupSources): Promise<RestoreReport> {
  const manifest = verifyBackupFiles(from);
  for (const dir of [target.filesDir, target.deployDir])
    if (fs.existsSync(dir) && fs.readdirSync(dir).length)
      throw new BackupError(`${dir} is not empty: restore into empty folders`);
  let db: Db;
  if (manifest.database === 'postgres') {
    if (!target.databaseUrl)
      throw new BackupError('this backup is of PostgreSQL: give the database to restore into');
    db = await openDb({ databaseUrl: target.databaseUrl, poolMax: 1 });
    const tables = await db.query<{ n: unknown }>(
      "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'",
    );
    if (Number(tables.rows[0]!.n) > 0) {
      await db.close();
      throw new BackupError(
        'the target database is not empty: create a new one (createdb) and restore into it',
      );
    }
    await db.close();
    await run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      '--single-transaction',
      '--dbname',
      target.databaseUrl,
      path.join(from, PG_DUMP),
    ]);
    db = await openDb({ databaseUrl: target.databaseUrl, poolMax: 1 });
  } else {
    if (fs.existsSync(target.dataDir) && fs.readdirSync(target.dataDir).length)
      throw new BackupError(
        `${target.dataDir} is not empty: restore the embedded database into a new folder`,
      );
    fs.cpSync(path.join(from, EMBEDDED_DIR), target.dataDir, { recursive: true });
    db = await openDb({ dataDir: target.dataDir });
  }
  if (fs.existsSync(path.join(from, FILES_DIR)))
    fs.cpSync(path.join(from, FILES_DIR), target.filesDir, { recursive: true });
  if (fs.existsSync(path.join(from, DEPLOY_DIR)))
    fs.cpSync(path.join(from, DEPLOY_DIR), target.deployDir, { recursive: true });
  try {
    const facts = await summary(db);
    const problems: string[] = [];
    if (JSON.stringify(facts.migrations) !== JSON.stringify(manifest.migrations))
      problems.push('the restored migrations differ from the backup');
    for (const key of ['transfers', 'entries', 'accounts'] as const)
      if (facts.ledger[key] !== manifest.ledger[key])
        problems.push(`ledger ${key}: ${facts.ledger[key]} restored, ${manifest.ledger[key]} backed up`);
    const ledger = await checkLedger(db);
    return {
      manifest,
      ledger,
      matches: problems.length === 0,
      problems: [...problems, ...ledger.violations],
    };
  } finally {
    await db.close();
  }
}
