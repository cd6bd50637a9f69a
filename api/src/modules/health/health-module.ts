import { modulePlugin } from '../../http/module-plugin';
import { healthRoutes } from './health-routes';

/** The health module: GET /health and GET /api/v1/health. */
export const healthModule = modulePlugin('health', healthRoutes);
