import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GamesList, GameType } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';

export type { Game, GameType } from '@arcade/contracts';

/** GET /games?type=exclusive|bonus (no type: every game). */
export function getGames(type?: GameType): Promise<GamesList> {
  return api.get<GamesList>('games', { type });
}

export const gamesQueryOptions = (type?: GameType) =>
  queryOptions({ queryKey: queryKeys.games(type ?? 'all'), queryFn: () => getGames(type) });

export function useGames(type?: GameType) {
  return useQuery(gamesQueryOptions(type));
}
