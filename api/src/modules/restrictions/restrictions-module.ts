import { modulePlugin } from '../../http/module-plugin';
import { restrictionRoutes, restrictionsCore } from './restrictions-plugin';

/** The restrictions module: app.requireUnrestricted, then its routes. */
export const restrictionsModule = modulePlugin('restrictions', restrictionsCore, restrictionRoutes);
