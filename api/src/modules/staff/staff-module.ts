import { modulePlugin } from '../../http/module-plugin';
import { auditRoutes, staffCore } from './staff-plugin';

/** The staff module: app.requireStaff(permission), then the audit routes. */
export const staffModule = modulePlugin('staff', staffCore, auditRoutes);
