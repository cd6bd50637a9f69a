import { modulePlugin } from '../../http/module-plugin';
import { authPlugin } from './auth-plugin';
import { sessionRoutes } from './session-routes';
import { userRoutes } from './user-routes';

/** The session module: app.requireUser / requireAdmin / optionalUser and app.liveUsers, then login, logout, refresh and GET /user/me. */
export const sessionModule = modulePlugin('session', authPlugin, sessionRoutes, userRoutes);
