import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health-routes';
import { liveDevRoutes } from './live/live-dev-routes';
import { sessionRoutes } from './session/session-routes';
import { userRoutes } from './users/user-routes';

/**
 * The feature modules, registered in this order by buildApp (each encapsulated, no prefix: routes use their full
 * path under /api/v1). Core decorators are ready when they run: app.config, app.db, app.redis, app.live,
 * app.requireUser / requireAdmin / optionalUser, app.rateLimit. Append new modules at the end.
 */
export const features: FastifyPluginAsync[] = [healthRoutes, sessionRoutes, userRoutes, liveDevRoutes];
