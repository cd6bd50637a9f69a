import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WALLET_MESSAGES } from '@arcade/contracts';
import { loadCurrentUser, toast } from '@arcade/platform';
import { Button, Spinner } from '@arcade/shared-ui';
import { amoeQueryKeys, claimSweepBonus, fetchBonusStatus } from './amoe-api';
import { errorMessage, formatDateTime, formatSc } from './format';

/** Online AMOE: claim the free Sweep Coin entry, or see when it can be claimed again. */
export function OnlineClaim() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: amoeQueryKeys.bonusStatus, queryFn: fetchBonusStatus });
  const claim = useMutation({
    mutationFn: claimSweepBonus,
    onSuccess: async (message) => {
      toast('success', message || WALLET_MESSAGES.sweepClaimed);
      await loadCurrentUser();
      await queryClient.invalidateQueries({ queryKey: amoeQueryKeys.bonusStatus });
    },
    // The server may know better (for example claimed from another tab): show its message and refresh the
    // status and the current user (the footer banner reads user.claimedSweepBonus).
    onError: async () => {
      await loadCurrentUser();
      await queryClient.invalidateQueries({ queryKey: amoeQueryKeys.bonusStatus });
    },
  });

  if (status.isPending) return <Spinner label="Loading your free entry status" />;
  const sweep = status.data?.sweep;
  if (status.isError || !sweep) {
    return (
      <div className="amoe-panel ui-card">
        <p role="alert" className="amoe-error">
          We could not load your free entry status:{' '}
          {status.isError ? errorMessage(status.error) : 'no status was returned.'}
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
