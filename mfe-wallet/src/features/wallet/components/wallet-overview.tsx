import type { ReactNode } from 'react';
import type { Balances } from '@arcade/contracts';
import { bus } from '@arcade/platform';
import { BalanceTiles, Button } from '@arcade/shared-ui';
import { TransactionList, type TransactionListProps } from './transaction-list';

export interface WalletOverviewProps extends TransactionListProps {
  balances: Balances;
  /** Shown under the balances (the app composes the SC redeemable / needs-play figures here). */
  extra?: ReactNode;
}

/** Wallet overview: both balances, a way to buy coins, and the transaction list. */
export function WalletOverview({ balances, extra, ...list }: WalletOverviewProps) {
  return (
    <>
      <BalanceTiles gold={balances.gold} sweep={balances.sweep} testIdPrefix="wallet" />
      {extra}
      <div className="wl-actions">
        <Button variant="primary" onClick={() => bus.emit('shop:open')}>
          Buy Coins
        </Button>
      </div>
      <TransactionList {...list} />
    </>
  );
}
