import { modulePlugin } from '../../http/module-plugin';
import { geoPlugin } from './geo-plugin';
import { geoRoutes } from './geo-routes';

/** The geo module: app.geoOf and app.geoGate, then GET /api/v1/geo. */
export const geoModule = modulePlugin('geo', geoPlugin, geoRoutes);
