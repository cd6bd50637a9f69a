/**
 * Work done after the answer is sent (mail of forgot-password and resend-verification): the answer then takes the
 * same time whether or not the account exists, and says nothing about it. Failures are logged, never thrown.
 * Pending work is tracked so that shutdown and tests can wait for it (settleAfterReply).
 */
const pending = new Set<Promise<void>>();

export function runAfterReply(
  log: { error(obj: unknown, msg?: string): void },
  what: string,
  task: () => Promise<void>,
): void {
  const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((err: unknown) => log.error({ err }, `${what} failed`))
    .finally(() => pending.delete(p));
  pending.add(p);
}

/** Resolves when every task started so far (and any they started) has finished. */
export async function settleAfterReply(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
