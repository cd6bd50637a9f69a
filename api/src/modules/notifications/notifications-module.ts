import { modulePlugin } from '../../http/module-plugin';
import { notificationDevRoutes } from './notification-dev-routes';
import { notificationRoutes } from './notification-routes';

/** The notifications module: its routes and the sandbox-only POST /dev/notify. */
export const notificationsModule = modulePlugin('notifications', notificationRoutes, notificationDevRoutes);
