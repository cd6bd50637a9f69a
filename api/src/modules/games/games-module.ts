import { modulePlugin } from '../../http/module-plugin';
import { gamesCore, gamesPlayFeature } from './games-plugin';
import { gamesRoutes } from './games-routes';

/** The games module: the catalogue, then its core (platform, jobs) and the play, load, withdraw and redeem routes. */
export const gamesModule = modulePlugin('games', gamesRoutes, gamesCore, gamesPlayFeature);
