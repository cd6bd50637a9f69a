import { modulePlugin } from '../../http/module-plugin';
import { bonusRoutes } from './bonus-routes';

/** The bonus module: welcome, daily and sweep bonuses. */
export const bonusModule = modulePlugin('bonus', bonusRoutes);
