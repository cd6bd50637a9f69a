/** Load failures the runtime plugin saw, per remote (the error boundary reads them for its message). */
const failures = new Map<string, string>();

export function recordFailure(remote: string, message: string): void {
  failures.set(remote, message);
}

export function lastFailure(remote: string): string | undefined {
  return failures.get(remote);
}

export function clearFailure(remote: string): void {
  failures.delete(remote);
}

/** Marker module the runtime plugin answers instead of a remote module that could not load. */
export interface UnavailableModule {
  __arcadeUnavailable: true;
  remote: string;
  reason: string;
}

export function isUnavailable(mod: unknown): mod is UnavailableModule {
  return typeof mod === 'object' && mod !== null && (mod as UnavailableModule).__arcadeUnavailable === true;
}
