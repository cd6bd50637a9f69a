import { ERROR_CODES, errorEntryCode, type ErrorCode } from '@arcade/contracts';
import { ApiError } from './api-error';

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
