import crypto from 'node:crypto';
import { openDb, PostgresDb, type Db } from '../../../db/db';
import { migrate } from '../../../db/migrate';

export interface LedgerTestDb {
  db: Db;
  dialect: Db['dialect'];
  /** Inserts a user row and returns its id. */
  createUser(label?: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * A fresh migrated database for one test file: PGlite in memory by default, or, when DATABASE_URL is
 * set, a new database of its own on that PostgreSQL server (dropped on close).
 */
export async function openLedgerTestDb(label = 'ledger'): Promise<LedgerTestDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openDb({ memory: true });
    await migrate(db);
    return wrap(db, async () => db.close());
  }
  const name = `t_${label.replace(/\W/g, '_').toLowerCase()}_${crypto.randomBytes(5).toString('hex')}`.slice(
    0,
    60,
  );
  const admin = await openDb({ databaseUrl: url });
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: target.toString() });
  // DROP ... WITH (FORCE) may end a backend that pool.end() is still closing: ignore that error.
  if (db instanceof PostgresDb) db.pool.on('error', () => undefined);
  await migrate(db);
  return wrap(db, async () => {
    await db.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  });
}

function wrap(db: Db, close: () => Promise<void>): LedgerTestDb {
  return {
    db,
    dialect: db.dialect,
    close,
    async createUser(label = 'player') {
      return insertTestUser(db, label);
    },
  };
}

/** Inserts a minimal user row (the users table is the core's) and returns its id. */
export async function insertTestUser(db: Db, label = 'player'): Promise<string> {
  const email = `${label.toLowerCase()}-${crypto.randomBytes(6).toString('hex')}@ledger.test`;
  const { rows } = await db.query<{ id: string }>('INSERT INTO users (email) VALUES ($1) RETURNING id', [
    email,
  ]);
  return rows[0]!.id;
}
