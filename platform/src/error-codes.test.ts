import { ERROR_CODES } from '@arcade/contracts';
import { ApiError } from './api-error';
import { errorCodeOf, hasErrorCode } from './error-codes';

describe('error codes', () => {
  it('reads bare codes and { code } objects from an ApiError', () => {
    const bare = new ApiError({ message: 'x', status: 403, errors: ['geo'] });
    const object = new ApiError({ message: 'x', status: 400, errors: [{ code: 'already_claimed' }] });
    expect(hasErrorCode(bare, ERROR_CODES.geo)).toBe(true);
    expect(errorCodeOf(object)).toBe('already_claimed');
  });

  it('ignores the message text and entries outside the catalogue', () => {
    const byText = new ApiError({ message: 'Daily bonus already claimed', status: 400 });
    const zodIssue = new ApiError({ message: 'x', status: 400, errors: [{ code: 'invalid_type' }] });
    expect(hasErrorCode(byText, ERROR_CODES.alreadyClaimed)).toBe(false);
    expect(errorCodeOf(zodIssue)).toBeUndefined();
    expect(errorCodeOf(new Error('geo'))).toBeUndefined();
  });

  it('accepts a raw errors list', () => {
    expect(hasErrorCode(['unauthorized'], ERROR_CODES.unauthorized)).toBe(true);
  });
});
