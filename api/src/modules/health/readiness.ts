import fs from 'node:fs';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/db';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { registryFile, readRegistry } from '../static/registry';
import { appliedMigrations, pingDatabase } from './health-repository';

/** One readiness check: resolves when fine, rejects with why not. */
export interface ReadyCheck {
  name: 'database' | 'redis' | 'migrations' | 'registry';
  run: () => Promise<void>;
}

export interface ReadyResult {
  ready: boolean;
  checks: { name: ReadyCheck['name']; ok: boolean; error?: string }[];
}

/** How long one check may take before it counts as failed. */
export const READY_CHECK_TIMEOUT_MS = 2000;

export interface ReadinessDeps {
  db: Db;
  redis: Redis | null;
  deployDir: string;
  /** In production a missing registry file fails (the shared deploy folder is not mounted); else it is empty. */
  registryRequired: boolean;
  migrationsDir?: string;
}

/** The migration files of this build that the database has not applied. */
export async function pendingMigrations(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = fs.readdirSync(dir).filter((f) => /^\d{4}_.+\.sql$/.test(f));
  const applied = new Set(await appliedMigrations(db));
  return files.filter((f) => !applied.has(f)).sort();
}

/** The checks of GET /ready: the database answers, Redis answers (when configured), migrations, the registry. */
export function readinessChecks(deps: ReadinessDeps): ReadyCheck[] {
  const checks: ReadyCheck[] = [{ name: 'database', run: () => pingDatabase(deps.db) }];
  const { redis } = deps;
  if (redis) checks.push({ name: 'redis', run: async () => void (await redis.ping()) });
  checks.push({
    name: 'migrations',
    run: async () => {
      const pending = await pendingMigrations(deps.db, deps.migrationsDir);
      if (pending.length) throw new Error(`not applied: ${pending.join(', ')}`);
    },
  });
  checks.push({
    name: 'registry',
    run: async () => {
      if (deps.registryRequired && !fs.existsSync(registryFile(deps.deployDir)))
        throw new Error('no remotes.json in DEPLOY_DIR');
      await readRegistry(deps.deployDir);
    },
  });
  return checks;
}

function withTimeout(run: () => Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    run(),
    new Promise<void>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
      timer.unref();
    }),
  ]).finally(() => clearTimeout(timer));
}

/** The readiness checks of this app (app.readiness); a test may replace one to simulate a failure. */
export class Readiness {
  constructor(private checks: ReadyCheck[]) {}

  /** Replaces the named check's run; answers the function that puts the original back. */
  replace(name: ReadyCheck['name'], run: ReadyCheck['run']): () => void {
    const original = this.checks;
    this.checks = original.map((c) => (c.name === name ? { name, run } : c));
    return () => {
      this.checks = original;
    };
  }

  async check(timeoutMs = READY_CHECK_TIMEOUT_MS): Promise<ReadyResult> {
    const checks = await Promise.all(
      this.checks.map(async ({ name, run }) => {
        try {
          await withTimeout(run, timeoutMs);
          return { name, ok: true };
        } catch (err) {
          return { name, ok: false, error: (err as Error)?.message ?? String(err) };
        }
      }),
    );
    return { ready: checks.every((c) => c.ok), checks };
  }
}
