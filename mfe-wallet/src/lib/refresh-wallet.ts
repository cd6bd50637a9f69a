import type { QueryClient } from '@tanstack/react-query';
import type { Balances } from '@arcade/contracts';
import { appStore, loadCurrentUser, queryKeys } from '@arcade/platform';

/**
 * After a coin movement this remote caused: the balances its answer carried go into the store (the page's one
 * holder of them; the live balance_updated event brings the same, and an unchanged value does not render again),
 * the wallet and bonus data are refetched and the current user is reloaded (its bonus flags).
 */
export async function refreshWallet(queryClient: QueryClient, balances?: Balances): Promise<void> {
  if (balances) appStore.getState().setBalances(balances);
  void queryClient.invalidateQueries({ queryKey: queryKeys.wallet });
  void queryClient.invalidateQueries({ queryKey: queryKeys.bonusStatus });
  await loadCurrentUser();
}
