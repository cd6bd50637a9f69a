import type { QueryClient } from '@tanstack/react-query';
import { bus, loadCurrentUser } from '@arcade/platform';
import { walletKeys } from './query-keys';

/**
 * After a coin movement this remote caused: refetch wallet and bonus data, reload the current user
 * and tell every other bundle about the new balances.
 */
export async function refreshWallet(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  void queryClient.invalidateQueries({ queryKey: walletKeys.bonusStatus });
  const user = await loadCurrentUser();
  if (user) bus.emit('balance:changed', { gold: user.balance, sweep: user.sweepCoins });
}
