import { errorMessage } from '@arcade/platform';
import { Button, Spinner } from '@arcade/shared-ui';
import { useClaimSweepBonus } from './api/claim-sweep-bonus';
import { useSweepStatus } from './api/get-sweep-status';
import { formatDateTime, formatSc } from './format';

/** Online AMOE: claim the free Sweep Coin entry, or see when it can be claimed again. */
export function OnlineClaim() {
  const status = useSweepStatus();
  const claim = useClaimSweepBonus();

  if (status.isPending) return <Spinner label="Loading your free entry status" />;
  const sweep = status.data?.sweep;
  if (status.isError || !sweep) {
    return (
      <div className="amoe-panel ui-card">
        <p role="alert" className="amoe-error">
          We could not load your free entry status:{' '}
          {status.isError ? errorMessage(status.error, 'please try again.') : 'no status was returned.'}
        </p>
        <Button onClick={() => void status.refetch()}>Try again</Button>
      </div>
    );
  }

  return (
    <div className="amoe-panel ui-card" data-testid="amoe-online">
      {sweep.claimed ? (
        <p className="amoe-claimed">
          <strong>You have claimed your free online entry.</strong>{' '}
          {sweep.nextClaimAt ? (
            <>
              You can claim your next free entry on{' '}
              <time dateTime={sweep.nextClaimAt}>{formatDateTime(sweep.nextClaimAt)}</time>.
            </>
          ) : (
            'You can claim again 7 days after your last claim.'
          )}
        </p>
      ) : (
        <>
          <p>
            Your free entry of <strong>{formatSc(sweep.amount)}</strong> is ready to claim.
          </p>
          <Button variant="primary" loading={claim.isPending} onClick={() => claim.mutate()}>
            Claim Free Entry
          </Button>
        </>
      )}
      {claim.isError ? (
        <p role="alert" className="amoe-error">
          {errorMessage(claim.error)}
        </p>
      ) : null}
    </div>
  );
}
