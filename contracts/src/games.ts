/** The game catalogue as it crosses the wire (GET /api/v1/games). */
export const GAME_TYPES = ['exclusive', 'bonus'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export interface Game {
  id: string;
  slug: string;
  name: string;
  type: GameType;
  description: string;
  imageUrl: string | null;
}

/** data of GET /api/v1/games?type= */
export interface GamesList {
  games: Game[];
}
