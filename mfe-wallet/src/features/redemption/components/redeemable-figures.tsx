import { formatMoney, sweepCents, type Redeemable } from '@arcade/contracts';

/** SC redeemable now and still needing play (also shown in the header balance's SC info). */
export function RedeemableFigures({ data }: { data: Redeemable }) {
  return (
    <dl className="wl-redeemable" data-testid="redeemable">
      <div>
        <dt>Redeemable now</dt>
        <dd data-testid="redeemable-now">{formatMoney(sweepCents(data.redeemable))}</dd>
      </div>
      <div>
        <dt>Still needs play</dt>
        <dd data-testid="needs-play">{formatMoney(sweepCents(data.needsPlay))}</dd>
      </div>
      {data.pendingRedemption > 0 ? (
        <div>
          <dt>In a redemption</dt>
          <dd>{formatMoney(sweepCents(data.pendingRedemption))}</dd>
        </div>
      ) : null}
    </dl>
  );
}
