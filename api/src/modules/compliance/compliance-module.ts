import { modulePlugin } from '../../http/module-plugin';
import { complianceRoutes } from './compliance-routes';
import { restrictionRoutes } from './restriction-routes';

/**
 * The compliance module (issue 30 items 5 and 6): the excluded states, players' protection as staff see it, and
 * the staff restriction routes, all behind the compliance permissions (app.requireStaff: after the staff module).
 */
export const complianceModule = modulePlugin('compliance', restrictionRoutes, complianceRoutes);
