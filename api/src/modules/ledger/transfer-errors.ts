import { ERROR_CODES, WALLET_MESSAGES } from '@arcade/contracts';

/** The ledger's machine codes: the contracts' where a client reacts to them, the ledger's own otherwise. */
export type LedgerErrorCode =
  | typeof ERROR_CODES.insufficientBalance
  | typeof ERROR_CODES.idempotencyConflict
  | 'user_not_found'
  | 'transfer_not_found'
  | 'invalid_correction';

/**
 * An error of the ledger; nothing moved. The ledger knows no HTTP: it carries its machine code, the status and
 * message a client is answered with, and the details (`errors`), which the one error handler
 * (http/error-handler.ts) reads from any error that has them, as it does from an AppError.
 */
export class LedgerError extends Error {
  constructor(
    readonly code: LedgerErrorCode,
    readonly statusCode: number,
    message: string,
    readonly errors: unknown[] = [],
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

/** A user account would go below zero; nothing moved. */
export class InsufficientFundsError extends LedgerError {
  constructor(
    readonly accountId: string,
    readonly balance: number,
    readonly amount: number,
  ) {
    super(ERROR_CODES.insufficientBalance, 400, WALLET_MESSAGES.insufficientBalance, [
      { path: 'amount', message: WALLET_MESSAGES.insufficientBalance },
    ]);
    this.name = 'InsufficientFundsError';
  }
}

/** An idempotency key was reused for a different movement; nothing moved. */
export class IdempotencyConflictError extends LedgerError {
  constructor(readonly idempotencyKey: string) {
    super(
      ERROR_CODES.idempotencyConflict,
      409,
      'This idempotency key was already used for a different transfer',
    );
    this.name = 'IdempotencyConflictError';
  }
}

/** An account was asked for a user who does not exist (404 "User not found"). */
export const unknownUser = () => new LedgerError('user_not_found', 404, 'User not found');
/** A correction of a transfer that does not exist (404 "Transfer not found"). */
export const unknownTransfer = () => new LedgerError('transfer_not_found', 404, 'Transfer not found');
/** A correction or adjustment the ledger refuses (400 with the reason). */
export const invalidCorrection = (message: string) => new LedgerError('invalid_correction', 400, message);
