// Ledger fuzzer: many concurrent clients doing random transfers, daily and free-entry claims, coupon
// redemptions and corrections, with retries and concurrent duplicates of the same idempotency keys, on
// PostgreSQL. Then it checks debits == credits per currency, no user balance ever below zero (running
// balances and CHECK constraints), every cached balance == the sum of its entries, and the bonus and
// coupon rules. Usage (from the repository root, DATABASE_URL set):
//   npx tsx bench/ledger-fuzz/run.ts --seed 42 --ops 100000 --clients 16 [--users 64] [--coupons ops/500] [--keep]
// Prints the seed first, writes bench/results/ledger-fuzz.json, exits 1 on any violation.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb, PostgresDb } from '../../api/src/db/db';
import { migrate } from '../../api/src/db/migrate';
import { runFuzz } from '../../api/src/testing/ledger-fuzz/ledger-fuzz';

// CommonJS (see package.json here), so the api's modules load as they do in the server.
const here = __dirname;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0) return process.argv[i + 1];
  const inline = process.argv.find((a) => a.startsWith(`--${name}=`));
  return inline?.slice(name.length + 3);
}

function intArg(name: string, fallback: number): number {
  const raw = arg(name);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) {
    console.error(`--${name} must be a non-negative integer, got ${raw}`);
    process.exit(2);
  }
  return n;
}

async function main(): Promise<number> {
  const seed = intArg('seed', crypto.randomInt(1, 2 ** 31));
  console.log(`ledger-fuzz seed=${seed}`);
  const ops = intArg('ops', 100_000);
  const clients = Math.max(1, intArg('clients', 16));
  const users = intArg('users', Math.max(8, clients * 4));
  const coupons = arg('coupons') === undefined ? undefined : intArg('coupons', 0);
  const keep = process.argv.includes('--keep');
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'DATABASE_URL is required (a PostgreSQL server), e.g. postgres://postgres@127.0.0.1:5432/test',
    );
    return 2;
  }

  const name = `ledger_fuzz_${seed}_${crypto.randomBytes(3).toString('hex')}`;
  const admin = await openDb({ databaseUrl: url });
  await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openDb({ databaseUrl: target.toString() });
  if (db instanceof PostgresDb) db.pool.on('error', () => undefined);
  console.log(`database ${name}: ${ops} ops, ${clients} clients, ${users} users`);

  try {
    await migrate(db);
    const report = await runFuzz(db, {
      seed,
      ops,
      clients,
      users,
      coupons,
      onProgress: (done, total) => console.log(`  ${done}/${total} ops`),
    });
    const result = {
      bench: 'ledger-fuzz',
      command: `npx tsx bench/ledger-fuzz/run.ts --seed ${seed} --ops ${ops} --clients ${clients}`,
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      ...report,
    };
    const out = path.join(here, '..', 'results', 'ledger-fuzz.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);

    console.log(`done in ${(report.durationMs / 1000).toFixed(1)} s (${report.opsPerSecond} ops/s)`);
    for (const t of report.ledger.totals) {
      console.log(
        `  ${t.currency}: ${t.transfers} transfers, debits ${t.debits} == credits ${t.credits}, balances sum ${t.balanceSum}`,
      );
    }
    console.log(`  outcomes: ${JSON.stringify(report.outcomes)}`);
    console.log(`figures written to ${path.relative(process.cwd(), out)}`);
    if (!report.ok) {
      console.error(`FAILED: ${report.violationCount} violation(s) (seed ${seed}):`);
      for (const v of report.violations) console.error(`  - ${v}`);
      return 1;
    }
    console.log(`OK: no violation (seed ${seed})`);
    return 0;
  } finally {
    await db.close();
    if (!keep) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    else console.log(`kept database ${name}`);
    await admin.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
