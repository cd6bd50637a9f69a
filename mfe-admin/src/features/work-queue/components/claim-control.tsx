import { useState } from 'react';
import type { WorkClaim } from '@arcade/contracts';
import { errorMessage } from '@arcade/platform';
import { Button } from '@arcade/shared-ui';
import { useClaimItem, useReleaseItem, type QueueItemRef } from '../api/claim-item';

/** A claim's end as staff read it, e.g. "18:32". */
export const untilTime = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

export interface ClaimControlProps {
  item: QueueItemRef;
  claim: WorkClaim | undefined;
  /** Names the item for the buttons' accessible names, e.g. "Ana Diaz's load of 12.50 SC". */
  itemLabel: string;
}

/**
 * Who works the item: "Not taken" and Take; "You until 18:32" and Release; or "Claimed by Ben until 18:32" (the
 * decision buttons are then disabled). A refusal (someone took it first) reads in the server's words.
 */
export function ClaimControl({ item, claim, itemLabel }: ClaimControlProps) {
  const take = useClaimItem();
  const release = useReleaseItem();
  const [error, setError] = useState<string | null>(null);
  const busy = take.isPending || release.isPending;
  const run = async (action: typeof take | typeof release) => {
    setError(null);
    try {
      await action.mutateAsync(item);
    } catch (e) {
      setError(errorMessage(e, 'The claim could not be changed'));
    }
  };
  return (
    <div className="admin-claim">
      {!claim ? (
        <>
          <p className="admin-claim__who">Not taken</p>
          <Button
            variant="secondary"
            loading={take.isPending}
            disabled={busy}
            aria-label={`Take ${itemLabel}`}
            onClick={() => void run(take)}
          >
            Take
          </Button>
        </>
      ) : claim.mine ? (
        <>
          <p className="admin-claim__who admin-claim__who--mine">
            Claimed by you until <time dateTime={claim.expiresAt}>{untilTime(claim.expiresAt)}</time>
          </p>
          <Button
            variant="ghost"
            loading={release.isPending}
            disabled={busy}
            aria-label={`Release ${itemLabel}`}
            onClick={() => void run(release)}
          >
            Release
          </Button>
        </>
      ) : (
        <p className="admin-claim__who admin-claim__who--other">
          Claimed by {claim.staffName} until{' '}
          <time dateTime={claim.expiresAt}>{untilTime(claim.expiresAt)}</time>
        </p>
      )}
      {error ? (
        <p role="alert" className="admin-card__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
