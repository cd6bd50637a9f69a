import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { GAME_TYPES, type GamesList } from '@arcade/contracts';
import { ok, parse } from '../../http/envelope';
import { listGames } from './game-repository';

/** SPEC §2.1: /games?type=exclusive|bonus, anything else is All Games. */
const gamesQuery = z.object({ type: z.enum(GAME_TYPES).optional().catch(undefined) });

export const gamesRoutes: FastifyPluginAsync = async (app) => {
  // Excluded locations get the geo 403 (the client then shows /not-available); unknown locations may browse.
  app.get('/api/v1/games', { preHandler: app.geoGate }, async (request, reply) => {
    const { type } = parse(gamesQuery, request.query);
    const data: GamesList = { games: await listGames(app.db, type) };
    return ok(reply, data, 'Games');
  });
};
