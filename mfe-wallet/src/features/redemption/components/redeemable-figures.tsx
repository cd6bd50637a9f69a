import type { Redeemable } from '@arcade/contracts';
import { formatAmount } from '../../../lib/format';

/** SC redeemable now and still needing play (also shown in the header balance's SC info). */
export function RedeemableFigures({ data }: { data: Redeemable }) {
  return (
    <dl className="wl-redeemable" data-testid="redeemable">
      <div>
        <dt>Redeemable now</dt>
        <dd data-testid="redeemable-now">{formatAmount(data.redeemable, 'SC')} SC</dd>
      </div>
      <div>
        <dt>Still needs play</dt>
        <dd data-testid="needs-play">{formatAmount(data.needsPlay, 'SC')} SC</dd>
      </div>
      {data.pendingRedemption > 0 ? (
        <div>
          <dt>In a redemption</dt>
          <dd>{formatAmount(data.pendingRedemption, 'SC')} SC</dd>
        </div>
      ) : null}
    </dl>
  );
}
