/**
 * Starts the api on 127.0.0.1 (random port, in-memory PGlite, seeded) in its own process, for the OIDC flow test:
 * openid-client and oidc-provider are ESM-only and run here under tsx like in production. Prints {"port": N}.
 */
import { buildApp } from '../../../../app';
import { openDb } from '../../../../db/db';
import { migrate } from '../../../../db/migrate';
import { seed } from '../../../../db/seed';
import { testConfig } from '../../../../testing/test-app';

async function main(): Promise<void> {
  const config = testConfig({ logLevel: 'silent' });
  const db = await openDb({ memory: true });
  await migrate(db);
  await seed(db, { accounts: true });
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
  );
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  process.stdin.on('end', () => void stop());
  process.stdin.resume();
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
