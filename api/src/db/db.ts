// Over 300 lines: the one database layer (PostgreSQL pool and embedded PGlite behind one Db interface, transactions,
// after-commit hooks, prepared statements); splitting it would spread the transaction rules over several files.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import vm from 'node:vm';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';
import { DEFAULT_POOL_MAX } from './pool-size';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** Work to do once a transaction has committed; it gets the database (not the finished transaction) to read from. */
export type AfterCommitFn = (db: Db) => void | Promise<void>;

export interface QueryOptions {
  /**
   * A hot statement (issue 9): on PostgreSQL it is prepared once per connection, under this name and a hash of
   * its text, then only bound and executed (planning GET /user/me's statement took 0.8 ms of the database's CPU
   * on every request, executing it 0.05 ms). Only for text built from a fixed, small set of shapes, never with
   * values in it: each connection keeps every statement it prepared. Select named columns, not `*`: a column
   * added by a migration would change a prepared `*` statement's result type (PostgreSQL then refuses it, and the
   * statement is prepared again; see runPrepared). PGlite ignores it.
   */
  prepare?: string;
  /**
   * The users whose data this write changes, when the caller knows (a hint for caches of per-user reads, such as
   * GET /user/me's, session/live-user-cache.ts). Without it a cache must assume the write may change any user.
   */
  changesUsers?: readonly string[];
}

/** A statement that may have written (anything but a plain read), as told to write listeners once committed. */
export interface CommittedWrite {
  text: string;
  /** QueryOptions.changesUsers, when the caller gave it. */
  users?: readonly string[];
}

/** May answer a promise (e.g. telling other nodes): the write's caller waits for it, at most LISTENER_WAIT_MS. */
export type WriteListener = (writes: readonly CommittedWrite[]) => void | Promise<void>;

const LISTENER_WAIT_MS = 250;

/** The one database interface of the server: PGlite (embedded) and PostgreSQL (pg) both implement it. */
export interface Db {
  readonly dialect: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<T>>;
  /**
   * Runs fn in one transaction. Serialization failures and deadlocks are retried (fn must be safe to re-run: it
   * only touches the database through tx, and queues its side effects with tx.afterCommit).
   */
  transaction<T>(
    fn: (tx: Db) => Promise<T>,
    options?: { isolation?: 'read committed' | 'serializable' },
  ): Promise<T>;
  /**
   * Inside a transaction: fn runs once after COMMIT succeeds (never after a rollback; a retried attempt drops
   * the callbacks of the failed one), in the order queued, before transaction() returns. Errors are logged, not
   * thrown: the data is committed. Outside a transaction every statement commits alone, so fn runs at once.
   */
  afterCommit(fn: AfterCommitFn): void;
  /**
   * Tells listener the statements that may have written, once they are committed: a transaction's after its
   * COMMIT (before its afterCommit callbacks and before transaction() returns), a statement outside a transaction
   * after it ran. A statement that failed, or a COMMIT that failed on the way back, is told too (it may have
   * happened: telling too much is harmless). Plain reads (SELECT, SHOW...) are not told. Returns a function that removes the listener. Listen
   * on the database, not on a transaction.
   */
  onWrite(listener: WriteListener): () => void;
  close(): Promise<void>;
}

/**
 * Statements that never write a table row: one statement (no `;` before more text) that starts with one of these
 * words. A function that writes must not be called from a bare SELECT (name its table in the statement, or give
 * QueryOptions.changesUsers).
 */
const READ_ONLY = /^\s*(SELECT|SHOW|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|SET|VALUES)\b/i;
const SEVERAL_STATEMENTS = /;\s*\S/;
const isReadOnly = (text: string) => READ_ONLY.test(text) && !SEVERAL_STATEMENTS.test(text);

/** A database's write listeners (Db.onWrite); costs nothing per statement while no one listens. */
class WriteWatch {
  private readonly listeners = new Set<WriteListener>();
  add(listener: WriteListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
  /** Adds the statement to a transaction's pending writes when it may write and someone listens. */
  note(pending: CommittedWrite[], text: string, options: QueryOptions | undefined): void {
    if (this.listeners.size === 0 || isReadOnly(text)) return;
    pending.push(options?.changesUsers ? { text, users: options.changesUsers } : { text });
  }
  /** A statement outside a transaction has run (and so committed), or failed. */
  async ran(text: string, options: QueryOptions | undefined): Promise<void> {
    if (this.listeners.size === 0) return;
    const pending: CommittedWrite[] = [];
    this.note(pending, text, options);
    await this.committed(pending);
  }
  async committed(pending: readonly CommittedWrite[]): Promise<void> {
    if (pending.length === 0) return;
    const waits: Promise<void>[] = [];
    for (const listener of this.listeners) {
      try {
        const answer = listener(pending);
        if (answer) waits.push(answer.catch((err: unknown) => reportListenerError(err)));
      } catch (err) {
        reportListenerError(err);
      }
    }
    if (waits.length === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(waits),
      new Promise((resolve) => {
        timer = setTimeout(resolve, LISTENER_WAIT_MS);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
  }
}

function reportListenerError(err: unknown): void {
  console.error(`[db] write listener failed: ${(err as Error)?.message ?? String(err)}`);
}

/** Runs a statement outside a transaction and tells the write listeners, also when it fails. */
async function runAndTell<R>(
  watch: WriteWatch,
  text: string,
  options: QueryOptions | undefined,
  run: () => Promise<R>,
) {
  try {
    return await run();
  } finally {
    await watch.ran(text, options);
  }
}

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 8;
/** A serialization failure or a deadlock: the transaction (or lone statement) may be run again. */
export const isRetryable = (err: unknown) => RETRYABLE.has((err as { code?: string })?.code ?? '');

/** The callbacks queued by one transaction attempt. */
class AfterCommitQueue {
  private readonly fns: AfterCommitFn[] = [];
  add(fn: AfterCommitFn): void {
    this.fns.push(fn);
  }
  /** Runs the callbacks one after another; a failing one is reported and does not stop the others. */
  async run(db: Db): Promise<void> {
    for (const fn of this.fns.splice(0)) await runAfterCommit(fn, db);
  }
}

async function runAfterCommit(fn: AfterCommitFn, db: Db): Promise<void> {
  try {
    await fn(db);
  } catch (err) {
    console.error(`[db] after-commit callback failed: ${(err as Error)?.message ?? String(err)}`);
  }
}

/** Statement names by text (bounded: the prepared statements are a fixed set of shapes). */
const statementNames = new Map<string, string>();
const MAX_STATEMENT_NAMES = 2000;

/** `<prepare>_<FNV-1a hash of the text>`: one name per text, so a changed text is prepared under a new name. */
export function statementName(prepare: string, text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    name = `${prepare}_${(h >>> 0).toString(36)}`;
    if (statementNames.size >= MAX_STATEMENT_NAMES) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/** "cached plan must not change result type": a prepared statement outlived a schema change. */
const isStalePlan = (err: unknown) => (err as { code?: string })?.code === '0A000';

/** Forgets the statements a connection prepared (they are prepared again on next use). */
async function forgetPrepared(client: PoolClient): Promise<void> {
  await client.query('DEALLOCATE ALL');
  const connection = (client as unknown as { connection?: { parsedStatements?: Record<string, string> } })
    .connection;
  if (connection) connection.parsedStatements = {};
}

/** Runs a statement on one connection, prepared when asked (outside a transaction: a stale plan is re-prepared). */
async function runOn(
  client: PoolClient,
  text: string,
  params: unknown[] | undefined,
  options: QueryOptions | undefined,
  inTransaction: boolean,
) {
  if (!options?.prepare) return client.query(text, params as unknown[]);
  const query = { name: statementName(options.prepare, text), text, values: params as unknown[] };
  try {
    return await client.query(query);
  } catch (err) {
    if (!isStalePlan(err)) throw err;
    // In a transaction the statement's failure has aborted it: PostgresDb.transaction forgets and retries.
    if (inTransaction) throw err;
    await forgetPrepared(client);
    return client.query(query);
  }
}

const backoff = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));

/** Like pg's rowCount: rows affected by a write, rows returned by a SELECT (PGlite reports 0 affected for SELECT). */
function pgliteRowCount(r: { affectedRows?: number; rows: unknown[] }): number {
  return Math.max(r.affectedRows ?? 0, r.rows.length);
}

class PgClientDb implements Db {
  readonly dialect = 'postgres' as const;
  constructor(
    private readonly client: PoolClient,
    private readonly committed: AfterCommitQueue,
    private readonly watch: WriteWatch,
    private readonly pending: CommittedWrite[],
  ) {}
  async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
    const r = await runOn(this.client, text, params, options, true);
    this.watch.note(this.pending, text, options);
    return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
  }
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return fn(this); // already inside a transaction
  }
  afterCommit(fn: AfterCommitFn): void {
    this.committed.add(fn);
  }
  onWrite(listener: WriteListener): () => void {
    return this.watch.add(listener);
  }
  async close(): Promise<void> {}
}

export class PostgresDb implements Db {
  readonly dialect = 'postgres' as const;
  private readonly watch = new WriteWatch();
  constructor(readonly pool: Pool) {}
  async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
    if (!options?.prepare) {
      const r = await runAndTell(this.watch, text, options, () => this.pool.query(text, params as unknown[]));
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    }
    // A prepared statement lives on one connection: take one, as pool.query does.
    const client = await this.pool.connect();
    try {
      const r = await runAndTell(this.watch, text, options, () =>
        runOn(client, text, params, options, false),
      );
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    } finally {
      client.release();
    }
  }
  async transaction<T>(
    fn: (tx: Db) => Promise<T>,
    options?: { isolation?: 'read committed' | 'serializable' },
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const client = await this.pool.connect();
      const committed = new AfterCommitQueue(); // one per attempt: a failed attempt's callbacks are dropped
      const pending: CommittedWrite[] = []; // likewise its writes
      let committing = false;
      let result: T;
      try {
        await client.query(
          options?.isolation === 'serializable' ? 'BEGIN ISOLATION LEVEL SERIALIZABLE' : 'BEGIN',
        );
        result = await fn(new PgClientDb(client, committed, this.watch, pending));
        committing = true;
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        // A COMMIT that failed on the way back (a lost connection) may have happened: tell its writes anyway.
        if (committing) await this.watch.committed(pending);
        // A prepared statement outlived a schema change (another node migrated): forget this connection's
        // statements and run the transaction again.
        const stale = isStalePlan(err) && attempt === 1;
        if (stale) await forgetPrepared(client).catch(() => undefined);
        if (stale || (isRetryable(err) && attempt < MAX_ATTEMPTS)) {
          await backoff(attempt);
          continue;
        }
        throw err;
      } finally {
        client.release();
      }
      await this.watch.committed(pending);
      await committed.run(this);
      return result;
    }
  }
  afterCommit(fn: AfterCommitFn): void {
    void runAfterCommit(fn, this);
  }
  onWrite(listener: WriteListener): () => void {
    return this.watch.add(listener);
  }
  async close(): Promise<void> {
    await this.pool.end();
  }
}

/**
 * Loads PGlite with Node's own require. Its wasm loader uses dynamic import(), which fails inside jest's module
 * sandbox (no --experimental-vm-modules); loaded natively it works the same under tsx, node and jest.
 */
export function loadPglite(): typeof import('@electric-sql/pglite') {
  // jest replaces `module`, `process.getBuiltinModule` and `require` in a test's context; the process object of
  // Node's main context (vm.runInThisContext) still has the real loader. Node >= 20.16 has getBuiltinModule.
  const realProcess = vm.runInThisContext('process') as NodeJS.Process;
  const nodeModule = realProcess.getBuiltinModule('node:module');
  return nodeModule.createRequire(__filename)(
    '@electric-sql/pglite',
  ) as typeof import('@electric-sql/pglite');
}

const isDateLike = (v: unknown): v is Date => Object.prototype.toString.call(v) === '[object Date]';

/**
 * PGlite may live in another JavaScript realm than the caller (under jest): its `instanceof Date/Uint8Array`
 * checks would then reject the caller's values, and callers would get foreign Dates and Errors back.
 * Values are passed in a realm-neutral form and results and errors are rebuilt in the caller's realm.
 */
function toPgliteParams(params?: unknown[]): unknown[] | undefined {
  return params?.map((v) => {
    if (isDateLike(v)) return new Date(v.getTime()).toISOString();
    if (ArrayBuffer.isView(v) && !(v instanceof Uint8Array && v.constructor === Buffer)) {
      return Buffer.from(v.buffer, v.byteOffset, v.byteLength);
    }
    return v;
  });
}

function fromPgliteRows<T>(rows: T[]): T[] {
  for (const row of rows as Record<string, unknown>[]) {
    if (!row || typeof row !== 'object') continue;
    for (const key of Object.keys(row)) {
      const v = row[key];
      if (v !== null && typeof v === 'object' && !(v instanceof Date) && isDateLike(v))
        row[key] = new Date(v.getTime());
    }
  }
  return rows;
}

function fromPgliteError(err: unknown): unknown {
  if (err instanceof Error || !err || typeof err !== 'object') return err;
  const foreign = err as { message?: string; name?: string; stack?: string };
  const local = new Error(foreign.message ?? 'PGlite error');
  Object.assign(local, err);
  local.name = foreign.name ?? 'Error';
  if (foreign.stack) local.stack = foreign.stack;
  return local;
}

async function pgliteQuery<T>(
  target: { query: PGlite['query'] },
  text: string,
  params?: unknown[],
): Promise<QueryResult<T>> {
  try {
    const r = await target.query<T>(text, toPgliteParams(params));
    return { rows: fromPgliteRows(r.rows), rowCount: pgliteRowCount(r) };
  } catch (err) {
    throw fromPgliteError(err);
  }
}

class PgliteTxDb implements Db {
  readonly dialect = 'pglite' as const;
  constructor(
    private readonly tx: { query: PGlite['query'] },
    private readonly committed: AfterCommitQueue,
    private readonly watch: WriteWatch,
    private readonly pending: CommittedWrite[],
  ) {}
  async query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
    const r = await pgliteQuery<T>(this.tx, text, params);
    this.watch.note(this.pending, text, options);
    return r;
  }
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return fn(this);
  }
  afterCommit(fn: AfterCommitFn): void {
    this.committed.add(fn);
  }
  onWrite(listener: WriteListener): () => void {
    return this.watch.add(listener);
  }
  async close(): Promise<void> {}
}

export class PgliteDb implements Db {
  readonly dialect = 'pglite' as const;
  private readonly watch = new WriteWatch();
  constructor(readonly pg: PGlite) {}
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>> {
    return runAndTell(this.watch, text, options, () => pgliteQuery<T>(this.pg, text, params));
  }
  async transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    // PGlite is one connection: its transactions run one at a time. The retry rule is PostgreSQL's, so that code
    // behaves the same on both (a serialization failure cannot happen here unless fn raises one).
    for (let attempt = 1; ; attempt++) {
      const committed = new AfterCommitQueue();
      const pending: CommittedWrite[] = [];
      let result: T;
      try {
        result = await this.pg.transaction((tx) => fn(new PgliteTxDb(tx, committed, this.watch, pending)));
      } catch (err) {
        if (isRetryable(err) && attempt < MAX_ATTEMPTS) {
          await backoff(attempt);
          continue;
        }
        throw err;
      }
      await this.watch.committed(pending);
      await committed.run(this);
      return result;
    }
  }
  afterCommit(fn: AfterCommitFn): void {
    void runAfterCommit(fn, this);
  }
  onWrite(listener: WriteListener): () => void {
    return this.watch.add(listener);
  }
  async close(): Promise<void> {
    await this.pg.close();
  }
}

export async function openDb(options: {
  databaseUrl?: string;
  /** Connections to the PostgreSQL server (default DEFAULT_POOL_MAX). */
  poolMax?: number;
  dataDir?: string;
  memory?: boolean;
  /**
   * A new data folder is initialised in this process instead of a child (initPgliteDataDir): for a caller that is
   * itself a short-lived process (db/embedded-setup-cli.ts), whose memory goes back to the system when it exits.
   */
  initInProcess?: boolean;
}): Promise<Db> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? DEFAULT_POOL_MAX,
    });
    // An idle client killed by the server (restart, DROP DATABASE ... FORCE) must not crash the process.
    pool.on('error', (err) => console.error(`[db] idle PostgreSQL client error: ${err.message}`));
    await pool.query('select 1');
    return new PostgresDb(pool);
  }
  const { PGlite } = loadPglite();
  const startParams = [
    ...PGlite.defaultStartParams,
    ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting]),
  ];
  if (options.memory || !options.dataDir) return new PgliteDb(await PGlite.create({ startParams }));
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  if (!options.initInProcess && !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) initPgliteDataDir(dataDir);
  return new PgliteDb(await PGlite.create(dataDir, { startParams }));
}

/**
 * PostgreSQL settings of the embedded database, sized for a small server. PGlite's defaults (shared_buffers
 * 128MB, all touched at start in its wasm memory) made most of the process's 900 MiB; the data set of a small
 * site fits these, and reads beyond them come from the operating system's file cache.
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'wal_buffers=1MB',
  'temp_buffers=2MB',
  'work_mem=2MB',
  'maintenance_work_mem=16MB',
];

/**
 * Creates a new data folder (initdb) in a short-lived child process. PGlite runs initdb in a second wasm
 * instance and keeps about 450 MiB of it alive in the process that did it (its wasm memory, a memory
 * copy of the new data folder); done in a child, that memory is returned to the system when it exits.
 */
function initPgliteDataDir(dataDir: string): void {
  const script = `
    const { createRequire } = require('node:module');
    const { PGlite } = createRequire(process.argv[1])('@electric-sql/pglite');
    PGlite.create(process.argv[2]).then((pg) => pg.close()).then(
      () => process.exit(0),
      (err) => { console.error(err && err.message); process.exit(1); },
    );`;
  const result = spawnSync(process.execPath, ['-e', script, __filename, dataDir], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (result.status !== 0)
    throw new Error(
      `initdb of ${dataDir} failed: ${result.stderr?.trim() || `exit ${String(result.status)}`}`,
    );
}
