import { modulePlugin } from '../../http/module-plugin';
import { liveDevRoutes } from './live-dev-routes';
import { livePlugin } from './live-plugin';

/** The live module: socket.io (app.live, app.liveIo), then its sandbox-only echo route. */
export const liveModule = modulePlugin('live', livePlugin, liveDevRoutes);
