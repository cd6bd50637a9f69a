import { useId } from 'react';
import type { BonusStatus } from '@arcade/contracts';
import { BONUS, formatMoney, goldCoins } from '@arcade/contracts';
import { Button } from '@arcade/shared-ui';
import { useCountdown } from '../hooks/use-countdown';
import { Countdown } from './countdown';

export interface DailyBonusCardProps {
  daily: BonusStatus['daily'];
  pending: boolean;
  onClaim: () => void;
  /** Runs when the countdown to the next claim reaches zero. */
  onAvailable: () => void;
  /** A restricted account sees no Claim button (the page shows why). */
  restricted?: boolean;
}

export function DailyBonusCard({
  daily,
  pending,
  onClaim,
  onAvailable,
  restricted = false,
}: DailyBonusCardProps) {
  const headingId = useId();
  const remaining = useCountdown(daily.claimed ? daily.nextClaimAt : null, onAvailable);
  const waiting = daily.claimed && (remaining === null || remaining > 0);
  const amount = daily.amount || (daily.isWelcome ? BONUS.welcomeGold : BONUS.dailyGold);
  return (
    <section className="ui-card wl-reward" aria-labelledby={headingId} data-testid="daily-bonus-card">
      <h2 id={headingId}>{daily.isWelcome ? 'Welcome Bonus' : 'Daily Bonus'}</h2>
      <p className="wl-reward__amount">{formatMoney(goldCoins(amount))}</p>
      {waiting ? (
        <p>
          Claimed.{' '}
          {daily.nextClaimAt && remaining !== null ? (
            <>
              Next bonus in <Countdown target={daily.nextClaimAt} remainingMs={remaining} />
            </>
          ) : null}
        </p>
      ) : restricted ? (
        <p>Not available while your account is restricted.</p>
      ) : (
        <>
          <p>Your bonus is ready to claim.</p>
          <Button variant="primary" onClick={onClaim} loading={pending}>
            {pending ? 'Claiming...' : 'Claim daily bonus'}
          </Button>
        </>
      )}
      {daily.streak > 0 ? (
        <p>
          Current streak: <strong>{daily.streak}</strong> {daily.streak === 1 ? 'day' : 'days'}
        </p>
      ) : (
        // No claim yet, or a missed day: a streak of 0 days reads as a failure; say how one starts instead.
        <p>No streak yet: claim today to start one.</p>
      )}
      <p className="ui-muted">
        A new bonus every 24 hours after your last claim. Claim on consecutive days to grow your streak; a
        missed day resets it.
      </p>
    </section>
  );
}
