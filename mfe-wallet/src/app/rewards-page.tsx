import '../lib/styles.css';
import { Suspense, useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BONUS, formatGoldCoins, formatMoneyLong, goldCoins } from '@arcade/contracts';
import { bus, loadCurrentUser, useAppStore, queryKeys, lazyNamed, errorMessage } from '@arcade/platform';
import { Button, Page, Skeleton, Spinner } from '@arcade/shared-ui';
import { useClaimDailyBonus } from '../features/bonus/api/claim-daily-bonus';
import { useBonusStatus } from '../features/bonus/api/get-bonus-status';
import { BonusHistory } from '../features/bonus/components/bonus-history';
import { DailyBonusCard } from '../features/bonus/components/daily-bonus-card';
import { FreeEntryCard } from '../features/bonus/components/free-entry-card';
import { RestrictionNotice } from '../features/restriction/components/restriction-notice';

/**
 * The coupon form brings the form kit and zod: loaded with a player's rewards, not with the page, so a visitor's
 * /rewards (and the shell's idle preload of it) stays light (issue 9, total blocking time).
 */
const RedeemCouponForm = lazyNamed(() =>
  import('../features/coupons/components/redeem-coupon-form').then((m) => m.RedeemCouponForm),
);

function SignedOutRewards() {
  return (
    <section className="ui-card wl-signed-out">
      <p>
        Log in to see your rewards in one place: a daily bonus of{' '}
        {formatMoneyLong(goldCoins(BONUS.dailyGold))} every 24 hours (new players start with a{' '}
        {formatGoldCoins(BONUS.welcomeGold)} Gold Coin welcome bonus), your login streak, free Sweep Coin
        entries every 7 days, coupons and your bonus history.
      </p>
      <div className="wl-actions">
        <Button variant="primary" onClick={() => bus.emit('auth:open', { mode: 'login' })}>
          Log in
        </Button>
        <Button onClick={() => bus.emit('auth:open', { mode: 'register' })}>Create account</Button>
      </div>
    </section>
  );
}

function SignedInRewards() {
  const queryClient = useQueryClient();
  const status = useBonusStatus({ enabled: true });
  const { claim, pending } = useClaimDailyBonus();
  const restriction = useAppStore((s) => s.user?.restriction ?? null);
  const onAvailable = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.bonusStatus });
    void loadCurrentUser();
  }, [queryClient]);

  if (status.isPending) return <Spinner label="Loading your rewards" />;
  if (status.isError) {
    return (
      <div role="alert" className="wl-error">
        <p>{errorMessage(status.error, 'Could not load your rewards.')}</p>
        <Button onClick={() => void status.refetch()}>Try again</Button>
      </div>
    );
  }
  const { daily, sweep, history } = status.data;
  return (
    <>
      {restriction ? <RestrictionNotice restriction={restriction} /> : null}
      <div className="wl-grid">
        <DailyBonusCard
          daily={daily}
          pending={pending}
          onClaim={claim}
          onAvailable={onAvailable}
          restricted={restriction !== null}
        />
        <FreeEntryCard sweep={sweep} onAvailable={onAvailable} restricted={restriction !== null} />
        {restriction ? null : (
          <div className="ui-card">
            <Suspense fallback={<Skeleton height={150} />}>
              <RedeemCouponForm />
            </Suspense>
          </div>
        )}
      </div>
      <BonusHistory items={history} />
    </>
  );
}

/** /rewards (exposed as ./RewardsPage): the player's bonuses in one place. */
export default function RewardsPage() {
  const loggedIn = useAppStore((s) => s.user !== null);
  const sessionLoaded = useAppStore((s) => s.sessionLoaded);
  return (
    <Page title="Rewards" remote={__REMOTE_NAME__} version={__REMOTE_VERSION__}>
      {loggedIn ? <SignedInRewards /> : sessionLoaded ? <SignedOutRewards /> : <Spinner label="Loading" />}
    </Page>
  );
}
