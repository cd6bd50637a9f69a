import { modulePlugin } from '../../http/module-plugin';
import { supportRoutes } from './support-routes';

/** The live support chat module. */
export const supportModule = modulePlugin('support', supportRoutes);
