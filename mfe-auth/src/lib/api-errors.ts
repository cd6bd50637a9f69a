import { ApiError, toast } from '@arcade/platform';
import { MESSAGES, TIMING } from '@arcade/contracts';
import { isInternalPath } from './safe-path';

/** An answer from the server with an HTTP status (as opposed to a network failure or a bug). */
export function isHttpError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status > 0;
}

/** The server's own message, when it sent one; otherwise the fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  if (!isHttpError(error)) return fallback;
  return error.message && error.message !== MESSAGES.unknownError ? error.message : fallback;
}

/** The redirect a 401 of login or register carries in data.redirect, if it is a path of this site. */
export function redirectOf(error: unknown): string | null {
  if (!isHttpError(error) || error.status !== 401) return null;
  const data = error.data as { redirect?: unknown } | undefined;
  return typeof data?.redirect === 'string' && isInternalPath(data.redirect) ? data.redirect : null;
}

/**
 * SPEC §8 for login, register and profile calls: an HTTP error is a warning toast with the server's
 * message (or "Something went wrong!") for 4 s; anything else is the "An unexpected error occurred!" toast.
 */
export function toastRequestFailure(error: unknown): void {
  if (isHttpError(error)) toast('warning', serverMessage(error, MESSAGES.somethingWrong), TIMING.authToastMs);
  else toast('error', MESSAGES.unexpected, TIMING.authToastMs);
}
