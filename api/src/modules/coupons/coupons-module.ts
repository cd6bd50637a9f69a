import { modulePlugin } from '../../http/module-plugin';
import { couponRoutes } from './coupon-routes';

/** The coupons module. */
export const couponsModule = modulePlugin('coupons', couponRoutes);
