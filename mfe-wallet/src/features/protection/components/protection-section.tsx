import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@arcade/platform';
import { Button, Skeleton, SkeletonGroup } from '@arcade/shared-ui';
import { formatProtectionTime } from '@arcade/contracts';
import { useProtection } from '../api/get-protection';
import { LimitRow } from './limit-row';

// The chart's code loads only when the player opens it (issue 30 item 2: the first-load budgets stay as they are).
const SpendingPanel = lazy(() => import(/* webpackChunkName: "spending" */ '../spending/spending-panel'));
import { ProtectionDialog, type ProtectionDialogKind } from './protection-dialog';
import { RealityCheckSetting } from '../reality-check/reality-check-setting';

/**
 * Limits & breaks (issue 30): the spending dashboard (opened on demand), the player's purchase and loss limits per
 * rolling day, week and month with their pending changes, and a break or self-exclusion confirmed with the password. The words of a break or exclusion in force
 * are the server's (the same as every refusal).
 */
export function ProtectionSection() {
  const headingId = useId();
  const query = useProtection();
  const [dialog, setDialog] = useState<ProtectionDialogKind | null>(null);
  // The reality check's "Take a 24-hour break" lands here with take=break: the break dialog opens (1 day is its
  // first choice) and asks only for the password; the parameter is then dropped so a reload does not reopen it.
  const [params, setParams] = useSearchParams();
  const take = params.get('take');
  useEffect(() => {
    if (take !== 'break') return;
    setDialog('break');
    setParams(
      (p) => {
        p.delete('take');
        return p;
      },
      { replace: true },
    );
  }, [take, setParams]);
  const [spending, setSpending] = useState(false);
  const view = query.data;
  const block = view?.block ?? null;
  const revocableNow = block?.revocableFrom ? new Date(block.revocableFrom).getTime() <= Date.now() : false;

  return (
    <section className="ui-card wl-protection" aria-labelledby={headingId}>
      <h2 id={headingId}>Limits &amp; breaks</h2>
      {query.isPending ? (
        <SkeletonGroup label="Loading your limits">
          <Skeleton height="8rem" />
        </SkeletonGroup>
      ) : query.isError ? (
        <p role="alert" className="wl-error">
          {errorMessage(query.error, 'We could not load your limits. Please try again.')}
        </p>
      ) : (
        <>
          {block ? (
            <div role="status" className="wl-protection__block" data-testid="protection-block">
              <p>{block.message}</p>
              {block.revocableFrom && !revocableNow ? (
                <p className="ui-muted">
                  You can ask to revoke it from {formatProtectionTime(block.revocableFrom)}.
                </p>
              ) : null}
            </div>
          ) : null}
          <h3>My spending</h3>
          {spending ? (
            <Suspense
              fallback={
                <SkeletonGroup label="Loading your spending">
                  <Skeleton height="12rem" />
                </SkeletonGroup>
              }
            >
              <SpendingPanel limits={view!.limits} />
            </Suspense>
          ) : (
            <Button variant="secondary" onClick={() => setSpending(true)}>
              Show my spending
            </Button>
          )}
          <h3>Purchase limits</h3>
          <p className="ui-muted">
            Purchase limits count what you buy over rolling periods. Lowering a limit applies at once; raising
            one takes 24 hours and removing one 7 days.
          </p>
          {view!.limits
            .filter((limit) => limit.kind === 'purchase')
            .map((limit) => (
              <LimitRow key={limit.period} limit={limit} />
            ))}
          <h3>Loss limits</h3>
          <p className="ui-muted">
            Loss limits count what you buy minus the redemptions paid out to you, over the same rolling
            periods and with the same waiting times.
          </p>
          {view!.limits
            .filter((limit) => limit.kind === 'loss')
            .map((limit) => (
              <LimitRow key={`loss-${limit.period}`} limit={limit} />
            ))}
          <h3>Take a break or exclude yourself</h3>
          <div className="wl-protection__actions">
            <Button onClick={() => setDialog('break')}>Take a break</Button>
            <Button variant="danger" onClick={() => setDialog('exclusion')}>
              Exclude myself
            </Button>
            {block?.revocableFrom && revocableNow ? (
              <Button variant="ghost" onClick={() => setDialog('revoke')}>
                Revoke my exclusion
              </Button>
            ) : null}
          </div>
        </>
      )}
      <RealityCheckSetting />
      {dialog ? <ProtectionDialog kind={dialog} onClose={() => setDialog(null)} /> : null}
    </section>
  );
}
