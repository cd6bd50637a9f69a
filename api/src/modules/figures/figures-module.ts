import type { FastifyPluginAsync } from 'fastify';
import { modulePlugin } from '../../http/module-plugin';
import { figuresRoutes } from './figures-routes';
import { seedDemoOperatorDaysOnStart } from './demo-operator-day';

/** Seeds the demo operator days once the app is ready (only with config.seedDemoDay: `npm start`, never production). */
const demoDays: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', () => seedDemoOperatorDaysOnStart(app));
};

/** The back office's live figures (issue 29 item 6), behind figures.view (app.requireStaff: after the staff module). */
export const figuresModule = modulePlugin('figures', figuresRoutes, demoDays);
