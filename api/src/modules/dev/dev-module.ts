import type { FastifyPluginAsync } from 'fastify';
import { devRoutes } from './dev-routes';

/** The development pages (mailbox, SMS outbox), only with SANDBOX=on. */
export const devModule: FastifyPluginAsync = async (app) => {
  if (app.config.sandbox) await app.register(devRoutes);
};
