import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameUserStatus } from '@arcade/contracts';
import { api, queryKeys, refreshOn } from '@arcade/platform';

/**
 * GET /games/{id}/user-status: refetched every 30 s while a request is pending (SPEC §4), and at once on the
 * staff's decision (game_account_approved / rejected); stale 5 min (§9).
 */
export function getUserStatus(gameId: string): Promise<GameUserStatus> {
  return api.get<GameUserStatus>(`games/${encodeURIComponent(gameId)}/user-status`);
}

export const USER_STATUS_REFETCH_MS = 30_000;

export const userStatusQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: queryKeys.gameUserStatus(gameId),
    queryFn: () => getUserStatus(gameId),
    staleTime: 5 * 60_000,
    meta: refreshOn('game_account_approved', 'game_account_rejected'),
    refetchInterval: (query) => (query.state.data?.hasPendingRequest ? USER_STATUS_REFETCH_MS : false),
  });

export function useUserStatus(gameId: string, enabled: boolean) {
  return useQuery({ ...userStatusQueryOptions(gameId), enabled });
}
