import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Pool, PoolClient } from 'pg';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

/** The one database interface of the server: PGlite (embedded) and PostgreSQL (pg) both implement it. */
export interface Db {
  readonly dialect: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<QueryResult<T>>;
  /**
   * Runs fn in one transaction. On PostgreSQL, serialization failures and deadlocks are retried
   * (fn must be safe to re-run: it only touches the database through tx).
   */
  transaction<T>(fn: (tx: Db) => Promise<T>, options?: { isolation?: 'read committed' | 'serializable' }): Promise<T>;
  close(): Promise<void>;
}

const RETRYABLE = new Set(['40001', '40P01']);

/** Like pg's rowCount: rows affected by a write, rows returned by a SELECT (PGlite reports 0 affected for SELECT). */
function pgliteRowCount(r: { affectedRows?: number; rows: unknown[] }): number {
  return Math.max(r.affectedRows ?? 0, r.rows.length);
}

class PgClientDb implements Db {
  readonly dialect = 'postgres' as const;
  constructor(private readonly client: PoolClient) {}
  async query<T>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
    const r = await this.client.query(text, params as unknown[]);
    return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
  }
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return fn(this); // already inside a transaction
  }
  async close(): Promise<void> {}
}

export class PostgresDb implements Db {
  readonly dialect = 'postgres' as const;
  constructor(readonly pool: Pool) {}
  async query<T>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
    const r = await this.pool.query(text, params as unknown[]);
    return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
  }
  async transaction<T>(fn: (tx: Db) => Promise<T>, options?: { isolation?: 'read committed' | 'serializable' }): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const client = await this.pool.connect();
      try {
        await client.query(options?.isolation === 'serializable' ? 'BEGIN ISOLATION LEVEL SERIALIZABLE' : 'BEGIN');
        const result = await fn(new PgClientDb(client));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        const code = (err as { code?: string }).code;
        if (code && RETRYABLE.has(code) && attempt < 8) {
          await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
          continue;
        }
        throw err;
      } finally {
        client.release();
      }
    }
  }
  async close(): Promise<void> {
    await this.pool.end();
  }
}

class PgliteTxDb implements Db {
  readonly dialect = 'pglite' as const;
  constructor(private readonly tx: { query: PGlite['query'] }) {}
  async query<T>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
    const r = await this.tx.query<T>(text, params);
    return { rows: r.rows, rowCount: pgliteRowCount(r) };
  }
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    return fn(this);
  }
  async close(): Promise<void> {}
}

export class PgliteDb implements Db {
  readonly dialect = 'pglite' as const;
  constructor(readonly pg: PGlite) {}
  async query<T>(text: string, params?: unknown[]): Promise<QueryResult<T>> {
    const r = await this.pg.query<T>(text, params);
    return { rows: r.rows, rowCount: pgliteRowCount(r) };
  }
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
    // PGlite is one connection: its transactions run one at a time.
    return this.pg.transaction((tx) => fn(new PgliteTxDb(tx)));
  }
  async close(): Promise<void> {
    await this.pg.close();
  }
}

export async function openDb(options: { databaseUrl?: string; dataDir?: string; memory?: boolean }): Promise<Db> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const pool = new Pool({ connectionString: options.databaseUrl, max: 20 });
    await pool.query('select 1');
    return new PostgresDb(pool);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  if (options.memory || !options.dataDir) return new PgliteDb(await PGlite.create());
  fs.mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  return new PgliteDb(await PGlite.create(path.resolve(options.dataDir)));
}
