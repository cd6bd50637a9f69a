// Creates, migrates and seeds a new embedded data folder, then exits (run by embedded-setup.ts in a child process).
// Prints one JSON line: { applied: [migration file names] }.
import { openDb } from './db';
import { migrate } from './migrate';
import { seed } from './seed';

async function main(): Promise<void> {
  const [dataDir, accounts] = process.argv.slice(1);
  if (!dataDir) throw new Error('usage: embedded-setup-cli <dataDir> accounts|no-accounts');
  // This process exits when done: initdb runs here, not in a child of a child.
  const db = await openDb({ dataDir, initInProcess: true });
  try {
    const applied = await migrate(db);
    await seed(db, { accounts: accounts === 'accounts' });
    process.stdout.write(`${JSON.stringify({ applied })}\n`);
  } finally {
    await db.close();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error((err as Error).message);
    process.exit(1);
  },
);
