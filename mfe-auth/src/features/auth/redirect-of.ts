import { isHttpError } from '@arcade/platform';
import { isInternalPath } from '../../lib/safe-path';

/** The redirect a 401 of login or register carries in data.redirect (SPEC §8), if it is a path of this site. */
export function redirectOf(error: unknown): string | null {
  if (!isHttpError(error) || error.status !== 401) return null;
  const data = error.data as { redirect?: unknown } | undefined;
  return typeof data?.redirect === 'string' && isInternalPath(data.redirect) ? data.redirect : null;
}
