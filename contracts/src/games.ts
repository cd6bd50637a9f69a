import { z } from 'zod';

/** The game catalogue as it crosses the wire (GET /api/v1/games). */
export const GAME_TYPES = ['exclusive', 'bonus'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** SPEC §2.1: /games?type=exclusive|bonus, anything else is All Games. */
export const gamesQuerySchema = z.object({ type: z.enum(GAME_TYPES).optional().catch(undefined) });

export const gameSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(GAME_TYPES),
  description: z.string(),
  imageUrl: z.string().nullable(),
  /** The operator features it (the lobby's Featured row). */
  featured: z.boolean(),
  /** Release date, YYYY-MM-DD. */
  releasedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type Game = z.infer<typeof gameSchema>;

/** data of GET /api/v1/games?type= */
export const gamesAnswerSchema = z.object({ games: z.array(gameSchema) });
export type GamesList = z.infer<typeof gamesAnswerSchema>;
