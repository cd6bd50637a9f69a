import type { QueryClient } from '@tanstack/react-query';
import type { Balances } from '@arcade/contracts';
import { appStore, bus, loadCurrentUser, queryKeys } from '@arcade/platform';

/**
 * After a coin movement this remote caused: refetch wallet and bonus data, reload the current user and
 * tell every other bundle the new balances ('balance:changed'): at once when the answer carried them,
 * else once the reloaded user has them.
 */
export async function refreshWallet(queryClient: QueryClient, balances?: Balances): Promise<void> {
  if (balances && appStore.getState().user) {
    appStore.getState().setBalances(balances);
    bus.emit('balance:changed', balances);
  }
  void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
  void queryClient.invalidateQueries({ queryKey: queryKeys.bonusStatus });
  const user = await loadCurrentUser();
  if (user && !balances) bus.emit('balance:changed', { gold: user.balance, sweep: user.sweepCoins });
}
