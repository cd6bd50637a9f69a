import { ERROR_CODES, type ErrorCode } from '@arcade/contracts';

/** An error the client may see: status, message in the SPEC's words, and a list of details. */
export class AppError extends Error {
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
