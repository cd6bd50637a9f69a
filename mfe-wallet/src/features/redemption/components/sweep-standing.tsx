import { Link } from 'react-router-dom';
import { Skeleton } from '@arcade/shared-ui';
import { useRedeemable } from '../api/get-redeemable';
import { RedeemableFigures } from './redeemable-figures';

/** The player's Sweep Coins at a glance (issue 12 item 7): redeemable now, still needing play, and the way to redeem. */
export function SweepStanding({ onNavigate }: { onNavigate: () => void }) {
  const { data, isError } = useRedeemable();
  if (isError) return null;
  return (
    <section className="wl-standing" aria-label="Your Sweep Coins">
      {data ? <RedeemableFigures data={data} /> : <Skeleton height={48} />}
      <Link to="/profile?tab=wallet&subtab=redeem" onClick={onNavigate}>
        Redeem SC
      </Link>
    </section>
  );
}
