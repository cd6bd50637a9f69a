import { modulePlugin } from '../../http/module-plugin';
import { clientEventsRoutes } from './client-events-routes';

/** The client-events module (issue 31 item 3): POST /api/v1/client-events, the browser's reports. */
export const clientEventsModule = modulePlugin('client-events', clientEventsRoutes);
