import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameAccount } from '@arcade/contracts';
import { api, queryKeys, refreshOn } from '@arcade/platform';

/**
 * GET /game-accounts/my-account/{id}: the player's account for the game, or null (stale 10 min, SPEC §9). Refetched
 * when it is approved and when a load or a withdrawal settles (its credits change).
 */
export async function getMyAccount(gameId: string): Promise<GameAccount | null> {
  const data = await api.get<{ account: GameAccount | null }>(
    `game-accounts/my-account/${encodeURIComponent(gameId)}`,
  );
  return data.account;
}

export const myAccountQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: queryKeys.myGameAccount(gameId),
    queryFn: () => getMyAccount(gameId),
    staleTime: 10 * 60_000,
    meta: refreshOn('game_account_approved', 'recharge_status_updated', 'withdrawal_status_updated'),
  });

export function useMyAccount(gameId: string, enabled: boolean) {
  return useQuery({ ...myAccountQueryOptions(gameId), enabled });
}
