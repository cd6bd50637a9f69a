import type { Balances } from '@arcade/contracts';
import { bus } from '@arcade/platform';
import { Button } from '@arcade/shared-ui';
import { BalanceSummary } from './balance-summary';
import { TransactionList, type TransactionListProps } from './transaction-list';

export interface WalletOverviewProps extends TransactionListProps {
  balances: Balances;
}

/** Wallet overview: both balances, a way to buy coins, and the transaction list. */
export function WalletOverview({ balances, ...list }: WalletOverviewProps) {
  return (
    <>
      <BalanceSummary balances={balances} />
      <div className="wl-actions">
        <Button variant="primary" onClick={() => bus.emit('shop:open')}>
          Buy Coins
        </Button>
      </div>
      <TransactionList {...list} />
    </>
  );
}
