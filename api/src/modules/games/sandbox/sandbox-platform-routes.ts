import type { FastifyPluginAsync } from 'fastify';
import { sandboxOperatorRoutes } from './sandbox-operator-routes';
import { sandboxPageRoutes } from './sandbox-pages';
import { sandboxPlayerRoutes } from './sandbox-player-routes';

/**
 * The sandbox game platform (SANDBOX=on only), mounted under /sandbox/game-platform. It behaves as an outside
 * platform would: an operator API (Bearer key) to create accounts, reset passwords, load and withdraw credits and
 * read balances and wagered totals; and a player site (/play) where the player signs in with the game account's
 * credentials, must set a new password at first sign-in, and plays a provably-fair slot with the loaded credits.
 * It keeps its own tables (sgp_*, sandbox-platform-repository.ts); the arcade reaches it only through
 * HttpGamePlatform.
 */
export const SANDBOX_PLATFORM_PREFIX = '/sandbox/game-platform';

export const sandboxGamePlatformRoutes = (options: { apiKey: string }): FastifyPluginAsync =>
  async function sandboxGamePlatform(app) {
    const base = SANDBOX_PLATFORM_PREFIX;
    await app.register(sandboxOperatorRoutes({ base, apiKey: options.apiKey }));
    await app.register(sandboxPlayerRoutes({ base }));
    await app.register(sandboxPageRoutes({ base }));
  };
