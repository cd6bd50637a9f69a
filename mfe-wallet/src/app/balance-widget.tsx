import * as React from 'react';
import { usePageInstanceProbe } from '@arcade/platform';
import '../lib/styles.css';
import { BalanceWidgetView } from '../features/wallet/components/balance-widget-view';
import { useWalletBalances } from '../features/wallet/hooks/use-wallet-balances';

/** Header balance (exposed as ./BalanceWidget): nothing when logged out. */
export default function BalanceWidget() {
  usePageInstanceProbe(__REMOTE_NAME__, React);
  const balances = useWalletBalances();
  return balances ? <BalanceWidgetView balances={balances} /> : null;
}
