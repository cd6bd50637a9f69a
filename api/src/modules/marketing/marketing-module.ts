import { modulePlugin } from '../../http/module-plugin';
import { marketingCore } from './marketing-plugin';
import { marketingRoutes } from './marketing-routes';

/** The marketing module: app.marketing, then the unsubscribe link, the inbound SMS webhook and the staff send. */
export const marketingModule = modulePlugin('marketing', marketingCore, marketingRoutes);
