import { MESSAGES } from '@arcade/contracts';

/** The message of a failed call, or the given fallback when it carries none of its own. */
export function errorMessage(error: unknown, fallback: string = MESSAGES.somethingWrong): string {
  const message = error instanceof Error ? error.message : '';
  return message && message !== MESSAGES.unknownError ? message : fallback;
}
