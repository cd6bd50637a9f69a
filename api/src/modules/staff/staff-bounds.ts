import { ERROR_CODES, STAFF_MESSAGES } from '@arcade/contracts';
import { AppError } from '../../http/errors';
import type { AuditActor } from './audit-repository';

/**
 * The bounds on staff power (docs/games.md, docs/ledger.md): nobody decides a request of their own player account,
 * and a decision never credits more than the records allow (anything beyond is a correction, with a reason and a
 * second staff member above a threshold: api/src/modules/corrections).
 */
export function refuseOwnAccount(
  actor: Pick<Exclude<AuditActor, 'system'>, 'id'> | 'system',
  ownerUserId: string,
): void {
  if (actor !== 'system' && actor.id === ownerUserId)
    throw new AppError(403, STAFF_MESSAGES.ownAccount, [ERROR_CODES.ownAccount]);
}

/** 400 above_records: what a decision would credit is more than the records allow. */
export const aboveRecords = (message: string) => new AppError(400, message, [ERROR_CODES.aboveRecords]);
