import { useEffect, useRef } from 'react';
import { appStore, loadCurrentUser, toast, useAppStore, errorMessage } from '@arcade/platform';
import { Button, Spinner } from '@arcade/shared-ui';
import { isNavigableUrl } from '../../../lib/safe-path';
import { useCreateKycSession } from '../api/create-kyc-session';
import { useKycStatus } from '../api/get-kyc-status';
import '../../../styles/auth.css';

const START_FAILED = 'We could not start the verification. Please try again.';

/** Sends the browser to the identity provider's page (the sandbox in development). */
export function goToProvider(url: string): void {
  window.location.assign(url);
}

/** /verify-kyc: the player's identity verification status and the way to start (or retry) it. */
export function KycPanel() {
  const user = useAppStore((s) => s.user);
  const sessionLoaded = useAppStore((s) => s.sessionLoaded);
  const status = useKycStatus(user !== null);
  const start = useCreateKycSession();
  const current = status.data?.status;

  const reloadedForDecline = useRef(false);
  useEffect(() => {
    // The decision arrives by the provider's webhook: refresh the user once it is approved, and once after a
    // decline (a disqualifying decline restricts the account, which the user DTO then says).
    if (current === 'approved' && user && !user.isKYC) void loadCurrentUser();
    if (current === 'declined' && user && !reloadedForDecline.current) {
      reloadedForDecline.current = true;
      void loadCurrentUser();
    }
  }, [current, user]);

  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer?.url && isNavigableUrl(answer.url)) goToProvider(answer.url);
        else toast('error', START_FAILED);
      },
      onError: (error) => toast('error', errorMessage(error, START_FAILED)),
    });

  if (!user) {
    if (!sessionLoaded) return <Spinner label="Loading your account" />;
    return (
      <div className="ui-card auth-narrow">
        <p>Please log in to verify your identity.</p>
        <Button variant="primary" onClick={() => appStore.getState().openModal('auth', 'login')}>
          Log In
        </Button>
      </div>
    );
  }

  if (status.isPending) return <Spinner label="Loading your verification status" />;

  if (status.isError) {
    return (
      <div className="ui-card auth-narrow" role="alert">
        <p>{errorMessage(status.error, 'We could not load your verification status.')}</p>
        <Button onClick={() => void status.refetch()}>Try again</Button>
      </div>
    );
  }

  const startButton = (label: string) => (
    <Button variant="primary" loading={start.isPending} onClick={onStart}>
      {start.isPending ? 'Starting...' : label}
    </Button>
  );

  return (
    <div className="ui-card auth-narrow" aria-live="polite">
      {current === 'approved' ? (
        <div className="auth-notice auth-notice--success">
          <strong>Your identity is verified.</strong> Thank you, there is nothing more to do.
        </div>
      ) : current === 'pending' && status.data?.submitted === false ? (
        <>
          <div className="auth-notice">
            <strong>Your verification is not finished.</strong> We have not received your documents yet: we
            still need a government-issued photo ID (front and back) and a selfie.
          </div>
          <p>Continue where you left off; it takes about five minutes.</p>
          {startButton('Continue verification')}
          <Button variant="ghost" onClick={() => void status.refetch()} loading={status.isFetching}>
            Refresh status
          </Button>
        </>
      ) : current === 'pending' ? (
        <>
          <div className="auth-notice">
            <strong>Your verification is being reviewed.</strong> This usually takes a few minutes; this page
            updates by itself.
          </div>
          <Button onClick={() => void status.refetch()} loading={status.isFetching}>
            Refresh status
          </Button>
        </>
      ) : current === 'declined' ? (
        <>
          <div className="auth-notice auth-notice--error">
            <strong>Your verification was declined.</strong>
            {status.data?.reason ? <> Reason: {status.data.reason}</> : null}
          </div>
          {user.restriction ? (
            <p data-testid="kyc-restriction">{user.restriction.message}</p>
          ) : (
            <>
              <p>
                You can try again with a valid, government-issued photo ID. Make sure the photos are sharp and
                well lit.
              </p>
              {startButton('Try again')}
            </>
          )}
        </>
      ) : (
        <>
          <p>
            To redeem prizes we must confirm who you are and that you are 21 or older. You will need a
            government-issued photo ID (front and back) and a selfie. It takes about five minutes.
          </p>
          {startButton('Start verification')}
        </>
      )}
    </div>
  );
}
