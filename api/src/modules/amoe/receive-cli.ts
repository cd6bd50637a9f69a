import { amoeReceiveBodySchema, formatMoney, sweepCents } from '@arcade/contracts';
import { loadConfig } from '../../config';
import { openDb, type Db } from '../../db/db';
import { migrate } from '../../db/migrate';
import { AppError } from '../../http/errors';
import { announceWrites } from '../session/live-user-cache';
import { receiveAmoeRequest } from './amoe-service';

export const USAGE = 'Usage: pnpm --filter api amoe:receive <AMOE-XXXX-XXXX> [--reject "reason"]';

/** Parses `<code> [--reject "reason"]`. */
export function parseReceiveArgs(argv: string[]): { code: string; accept: boolean; reason?: string } {
  const args = argv.filter((a) => a !== '--');
  const rejectAt = args.findIndex((a) => a === '--reject' || a.startsWith('--reject='));
  let reason: string | undefined;
  if (rejectAt >= 0) {
    const flag = args[rejectAt]!;
    reason = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : args[rejectAt + 1];
    args.splice(rejectAt, flag.includes('=') ? 1 : 2);
  }
  if (args.length !== 1) throw new Error(USAGE);
  const parsed = amoeReceiveBodySchema.safeParse({ code: args[0], accept: rejectAt < 0, reason });
  if (!parsed.success) throw new Error(`${parsed.error.issues[0]?.message ?? 'Invalid input'}\n${USAGE}`);
  return parsed.data;
}

/** Records a received mail-in card with the same service as POST /admin/amoe/receive; returns the exit code. */
export async function runReceiveCli(
  argv: string[],
  db: Db,
  print: (line: string) => void = console.log,
): Promise<number> {
  let input: ReturnType<typeof parseReceiveArgs>;
  try {
    input = parseReceiveArgs(argv);
  } catch (err) {
    print((err as Error).message);
    return 2;
  }
  try {
    const { request } = await receiveAmoeRequest(db, { ...input, processedBy: 'cli' });
    print(
      request.status === 'credited'
        ? `${request.code}: credited ${formatMoney(sweepCents(request.amount))}`
        : `${request.code}: rejected (${request.reason ?? ''})`,
    );
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      print(`${input.code}: ${err.message}`);
      return 1;
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const db = await openDb({
    databaseUrl: config.databaseUrl,
    poolMax: config.databasePoolMax,
    dataDir: config.dataDir,
  });
  // With Redis, the running servers' live user caches forget the credited player at once.
  const closeAnnouncer = announceWrites(db, config.redisUrl);
  try {
    await migrate(db);
    process.exitCode = await runReceiveCli(process.argv.slice(2), db);
  } finally {
    await closeAnnouncer();
    await db.close();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error((err as Error).message);
    process.exit(1);
  });
}
