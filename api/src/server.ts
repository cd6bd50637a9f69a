import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDb, type Db } from './db/db';
import { isNewEmbeddedDataDir, setUpNewEmbeddedDatabase } from './db/embedded-setup';
import { migrate } from './db/migrate';
import { seed, SEEDED_ACCOUNTS, type SeededAccount } from './db/seed';
import { createLogger } from './http/logger';

/**
 * Starts the api: the whole configuration is read and validated first (one message listing every wrong variable,
 * exit code 1, no stack trace), and only then is the database opened and migrated.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Arcade cannot start. ${err.message}`);
      process.exit(1);
    }
    throw err;
  }

  const logger = createLogger(config);
  let db: Db;
  try {
    // A new embedded database is created, migrated and seeded in a child process (db/embedded-setup.ts).
    if (!config.databaseUrl && isNewEmbeddedDataDir(config.dataDir)) {
      const { applied } = await setUpNewEmbeddedDatabase(config.dataDir, {
        accounts: config.seedDemoAccounts,
      });
      logger.info({ applied, dataDir: config.dataDir }, 'new embedded database set up');
    }
    db = await openDb({
      databaseUrl: config.databaseUrl,
      poolMax: config.databasePoolMax,
      dataDir: config.dataDir,
    });
  } catch (err) {
    console.error(
      `Arcade cannot start: the database could not be opened (${config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR=${config.dataDir}`}): ${(err as Error).message}`,
    );
    process.exit(1);
  }
  const applied = await migrate(db);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  await seed(db, { accounts: config.seedDemoAccounts });

  const app = await buildApp({ config, db, logger });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      console.error(`${signal} again: exiting now`);
      process.exit(1);
    }
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      console.error('Shutdown took more than 10 s: exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (err) {
      logger.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    console.error(
      code === 'EADDRINUSE'
        ? `Arcade cannot start: port ${config.port} on ${config.host} is already in use (set PORT).`
        : `Arcade cannot start: ${(err as Error).message}`,
    );
    await db.close().catch(() => undefined);
    process.exit(1);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  // The log is written in batches (http/logger.ts): what start-up logged goes out before the banner below.
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
  console.log(`Arcade is running at http://${shownHost}:${port}`);
  if (config.sandbox) {
    console.log(
      'Sandbox is on (SANDBOX=on): development mailbox at /dev/mailbox, SMS outbox at /dev/sms, identity-verification ' +
        `sandbox, development sign-in provider, location ${config.geo.mode === 'fixed' ? `fixed at ${config.geo.fixed}` : config.geo.mode}.`,
    );
  }
  if (config.seedDemoAccounts && !config.isProduction) {
    console.log('Seeded accounts (demo only):');
    for (const account of Object.values(SEEDED_ACCOUNTS)) {
      console.log(`  ${account.role.padEnd(7)}  ${account.email}  ${account.password}`);
    }
    // Staff sign in with a second factor (issue 29): the demo staff are enrolled with these secrets.
    console.log(
      'Demo staff second factor (add the secret to an authenticator app, or scan its otpauth URI):',
    );
    for (const account of Object.values(SEEDED_ACCOUNTS) as SeededAccount[]) {
      if (account.role === 'USER') continue;
      if (!account.totpSecret) {
        console.log(`  ${account.email}  (sets up its authenticator app on the first sign-in)`);
        continue;
      }
      console.log(
        `  ${account.email}  ${account.totpSecret}  otpauth://totp/Lucky%20Arcade:${encodeURIComponent(account.email)}?secret=${account.totpSecret}&issuer=Lucky%20Arcade`,
      );
    }
  }
}

main().catch((err: unknown) => {
  console.error('Arcade failed to start:', err);
  process.exit(1);
});
