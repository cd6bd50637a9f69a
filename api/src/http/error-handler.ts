import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { ERROR_CODES, SESSION_MESSAGES, type ErrorCode } from '@arcade/contracts';
import { isClientError } from './errors';

export interface ErrorEnvelope {
  success: false;
  statusCode: number;
  message: string;
  errors: unknown[];
  data?: unknown;
}

/** The machine code of a client error the framework raised (not an AppError): every 4xx carries one. */
function frameworkCode(status: number): ErrorCode {
  if (status === 404) return ERROR_CODES.notFound;
  if (status === 413) return ERROR_CODES.payloadTooLarge;
  if (status === 415) return ERROR_CODES.unsupportedMediaType;
  if (status === 429) return ERROR_CODES.rateLimited;
  return ERROR_CODES.badRequest;
}

/** Maps any thrown value to the error envelope; an unexpected error (not an AppError) never reveals its cause. */
export function toErrorEnvelope(error: unknown): ErrorEnvelope {
  if (isClientError(error)) {
    // A 400 whose entries name fields but no machine code is a validation answer: it says so, like the schema's.
    const fieldsOnly =
      error.statusCode === 400 && error.errors.length > 0 && !error.errors.some((e) => typeof e === 'string');
    const body: ErrorEnvelope = {
      success: false,
      statusCode: error.statusCode,
      message: error.message,
      errors: fieldsOnly ? [ERROR_CODES.validation, ...error.errors] : error.errors,
    };
    // An AppError is built on purpose (message, machine codes, data): it is answered as built, 5xx included.
    if (error.data !== undefined) body.data = error.data;
    return body;
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return {
      success: false,
      statusCode: 400,
      message: issues[0]?.message ?? 'Invalid input',
      errors: [ERROR_CODES.validation, ...issues],
    };
  }
  const e = error as Partial<FastifyError> & { validation?: unknown[] };
  if (Array.isArray(e?.validation)) {
    return {
      success: false,
      statusCode: 400,
      message: e.message ?? 'Invalid input',
      errors: [ERROR_CODES.validation, ...e.validation],
    };
  }
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    return {
      success: false,
      statusCode: status,
      message: e.message || 'Bad request',
      errors: [frameworkCode(status)],
    };
  }
  return {
    success: false,
    statusCode: status >= 500 && status < 600 ? status : 500,
    message: SESSION_MESSAGES.internal,
    errors: [],
  };
}

/** The global error handler: envelope answers; 5xx details (with the request id) go to the logs only. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body = toErrorEnvelope(error);
    if (body.statusCode >= 500) {
      request.log.error(
        { err: error, reqId: request.id, url: request.url, method: request.method },
        'request failed',
      );
    } else {
      request.log.info({ statusCode: body.statusCode, message: body.message }, 'request rejected');
    }
    if (body.statusCode === 401 || body.statusCode >= 500) reply.header('cache-control', 'no-store');
    return reply.code(body.statusCode).send(body);
  });
}
