import { MESSAGES, type NormalisedError } from '@arcade/contracts';

/** The one client-side error shape (SPEC §7). */
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
