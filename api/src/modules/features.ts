import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health-routes';
import { liveDevRoutes } from './live/live-dev-routes';
import { sessionRoutes } from './session/session-routes';
import { userRoutes } from './session/user-routes';
import { identityCore, identityFeatures } from './identity/identity-plugin';
import { walletRoutes } from './wallet/wallet-routes';
import { bonusRoutes } from './bonus/bonus-routes';
import { couponRoutes } from './coupons/coupon-routes';
import { amoeRoutes } from './amoe/amoe-routes';
import { gamesRoutes } from './games/games-routes';
import { restrictionRoutes, restrictionsCore } from './restrictions/restrictions-plugin';
import { geoPlugin } from './geo/geo-plugin';
import { kycPlugin } from './identity/kyc/kyc-plugin';
import { mailPlugin } from './mail/mail-plugin';
import { smsPlugin } from './sms/sms-plugin';
import { notificationRoutes } from './notifications/notification-routes';
import { auditRoutes, staffCore } from './staff/staff-plugin';
// games (issue 12)
import { gamesCore, gamesPlayFeature } from './games/games-plugin';
// shop (issue 11)
import { paymentsPlugin } from './shop/payments-plugin';
import { shopFeature } from './shop/shop-plugin';
// Issue 10 items 4–7: sandbox-only POST /dev/notify.
import { notificationDevRoutes } from './notifications/notification-dev-routes';
// Live support chat (issue 10 item 8)
import { supportRoutes } from './support/support-routes';

/**
 * The app-scoped providers (fastify-plugin, each with a name), registered by buildApp before the features:
 * app.mailer, app.sms, app.kyc, and app.geoOf / app.geoGate. Features that use them declare the names as
 * dependencies (identity-core does).
 */
export const providers = [mailPlugin, smsPlugin, kycPlugin, geoPlugin, paymentsPlugin];

/**
 * The feature modules, registered in this order by buildApp (each encapsulated, no prefix: routes use their full
 * path under /api/v1). Core decorators are ready when they run: app.config, app.db, app.redis, app.live,
 * app.requireUser / requireAdmin / optionalUser, app.rateLimit; after restrictionsCore also app.requireUnrestricted;
 * after staffCore also app.requireStaff(permission). Append new modules at the end.
 */
export const features: FastifyPluginAsync[] = [
  healthRoutes,
  sessionRoutes,
  userRoutes,
  identityCore,
  restrictionsCore,
  staffCore,
  liveDevRoutes,
  walletRoutes,
  bonusRoutes,
  couponRoutes,
  amoeRoutes,
  identityFeatures,
  gamesRoutes,
  restrictionRoutes,
  notificationRoutes,
  auditRoutes,
  // games (issue 12)
  gamesCore,
  gamesPlayFeature,
  shopFeature, // shop (issue 11)
  notificationDevRoutes,
  // Live support chat (issue 10 item 8)
  supportRoutes,
];
