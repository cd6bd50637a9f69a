import { modulePlugin } from '../../http/module-plugin';
import { restrictionsCore } from './restrictions-plugin';

/**
 * The restrictions module: app.requireUnrestricted and app.moneyGuards. Its staff routes need
 * app.requireStaff, so they are part of the compliance module (compliance/compliance-module.ts), registered after
 * the staff module.
 */
export const restrictionsModule = modulePlugin('restrictions', restrictionsCore);
