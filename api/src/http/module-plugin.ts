import fp from 'fastify-plugin';
import type { FastifyPluginAsync, FastifyPluginCallback } from 'fastify';

type Plugin = FastifyPluginAsync | FastifyPluginCallback;

/**
 * One feature module's plugin: registers the module's own plugins in order (its core decorators, then its routes).
 * Not encapsulated itself (fastify-plugin), so each plugin inside is registered exactly as if buildApp had
 * registered it: a core (fastify-plugin) decorates the app for every later module, a routes plugin keeps its own
 * context. modules/features.ts lists the modules.
 */
export function modulePlugin(name: string, ...plugins: Plugin[]): FastifyPluginAsync {
  return fp(
    async (app) => {
      for (const plugin of plugins) await app.register(plugin);
    },
    { name: `${name}-module` },
  );
}
