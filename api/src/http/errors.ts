import { ERROR_CODES, type ErrorCode } from '@arcade/contracts';

/**
 * What the one error handler answers with its own status, message and details: an AppError, or the error of a
 * lower layer that carries the same fields without importing http/ (the ledger's LedgerError: its machine code,
 * statusCode, the SPEC's message and `errors`).
 */
export interface ClientError extends Error {
  readonly statusCode: number;
  readonly errors: unknown[];
  readonly data?: unknown;
}

/** An Error with a numeric statusCode and an `errors` array (an AppError or a domain error such as LedgerError). */
export function isClientError(value: unknown): value is ClientError {
  return (
    value instanceof Error &&
    typeof (value as Partial<ClientError>).statusCode === 'number' &&
    Array.isArray((value as Partial<ClientError>).errors)
  );
}

/** An error the client may see: status, message in the SPEC's words, and a list of details. */
export class AppError extends Error {
  /**
   * `x instanceof AppError` also holds for a lower layer's client error (isClientError), so a caller that
   * answers or prints AppErrors treats the ledger's errors as it did when they extended AppError. A subclass
   * (`instanceof CouponError`) keeps the plain prototype check.
   */
  static [Symbol.hasInstance](value: unknown): boolean {
    if (this !== AppError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return isClientError(value);
  }

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: unknown[] = [],
    /** Extra data for the envelope (e.g. { redirect } on a 401 of login). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors: unknown[] = []) => new AppError(400, message, errors);
/** 401 with its machine code (contracts' ERROR_CODES), which the client reacts to instead of the text. */
export const unauthorized = (
  message = 'Unauthorized request',
  data?: unknown,
  code: ErrorCode = ERROR_CODES.unauthorized,
) => new AppError(401, message, [code], data);
export const forbidden = (message = 'Forbidden', errors: unknown[] = []) =>
  new AppError(403, message, errors);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string, errors: unknown[] = []) => new AppError(409, message, errors);
export const tooMany = (message = 'Too many requests. Please try again later.') => new AppError(429, message);
