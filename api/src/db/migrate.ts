import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './db';

export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/**
 * Applies migrations/NNNN_name.sql in order, each once, each in its own transaction.
 * On PostgreSQL an advisory lock keeps two starting nodes from migrating at once.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    if (tx.dialect === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(727274)');
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations(name) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}

/** Splits a migration on semicolons at line ends; $$-quoted bodies are kept whole. */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line) && !inDollar) continue;
    const dollars = (line.match(/\$\$/g) ?? []).length;
    if (dollars % 2 === 1) inDollar = !inDollar;
    current += `${line}\n`;
    if (!inDollar && /;\s*$/.test(line)) {
      if (current.trim()) out.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
