import '../lib/styles.css';
import { BalanceWidgetView } from '../features/wallet/components/balance-widget-view';
import { useWalletBalances } from '../features/wallet/hooks/use-wallet-balances';

/** Header balance (exposed as ./BalanceWidget): nothing when logged out. */
export default function BalanceWidget() {
  const balances = useWalletBalances();
  return balances ? <BalanceWidgetView balances={balances} /> : null;
}
