import { formatMoneyNumber, goldCoins, sweepCents } from '@arcade/contracts';
import { Coins, Sparkles, type LucideIcon } from './icons';

export interface BalanceTilesProps {
  /** Gold Coins, whole coins. */
  gold: number;
  /** Sweep Coins in integer cents (shown with two decimals). */
  sweep: number;
  /** Prefix of the values' test ids (`<prefix>-gc`, `<prefix>-sc`). */
  testIdPrefix?: string;
}

function Tile({
  currency,
  name,
  amount,
  Icon,
  testId,
}: {
  currency: 'gc' | 'sc';
  name: string;
  amount: string;
  Icon: LucideIcon;
  testId: string;
}) {
  return (
    <div className={`ui-card ui-balances__tile ui-balances__tile--${currency}`}>
      <dt>
        <Icon aria-hidden="true" className="ui-balances__icon" />
        {name}
      </dt>
      <dd>
        <span className="ui-balances__value" data-testid={testId}>
          {amount}
        </span>{' '}
        {currency.toUpperCase()}
      </dd>
    </div>
  );
}

/**
 * A player's two balances as two tiles, Gold Coins and Sweep Coins, each with its icon, name and amount: the
 * lobby's greeting and the wallet's overview show the same piece. A description list: dl > div > dt + dd (the
 * only children a dl's div may have); the icon sits in the dt, placed by CSS.
 */
export function BalanceTiles({ gold, sweep, testIdPrefix = 'balance-tile' }: BalanceTilesProps) {
  return (
    <dl className="ui-balances">
      <Tile
        currency="gc"
        name="Gold Coins"
        amount={formatMoneyNumber(goldCoins(gold))}
        Icon={Coins}
        testId={`${testIdPrefix}-gc`}
      />
      <Tile
        currency="sc"
        name="Sweep Coins"
        amount={formatMoneyNumber(sweepCents(sweep))}
        Icon={Sparkles}
        testId={`${testIdPrefix}-sc`}
      />
    </dl>
  );
}
