import { useId } from 'react';
import type { BonusStatus } from '@arcade/contracts';
import { Link } from 'react-router-dom';
import { formatMoney, sweepCents } from '@arcade/contracts';
import { useCountdown } from '../hooks/use-countdown';
import { Countdown } from './countdown';

export interface FreeEntryCardProps {
  sweep: BonusStatus['sweep'];
  onAvailable: () => void;
  /** A restricted account is not offered a free entry (the page shows why). */
  restricted?: boolean;
}

/** The free-entry (AMOE) sweep bonus: its state, the countdown to the next entry and the way to claim it. */
export function FreeEntryCard({ sweep, onAvailable, restricted = false }: FreeEntryCardProps) {
  const headingId = useId();
  const remaining = useCountdown(sweep.claimed ? sweep.nextClaimAt : null, onAvailable);
  const waiting = sweep.claimed && (remaining === null || remaining > 0);
  return (
    <section className="ui-card wl-reward" aria-labelledby={headingId} data-testid="free-entry-card">
      <h2 id={headingId}>Free Entry</h2>
      <p className="wl-reward__amount wl-reward__amount--sc">{formatMoney(sweepCents(sweep.amount))}</p>
      {waiting ? (
        <p>
          Claimed.{' '}
          {sweep.nextClaimAt && remaining !== null ? (
            <>
              Available again in <Countdown target={sweep.nextClaimAt} remainingMs={remaining} />
            </>
          ) : null}
        </p>
      ) : restricted ? (
        <p>Not available while your account is restricted.</p>
      ) : (
        <p>Your free entry is available.</p>
      )}
      <p>
        <Link to="/amoe-free-entry">
          {waiting || restricted ? 'How free entry works' : 'Claim your free entry'}
        </Link>
      </p>
      <p className="ui-muted">
        No purchase necessary. A free entry can be claimed again 7 days after your last claim.
      </p>
    </section>
  );
}
