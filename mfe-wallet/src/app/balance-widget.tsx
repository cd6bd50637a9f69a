import * as React from 'react';
import { useBalances, usePageInstanceProbe } from '@arcade/platform';
import '../lib/styles.css';
import { BalanceWidgetView } from '../features/wallet/components/balance-widget-view';
import { SweepStanding } from '../features/redemption/components/sweep-standing';

/** Header balance (exposed as ./BalanceWidget): nothing when logged out. The SC info shows the SC standing. */
export default function BalanceWidget() {
  usePageInstanceProbe(__REMOTE_NAME__, React);
  const balances = useBalances();
  return balances ? (
    <BalanceWidgetView
      balances={balances}
      infoExtra={(currency, close) => (currency === 'SC' ? <SweepStanding onNavigate={close} /> : null)}
    />
  ) : null;
}
