import { ERROR_CODES, MESSAGES } from '@arcade/contracts';
import {
  ApiError,
  errorCodeOf,
  errorMessage,
  fieldErrors,
  hasErrorCode,
  isHttpError,
  isRetryable,
  normaliseError,
} from './api-error';

const answered = (status: number, message: string, errors?: unknown[]) =>
  new ApiError({ message, status, errors });

describe('normaliseError (SPEC §7)', () => {
  it('takes the body message, else the client one, else "Unknown error occurred"; errors only as a list', () => {
    expect(normaliseError({ message: 'Nope', errors: ['geo'] }, 403)).toMatchObject({
      message: 'Nope',
      status: 403,
      errors: ['geo'],
    });
    expect(normaliseError({ errors: 'x' }, 500, 'Mine')).toMatchObject({
      message: 'Mine',
      errors: undefined,
    });
    expect(normaliseError(null, 502).message).toBe(MESSAGES.unknownError);
  });
});

describe('errorMessage', () => {
  it("is the server's message for a person", () => {
    expect(errorMessage(answered(400, 'Coupon expired'), 'Could not redeem')).toBe('Coupon expired');
  });

  it('is the fallback for a network failure, a bug or an answer without a message of its own', () => {
    expect(errorMessage(answered(0, 'Failed to fetch'), 'Purchase failed.')).toBe('Purchase failed.');
    expect(errorMessage(new TypeError('x is undefined'), 'Purchase failed.')).toBe('Purchase failed.');
    expect(errorMessage(answered(500, MESSAGES.unknownError))).toBe(MESSAGES.somethingWrong);
    expect(errorMessage('boom')).toBe(MESSAGES.somethingWrong);
  });

  it('tells an answer from a failure to get one', () => {
    expect(isHttpError(answered(404, 'Not found'))).toBe(true);
    expect(isHttpError(answered(0, 'Failed to fetch'))).toBe(false);
    expect(isHttpError(new Error('x'))).toBe(false);
  });
});

describe('fieldErrors', () => {
  it('maps validation entries to their fields, the first message of each', () => {
    const error = answered(400, 'Invalid email', [
      { path: 'email', message: 'Invalid email' },
      { path: 'email', message: 'Too long' },
      { instancePath: '/address/city', message: 'must be a string' },
      ERROR_CODES.validation,
      { path: '', message: 'whole body' },
    ]);
    expect(fieldErrors(error)).toEqual({ email: 'Invalid email', 'address.city': 'must be a string' });
  });

  it('is empty for an error that names no field', () => {
    expect(fieldErrors(answered(409, 'Pending', [ERROR_CODES.redemptionPending]))).toEqual({});
    expect(fieldErrors(new Error('x'))).toEqual({});
  });
});

describe('isRetryable', () => {
  it('is true when no answer came, for 408, 429 and 5xx', () => {
    for (const status of [0, 408, 429, 500, 503]) expect(isRetryable(answered(status, 'x'))).toBe(true);
  });

  it('is false for a definite refusal or a bug', () => {
    for (const status of [400, 401, 403, 404, 409]) expect(isRetryable(answered(status, 'x'))).toBe(false);
    expect(isRetryable(new TypeError('x'))).toBe(false);
  });
});

describe('error codes', () => {
  it('reads bare codes and { code } objects from an ApiError', () => {
    const bare = answered(403, 'x', ['geo']);
    const object = answered(400, 'x', [{ code: 'already_claimed' }]);
    expect(hasErrorCode(bare, ERROR_CODES.geo)).toBe(true);
    expect(errorCodeOf(object)).toBe('already_claimed');
  });

  it('ignores the message text and entries outside the catalogue', () => {
    const byText = answered(400, 'Daily bonus already claimed');
    const zodIssue = answered(400, 'x', [{ code: 'invalid_type' }]);
    expect(hasErrorCode(byText, ERROR_CODES.alreadyClaimed)).toBe(false);
    expect(errorCodeOf(zodIssue)).toBeUndefined();
    expect(errorCodeOf(new Error('geo'))).toBeUndefined();
  });

  it('accepts a raw errors list', () => {
    expect(hasErrorCode(['unauthorized'], ERROR_CODES.unauthorized)).toBe(true);
  });
});
