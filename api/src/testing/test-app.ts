import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { loadPglite, openDb, PgliteDb, type Db } from '../db/db';
import { MIGRATIONS_DIR, migrate } from '../db/migrate';
import { seed } from '../db/seed';
import { cookiesOf } from './cookies';
import { secondFactorStep } from './staff';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Config fields to override (e.g. deployDir, shellDir, sandbox: false). */
  config?: Partial<Config>;
  /** Environment variables read by loadConfig for this app (e.g. { GEO_MODE: 'geoip' }). */
  env?: Record<string, string>;
  /** A logger to observe logs; default none. */
  logger?: FastifyBaseLogger | false;
}

/**
 * A config for tests, through the real loadConfig: NODE_ENV=test, SANDBOX=on (tests may pass { sandbox: false }),
 * temporary DATA_DIR, DEPLOY_DIR and SHELL_DIR (empty), a random JWT secret, DATABASE_URL from the environment,
 * no Redis unless given. `env` adds variables (e.g. { GEO_MODE: 'geoip' }); `overrides` replaces fields.
 */
export function testConfig(overrides: Partial<Config> = {}, env: Record<string, string> = {}): Config {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    SANDBOX: 'on',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: path.join(tmp, 'pglite'),
    DEPLOY_DIR: path.join(tmp, 'deploy'),
    SHELL_DIR: path.join(tmp, 'shell'),
    JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
    // The api's data pictures run the real renderer on a real build: a test that wants one names its script.
    PRERENDER_SCRIPT: 'off',
    ...env,
  });
  return {
    ...config,
    databaseUrl: process.env.DATABASE_URL || undefined,
    redisUrl: undefined,
    ...overrides,
  };
}

// ---- PGlite: one migrated and seeded data folder per jest run, loaded for each app ----
// Creating a PGlite database runs initdb in wasm (about 3 s here); loading a dumped data folder takes about 0.5 s.
// The first test file of a run migrates and seeds once and dumps the folder to a file named by the run (the jest
// process: the workers' parent, or the parent of an in-band run) and by the schema (the migrations and the seed):
// every later file of the run, in any worker, loads that file. Two workers may both build it; each writes its own
// temporary file and renames it into place, so a reader never sees half a file.
const TEMPLATE_MAX_AGE_MS = 6 * 60 * 60 * 1000;
let dump: Promise<Buffer> | undefined;

function templatePath(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  const seedSource = path.join(__dirname, '..', 'db', 'seed.ts');
  if (fs.existsSync(seedSource)) hash.update(fs.readFileSync(seedSource));
  return path.join(
    os.tmpdir(),
    `arcade-pglite-template-${process.ppid}-${hash.digest('hex').slice(0, 16)}.tar`,
  );
}

async function buildTemplate(file: string): Promise<Buffer> {
  const { PGlite } = loadPglite();
  const pg = await PGlite.create();
  try {
    const db = new PgliteDb(pg);
    await migrate(db);
    await seed(db, { accounts: true });
    const data = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer());
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, data);
    fs.renameSync(tmp, file);
    return data;
  } finally {
    await pg.close();
  }
}

/** Template files of earlier runs (a run that was killed leaves its file behind). */
function removeOldTemplates(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    if (!name.startsWith('arcade-pglite-template-')) continue;
    const file = path.join(os.tmpdir(), name);
    try {
      if (Date.now() - fs.statSync(file).mtimeMs > TEMPLATE_MAX_AGE_MS) fs.rmSync(file, { force: true });
    } catch {
      // another process removed it first
    }
  }
}

function templateDump(): Promise<Buffer> {
  dump ??= (async () => {
    const file = templatePath();
    if (fs.existsSync(file)) return fs.readFileSync(file);
    removeOldTemplates();
    return buildTemplate(file);
  })();
  return dump;
}

/** Forgets this file's copy of the template (done automatically after each jest test file). */
export async function closeTestTemplate(): Promise<void> {
  dump = undefined;
}

async function freshPglite(): Promise<Db> {
  const { PGlite } = loadPglite();
  const data = await templateDump();
  return new PgliteDb(await PGlite.create({ loadDataDir: new Blob([new Uint8Array(data)]) }));
}

// ---- PostgreSQL: a unique database per app, dropped on close ----
async function adminQuery(databaseUrl: string, sql: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh migrated and seeded database on the PostgreSQL server of databaseUrl: its url (for api processes a
 * test starts), an open Db, and drop() to remove it.
 */
export async function freshPostgres(
  databaseUrl: string,
): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  const name = `arcade_test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(databaseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: url.toString() });
  await migrate(db);
  await seed(db, { accounts: true });
  return {
    db,
    url: url.toString(),
    drop: () => adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A fresh api on a fresh migrated and seeded database: in-memory PGlite, or a unique arcade_test_* database on the
 * PostgreSQL server of DATABASE_URL. Always call close() (afterEach/afterAll) so that jest can exit.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = testConfig(options.config, options.env);
  let db: Db;
  let drop: () => Promise<void> = async () => undefined;
  if (config.databaseUrl) {
    ({ db, drop } = await freshPostgres(config.databaseUrl));
  } else {
    db = await freshPglite();
  }
  const app = await buildApp({ config, db, logger: options.logger ?? false });
  sendOriginByDefault(app);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    await db.close();
    await drop();
    const tmp = path.dirname(config.deployDir);
    if (path.basename(tmp).startsWith('arcade-test-')) fs.rmSync(tmp, { recursive: true, force: true });
  };
  return { app, db, config, close };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * app.inject as a browser on the site: writes carry `Origin` (the api refuses writes without a same-origin proof,
 * http/same-origin.ts) unless the test sets Origin, Sec-Fetch-Site or Referer itself. A header given as undefined
 * is left out (to test a request without it).
 */
export function sendOriginByDefault(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const withOrigin = (options: InjectOptions | string) => {
    if (typeof options === 'string') return inject(options);
    const method = (options.method ?? 'GET').toUpperCase();
    const given = (options.headers ?? {}) as Record<string, string | string[] | undefined>;
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(given)) if (v !== undefined) headers[k] = v;
    const names = Object.keys(given).map((k) => k.toLowerCase());
    if (
      !SAFE_METHODS.has(method) &&
      !['origin', 'sec-fetch-site', 'referer'].some((h) => names.includes(h))
    ) {
      const publicUrl = app.hasDecorator('identity') ? app.identity.settings.publicUrl : undefined;
      const host = typeof headers.host === 'string' ? headers.host : 'localhost:80';
      headers.origin = publicUrl ?? `http://${host}`;
    }
    return inject({ ...options, headers });
  };
  (app as unknown as { inject: typeof withOrigin }).inject = withOrigin;
}

export { cookiesOf } from './cookies';

/**
 * Logs in through the api and returns the cookies to send back ({ access_token, refresh_token }); a staff account
 * also goes through the second factor (enrolled on its first sign-in).
 */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password } });
  // A staff account: the second factor, as the site asks it (testing/staff.ts).
  if (res.statusCode === 202) return (await secondFactorStep(app, email, res)).cookies;
  if (res.statusCode !== 200) throw new Error(`login as ${email} failed: ${res.statusCode} ${res.body}`);
  return cookiesOf(res);
}

// Inside jest: a fresh database takes seconds on a busy machine (the api project's testTimeout is not applied by
// jest in a multi-project run), and the template is closed when the test file ends (one registry per file).
if (typeof jest !== 'undefined' && typeof jest.setTimeout === 'function') jest.setTimeout(120_000);
const jestAfterAll = (globalThis as { afterAll?: (fn: () => Promise<void>) => void }).afterAll;
if (typeof jestAfterAll === 'function') jestAfterAll(closeTestTemplate);
