import type { GamesContext } from './games-context';
import { unansweredWithdrawals } from './game-withdrawals-repository';
import { retryWithdrawal } from './game-withdrawals-service';
import { unansweredLoads } from './loads-repository';
import { retryLoad } from './loads-service';

/** Loads and withdrawals younger than this are still being answered: the retry job leaves them alone. */
export const RETRY_MIN_AGE_MS = 60_000;

/**
 * The retry job (one node at a time, api/src/jobs/job-runner.ts): every load and game withdrawal still pending on
 * an automatic platform after minAgeMs is pushed again with its own idempotency key, so a platform that did not
 * answer (timeout, 5xx) loads or withdraws once when it is back, and a refusal refunds. The manual platform's
 * pending requests wait for staff. Answers how many were tried and how many are still pending.
 */
export async function retryUnanswered(ctx: GamesContext, minAgeMs = RETRY_MIN_AGE_MS) {
  if (!ctx.platform.automatic) return { tried: 0, stillPending: 0 };
  const loads = await unansweredLoads(ctx.db, minAgeMs);
  const withdrawals = await unansweredWithdrawals(ctx.db, minAgeMs);
  let stillPending = 0;
  // One failure (staff decided it meanwhile: already decided) does not stop the others.
  const attempt = async (id: string, push: () => Promise<{ status: string }>) => {
    try {
      if ((await push()).status === 'pending') stillPending += 1;
    } catch (err) {
      ctx.log.warn({ request: id, err: (err as Error).message }, 'game transfer retry: not pushed');
    }
  };
  for (const row of loads) await attempt(row.id, () => retryLoad(ctx, row));
  for (const row of withdrawals) await attempt(row.id, () => retryWithdrawal(ctx, row));
  return { tried: loads.length + withdrawals.length, stillPending };
}
