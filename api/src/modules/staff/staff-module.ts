import { modulePlugin } from '../../http/module-plugin';
import { secondFactorRoutes } from './second-factor-routes';
import { auditRoutes, staffCore } from './staff-plugin';
import { workQueueCore } from './work-claims';
import { workClaimsRoutes } from './work-claims-routes';

/**
 * The staff module: app.requireStaff(permission) and the work queue's app.claimedDecision(kind), then the audit,
 * second-factor and work-queue claim routes.
 */
export const staffModule = modulePlugin(
  'staff',
  staffCore,
  workQueueCore,
  auditRoutes,
  secondFactorRoutes,
  workClaimsRoutes,
);
