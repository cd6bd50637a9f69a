import type { BootAnswerPath } from '@arcade/contracts';

/** How a boot answer is had: what its public GET would answer (the envelope's data). */
export type BootAnswerSources = Record<BootAnswerPath, () => Promise<unknown>>;

/** An answer is reused this long (ms): a page costs no query, and a change shows in the next pages after it. */
export const BOOT_ANSWER_TTL_MS = 5_000;

interface Held {
  at: number;
  value: Promise<unknown>;
}

/**
 * The answers of the public GETs a route's first render makes (RouteDef.answers), for its HTML (issue 9): each
 * had from its source at most once per BOOT_ANSWER_TTL_MS (concurrent pages share one). A source that fails
 * leaves the answer out: the page then asks for it as it did before.
 */
export class BootAnswers {
  private readonly held = new Map<BootAnswerPath, Held>();
  constructor(
    private readonly sources: Partial<BootAnswerSources>,
    private readonly now: () => number = Date.now,
  ) {}

  private one(path: BootAnswerPath): Promise<unknown> {
    const at = this.now();
    const hit = this.held.get(path);
    if (hit && at - hit.at < BOOT_ANSWER_TTL_MS) return hit.value;
    const source = this.sources[path];
    const value = source ? source() : Promise.reject(new Error(`no source for ${path}`));
    this.held.set(path, { at, value });
    // A failure is not kept: the next page tries again.
    value.catch(() => {
      if (this.held.get(path)?.value === value) this.held.delete(path);
    });
    return value;
  }

  /** The answers for these paths; null when any of them cannot be had (then none is inlined). */
  async for(paths: readonly BootAnswerPath[]): Promise<Partial<Record<BootAnswerPath, unknown>> | null> {
    try {
      const values = await Promise.all(paths.map((p) => this.one(p)));
      return Object.fromEntries(paths.map((p, i) => [p, values[i]]));
    } catch {
      return null;
    }
  }
}
