import { WALLET_MESSAGES } from '@arcade/contracts';
import { AppError } from '../../http/errors';

/** A user account would go below zero; nothing moved. */
export class InsufficientFundsError extends AppError {
  constructor(
    readonly accountId: string,
    readonly balance: number,
    readonly amount: number,
  ) {
    super(400, WALLET_MESSAGES.insufficientBalance, [
      { path: 'amount', message: WALLET_MESSAGES.insufficientBalance },
    ]);
    this.name = 'InsufficientFundsError';
  }
}

/** An idempotency key was reused for a different movement; nothing moved. */
export class IdempotencyConflictError extends AppError {
  constructor(readonly idempotencyKey: string) {
    super(409, 'This idempotency key was already used for a different transfer');
    this.name = 'IdempotencyConflictError';
  }
}
