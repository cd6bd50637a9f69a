import { CRYPTO_SETTINGS } from '@arcade/contracts';

let last = 0;
let chain: Promise<void> = Promise.resolve();

/** SPEC §9: at least 500 ms between rate calls. Calls queue and start one gap after the one before. */
export function rateGate(now: () => number = Date.now): Promise<void> {
  const next = chain.then(async () => {
    const wait = last + CRYPTO_SETTINGS.minRateCallGapMs - now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    last = now();
  });
  chain = next.catch(() => undefined);
  return next;
}

/** Test seam: forget the last call. */
export function resetRateGate(): void {
  last = 0;
  chain = Promise.resolve();
}
