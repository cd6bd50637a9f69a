import {
  ERROR_CODES,
  MESSAGES,
  errorEntryCode,
  type ErrorCode,
  type NormalisedError,
} from '@arcade/contracts';

/**
 * The client's one error module (SPEC §7): the normalised error, and every reading of it a screen needs: the
 * message for a person, the fields the server refused, whether to try again, and the machine codes.
 */
export class ApiError extends Error implements NormalisedError {
  readonly status: number;
  readonly errors?: unknown[];
  readonly data?: unknown;

  constructor(init: NormalisedError) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    if (init.errors) this.errors = init.errors;
    if (init.data !== undefined) this.data = init.data;
  }
}

/** message from the body, else the client's own, else "Unknown error occurred"; errors only when a list. */
export function normaliseError(body: unknown, status: number, clientMessage?: string): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const message = (typeof b.message === 'string' && b.message) || clientMessage || MESSAGES.unknownError;
  return new ApiError({
    message,
    status,
    errors: Array.isArray(b.errors) ? b.errors : undefined,
    data: b.data,
  });
}

/** An answer of the server with an HTTP status (not a network failure, status 0, nor a bug in the page). */
export function isHttpError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status > 0;
}

/**
 * What to tell a person: the server's own message, else `fallback` (the caller's words for what failed). A
 * network failure or a bug never shows its technical text ("Failed to fetch", "x is undefined").
 */
export function errorMessage(error: unknown, fallback: string = MESSAGES.somethingWrong): string {
  return isHttpError(error) && error.message && error.message !== MESSAGES.unknownError
    ? error.message
    : fallback;
}

/**
 * The fields the server refused and why, by field name ("address.city"): its validation entries
 * `{ path, message }` (or a JSON-schema `instancePath`). Empty when the error names no field.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isHttpError(error)) return out;
  for (const entry of error.errors ?? []) {
    const e = (entry ?? {}) as { path?: unknown; instancePath?: unknown; message?: unknown };
    const raw =
      typeof e.path === 'string' ? e.path : typeof e.instancePath === 'string' ? e.instancePath : '';
    const field = raw.replace(/^\//, '').replace(/\//g, '.');
    if (field && typeof e.message === 'string' && e.message && !(field in out)) out[field] = e.message;
  }
  return out;
}

/** Whether the same call may succeed later: no answer came (network, timeout), 408, 429 or a 5xx. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const { status } = error;
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

const KNOWN = new Set<string>(Object.values(ERROR_CODES));

function codes(error: unknown): ErrorCode[] {
  const list = error instanceof ApiError ? (error.errors ?? []) : Array.isArray(error) ? error : [];
  return list.map(errorEntryCode).filter((c): c is ErrorCode => c !== undefined && KNOWN.has(c));
}

/** The first catalogued machine code (contracts' ERROR_CODES) in an error's `errors` list, if any. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  return codes(error)[0];
}

/** Whether the server marked this error with `code`. Accepts an ApiError or a raw `errors` list. */
export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return codes(error).includes(code);
}
