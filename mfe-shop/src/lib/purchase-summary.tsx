import { formatGoldCoins } from '@arcade/contracts';
import { Badge } from '@arcade/shared-ui';
import { formatUsd, type Purchase } from './purchase';

/** What is being bought, plainly: name, coins, bonus, total and price. */
export function PurchaseSummary({ purchase }: { purchase: Purchase }) {
  return (
    <dl className="shop-summary" aria-label="Order summary" data-testid="order-summary">
      <div className="shop-summary__row shop-summary__row--head">
        <dt>Package</dt>
        <dd>
          {purchase.label}{' '}
          {purchase.adjusted ? (
            <Badge tone="purple" data-testid="adjusted-badge">
              Adjusted
            </Badge>
          ) : null}
        </dd>
      </div>
      <div className="shop-summary__row">
        <dt>Gold Coins</dt>
        <dd>{formatGoldCoins(purchase.coins)}</dd>
      </div>
      <div className="shop-summary__row">
        <dt>Bonus Coins</dt>
        <dd>+ {formatGoldCoins(purchase.bonus)}</dd>
      </div>
      <div className="shop-summary__row">
        <dt>Total</dt>
        <dd>{formatGoldCoins(purchase.coins + purchase.bonus)} coins</dd>
      </div>
      <div className="shop-summary__row shop-summary__row--price">
        <dt>Price</dt>
        <dd>{formatUsd(purchase.price)} USD</dd>
      </div>
    </dl>
  );
}
