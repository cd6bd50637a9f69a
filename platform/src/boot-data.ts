import { BOOT_ANSWER_MAX_AGE_MS, BOOT_DATA_ID, type BootData } from '@arcade/contracts';

let parsed: Partial<BootData> | null | undefined;
const taken = new Set<string>();

/** The boot data the server inlined in the page (contracts first-load.ts), parsed once; null if none. */
export function bootData(): Partial<BootData> | null {
  if (parsed !== undefined) return parsed;
  const text = typeof document === 'undefined' ? null : document.getElementById(BOOT_DATA_ID)?.textContent;
  try {
    parsed = text ? (JSON.parse(text) as Partial<BootData>) : null;
  } catch {
    parsed = null;
  }
  return parsed;
}

/** Test seam: the page's boot data is read again, and its answers can be taken again. */
export function resetBootDataCache(): void {
  parsed = undefined;
  taken.clear();
}

/**
 * The answer the page's HTML carried for `GET <path>` (a public GET of the route's first render), taken once and
 * only early in the page's life (BOOT_ANSWER_MAX_AGE_MS): the first request is answered without a round trip,
 * any later one asks the server. `path` is the api client's path with its query string, as the server keyed it.
 */
export function takeBootAnswer(path: string): { data: unknown } | null {
  if (taken.has(path)) return null;
  if (typeof performance !== 'undefined' && performance.now() > BOOT_ANSWER_MAX_AGE_MS) return null;
  const answers = bootData()?.answers as Record<string, unknown> | undefined;
  if (!answers || !Object.prototype.hasOwnProperty.call(answers, path)) return null;
  taken.add(path);
  return { data: answers[path] };
}
