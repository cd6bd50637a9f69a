import { Link } from 'react-router-dom';
import { Button, Modal, Skeleton } from '@arcade/shared-ui';
import type { Currency } from '@arcade/contracts';
import { useRedeemable } from '../../redemption/api/get-redeemable';
import { RedeemableFigures } from '../../redemption/components/redeemable-figures';
import { CURRENCY_INFO } from './currency-info';

export interface CurrencyInfoDialogProps {
  currency: Currency;
  onClose: () => void;
}

/** The player's Sweep Coins at a glance (issue 12 item 7): redeemable now, still needing play, and the way to redeem. */
function SweepStanding({ onClose }: { onClose: () => void }) {
  const { data, isError } = useRedeemable();
  if (isError) return null;
  return (
    <section className="wl-standing" aria-label="Your Sweep Coins">
      {data ? <RedeemableFigures data={data} /> : <Skeleton height={48} />}
      <Link to="/profile?tab=wallet&subtab=redeem" onClick={onClose}>
        Redeem SC
      </Link>
    </section>
  );
}

export function CurrencyInfoDialog({ currency, onClose }: CurrencyInfoDialogProps) {
  const info = CURRENCY_INFO[currency];
  return (
    <Modal title={`${info.name} (${currency})`} onClose={onClose}>
      {currency === 'SC' ? <SweepStanding onClose={onClose} /> : null}
      {info.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <Button variant="primary" onClick={onClose}>
        Got it
      </Button>
    </Modal>
  );
}
