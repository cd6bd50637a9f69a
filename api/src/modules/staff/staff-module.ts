import { modulePlugin } from '../../http/module-plugin';
import { secondFactorRoutes } from './second-factor-routes';
import { auditRoutes, staffCore } from './staff-plugin';

/** The staff module: app.requireStaff(permission), then the audit and second-factor routes. */
export const staffModule = modulePlugin('staff', staffCore, auditRoutes, secondFactorRoutes);
