import { modulePlugin } from '../../http/module-plugin';
import { protectionCore } from './protection-plugin';
import { protectionRoutes } from './protection-routes';
import { realityCheckRoutes } from './reality-check-routes';

/** The player-protection module: app.protection (its clock), then the player's limits, breaks and exclusion. */
export const protectionModule = modulePlugin(
  'protection',
  protectionCore,
  protectionRoutes,
  realityCheckRoutes,
);
