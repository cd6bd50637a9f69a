import { modulePlugin } from '../../http/module-plugin';
import { paymentsPlugin } from './payments-plugin';
import { shopFeature } from './shop-plugin';

/** The shop module: its payment providers (app.payments), then the coin shop. */
export const shopModule = modulePlugin('shop', paymentsPlugin, shopFeature);
