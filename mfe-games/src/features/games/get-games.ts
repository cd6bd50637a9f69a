import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@arcade/platform';

export type GameType = 'exclusive' | 'bonus';

export interface Game {
  id: string;
  slug: string;
  name: string;
  type: GameType;
  description: string;
  imageUrl: string | null;
}

export function getGames(type?: GameType): Promise<{ games: Game[] }> {
  return api.get<{ games: Game[] }>('games', { type });
}

export function useGames(type?: GameType) {
  return useQuery({ queryKey: queryKeys.games(type ?? 'all'), queryFn: () => getGames(type) });
}
