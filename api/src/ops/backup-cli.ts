import path from 'node:path';
import { loadConfig } from '../config';
import { BackupError, createBackup, restoreBackup, type BackupSources } from './backup';

export const USAGE = `Usage:
  pnpm backup create <folder>     back up the database, uploaded files and deployed remotes of this configuration
  pnpm backup restore <folder>    restore into this configuration's (empty) database and folders, then check it
The configuration is the server's: DATABASE_URL (else the embedded DATA_DIR), FILES_DIR and DEPLOY_DIR.`;

/** Runs `create` or `restore`; answers the exit code (0 done, 1 refused or failed checks, 2 usage). */
export async function runBackupCli(
  argv: string[],
  sources: BackupSources,
  print: (line: string) => void = console.log,
): Promise<number> {
  const [command, folder, ...rest] = argv.filter((a) => a !== '--');
  if (!folder || rest.length || (command !== 'create' && command !== 'restore')) {
    print(USAGE);
    return 2;
  }
  const where = path.resolve(folder);
  try {
    if (command === 'create') {
      const manifest = await createBackup(sources, where);
      print(
        `backed up ${manifest.database} database (${manifest.migrations.length} migrations, ` +
          `${manifest.ledger.transfers} ledger transfers) and ${Object.keys(manifest.files).length} files to ${where}`,
      );
      return 0;
    }
    const report = await restoreBackup(where, sources);
    if (!report.matches || !report.ledger.ok) {
      for (const problem of report.problems) print(`problem: ${problem}`);
      return 1;
    }
    print(
      `restored ${report.manifest.database} database of ${report.manifest.createdAt}: ` +
        `${report.ledger.entries} ledger entries, invariants hold`,
    );
    return 0;
  } catch (err) {
    if (err instanceof BackupError) {
      print(err.message);
      return 1;
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  process.exitCode = await runBackupCli(process.argv.slice(2), {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    filesDir: config.filesDir,
    deployDir: config.deployDir,
  });
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error((err as Error).message);
    process.exit(1);
  });
}
