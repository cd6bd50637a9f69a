import type { EligibilityStatus } from '@arcade/contracts';
import type { Db } from '../../db/db';
import { usRegionName } from './us-states';

/** How often each node reads the operator's list again (a change made on another node reaches this one within it). */
export const CLOSED_STATES_REFRESH_MS = 30_000;

interface Change {
  state: string;
  status: EligibilityStatus;
  at: number;
}

/**
 * The operator's state eligibility list (state_eligibility_changes, decision 0117) as the geo gate reads it: where a
 * request comes from, not only the state the player registered in. The rows are few (a handful per state over
 * years), so each node keeps them all and evaluates them at the request's time: a change scheduled for later takes
 * effect at its time without a read, and a change made on this node is read at once (`refresh`). Until the first
 * read succeeds nothing is closed by the list (the constant list of SPEC §3 still applies, and the money guard reads
 * the database itself for the player's registered state).
 */
export interface ClosedStates {
  /** Whether the U.S. region (e.g. "TX") is closed at `at` by the operator's list. */
  isClosed(regionCode: string, at: Date): boolean;
  /** Reads the list again (after a change, and every CLOSED_STATES_REFRESH_MS). */
  refresh(): Promise<void>;
}

export function createClosedStates(db: () => Db): ClosedStates {
  // Newest first per state: the first change effective by `at` is the one in force.
  let byState = new Map<string, Change[]>();
  return {
    isClosed(regionCode, at) {
      const name = usRegionName(regionCode);
      if (!name) return false;
      const current = byState.get(name)?.find((c) => c.at <= at.getTime());
      return current?.status === 'excluded';
    },
    async refresh() {
      const { rows } = await db().query<{
        state: string;
        status: EligibilityStatus;
        effective_at: Date | string;
      }>(
        'SELECT state, status, effective_at FROM state_eligibility_changes ORDER BY effective_at DESC, id DESC',
      );
      const next = new Map<string, Change[]>();
      for (const r of rows) {
        const list = next.get(r.state) ?? [];
        list.push({ state: r.state, status: r.status, at: new Date(r.effective_at).getTime() });
        next.set(r.state, list);
      }
      byState = next;
    },
  };
}
