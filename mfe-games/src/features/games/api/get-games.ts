import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GamesList, GameType } from '@arcade/contracts';
import { api, queryKeys } from '@arcade/platform';

export type { Game, GameType } from '@arcade/contracts';

/** GET /games?type=exclusive|bonus (no type: every game). */
export function getGames(type?: GameType): Promise<GamesList> {
  return api.get<GamesList>('games', { type });
}

export const gamesQueryOptions = (type?: GameType) =>
  queryOptions({ queryKey: queryKeys.games(type ?? 'all'), queryFn: () => getGames(type) });

/**
 * One type's games, shown at once from the whole catalogue when it is loaded (the lobby, All Games): the api sorts
 * both lists alike, so a tab's games are the catalogue's of that type, in order. Its own answer replaces them; a
 * tab switch no longer waits for a round trip behind a placeholder (issue 28 item 7).
 */
export function useGames(type?: GameType) {
  const client = useQueryClient();
  return useQuery({
    ...gamesQueryOptions(type),
    placeholderData: type
      ? () => {
          const all = client.getQueryData(gamesQueryOptions().queryKey);
          return all && { ...all, games: all.games.filter((g) => g.type === type) };
        }
      : undefined,
  });
}
