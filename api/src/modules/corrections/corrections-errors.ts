import { ERROR_CODES, STAFF_MESSAGES } from '@arcade/contracts';
import { AppError, badRequest, conflict, forbidden } from '../../http/errors';

/** 404 correction_not_found. */
export const correctionNotFound = () =>
  new AppError(404, STAFF_MESSAGES.correctionNotFound, [ERROR_CODES.correctionNotFound]);

/** 409 correction_decided: already applied or rejected; nothing more moves. */
export const correctionDecided = () =>
  conflict(STAFF_MESSAGES.correctionDecided, [ERROR_CODES.correctionDecided]);

/** 403 second_approver_required: the staff member who asked for a correction cannot approve it. */
export const secondApproverRequired = () =>
  forbidden(STAFF_MESSAGES.secondApproverRequired, [ERROR_CODES.secondApproverRequired]);

/** 400: no user with that id. */
export const unknownPlayer = () =>
  badRequest(STAFF_MESSAGES.correctionUnknownPlayer, [
    ERROR_CODES.validation,
    { path: 'userId', message: STAFF_MESSAGES.correctionUnknownPlayer },
  ]);

/** 400 insufficient_balance: the debit would take the player below zero; nothing moved. */
export const belowZero = () =>
  badRequest(STAFF_MESSAGES.correctionBelowZero, [
    ERROR_CODES.insufficientBalance,
    { path: 'amount', message: STAFF_MESSAGES.correctionBelowZero },
  ]);
