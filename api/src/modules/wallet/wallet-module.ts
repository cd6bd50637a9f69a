import { modulePlugin } from '../../http/module-plugin';
import { walletRoutes } from './wallet-routes';

/** The wallet module: balance and transactions. */
export const walletModule = modulePlugin('wallet', walletRoutes);
