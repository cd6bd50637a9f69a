import {
  ACCOUNT_RESTRICTED_CODE,
  ELIGIBILITY_MESSAGES,
  STATE_EXCLUDED_CODE,
  type EligibilityStatus,
} from '@arcade/contracts';
import type { Db } from '../../db/db';
import { AppError, badRequest } from '../../http/errors';
import { changeInForce, playerState } from './eligibility-repository';

/** A state's status at `at`: its latest change effective by then; eligible when never changed. */
export async function stateStatus(
  db: Db,
  state: string,
  at: Date,
): Promise<{ status: EligibilityStatus; since: Date | null }> {
  const change = await changeInForce(db, state, at);
  return change
    ? { status: change.status, since: new Date(change.effective_at) }
    : { status: 'eligible', since: null };
}

/**
 * The 403 of a player whose state is closed at `now`: errors [account_restricted, state_excluded], the message
 * naming the state and since when. Part of assertUnrestricted, so every money guard reads the same list.
 */
export async function assertStateOpen(db: Db, userId: string, now: Date): Promise<void> {
  const state = await playerState(db, userId);
  if (!state) return; // no state yet: the completed-profile guard refuses first
  const { status, since } = await stateStatus(db, state, now);
  if (status === 'excluded')
    throw new AppError(403, ELIGIBILITY_MESSAGES.stateExcluded(state, since!), [
      ACCOUNT_RESTRICTED_CODE,
      STATE_EXCLUDED_CODE,
    ]);
}

/** Registration (and a completed profile) in a closed state: 400 with the words of the list. */
export async function assertRegistrationOpen(db: Db, state: string, now: Date): Promise<void> {
  if ((await stateStatus(db, state, now)).status === 'excluded')
    throw badRequest(ELIGIBILITY_MESSAGES.registrationClosed(state), [STATE_EXCLUDED_CODE]);
}
