import { modulePlugin } from '../../http/module-plugin';
import { amoeRoutes } from './amoe-routes';

/** The free entries (AMOE) module. */
export const amoeModule = modulePlugin('amoe', amoeRoutes);
