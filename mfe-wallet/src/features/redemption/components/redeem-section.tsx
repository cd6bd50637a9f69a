import { Link } from 'react-router-dom';
import type { Redeemable } from '@arcade/contracts';
import { Skeleton } from '@arcade/shared-ui';
import { errorMessage } from '@arcade/platform';
import { useRedeemable } from '../api/get-redeemable';
import { RedeemForm } from './redeem-form';
import { RedemptionTracker } from './redemption-tracker';
import { RedeemableFigures } from './redeemable-figures';

const BLOCKERS: Record<Redeemable['blockers'][number], string> = {
  kyc_required: 'Verify your identity before your first redemption.',
  underage: 'You must be 21 or older to redeem Sweep Coins.',
  state_not_eligible: 'Sweep Coin redemption is not available in your state.',
  below_minimum: 'You need at least 50 SC redeemable (played once) to redeem.',
  redemption_pending: 'You already have a redemption in progress.',
  daily_limit: 'You have reached your daily redemption limit.',
};

/** The wallet overview's line under the balances: SC redeemable now and still needing play, with a way to redeem. */
export function RedeemableLine() {
  const { data } = useRedeemable();
  if (!data) return null;
  return (
    <div className="ui-card wl-redeemable-line">
      <RedeemableFigures data={data} />
      <Link to="/profile?tab=wallet&subtab=redeem">Redeem SC</Link>
    </div>
  );
}

/** Wallet > Redeem: the figures, what blocks a redemption now, the form and the tracker. */
export function RedeemSection() {
  const redeemable = useRedeemable();
  return (
    <div className="wl-redeem">
      <div className="ui-card">
        {redeemable.isLoading ? (
          <Skeleton height={60} />
        ) : redeemable.error ? (
          <p role="alert">{errorMessage(redeemable.error)}</p>
        ) : redeemable.data ? (
          <>
            <RedeemableFigures data={redeemable.data} />
            {redeemable.data.blockers.length > 0 ? (
              <ul className="wl-blockers" aria-label="Before you can redeem">
                {redeemable.data.blockers.map((b) => (
                  <li key={b}>
                    {BLOCKERS[b]}
                    {b === 'kyc_required' ? (
                      <>
                        {' '}
                        <Link to="/verify-kyc">Verify identity</Link>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
      <div className="ui-card wl-narrow">
        <RedeemForm />
      </div>
      <RedemptionTracker />
    </div>
  );
}
