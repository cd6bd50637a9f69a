import { modulePlugin } from '../../http/module-plugin';
import { correctionsRoutes } from './corrections-routes';

/** The balance corrections module (needs app.requireStaff of the staff module). */
export const correctionsModule = modulePlugin('corrections', correctionsRoutes);
