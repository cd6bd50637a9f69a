import type { FastifyPluginAsync } from 'fastify';
import { amoeModule } from './amoe/amoe-module';
import { bonusModule } from './bonus/bonus-module';
import { clientEventsModule } from './client-events/client-events-module';
import { correctionsModule } from './corrections/corrections-module';
import { playersModule } from './players/players-module';
import { couponsModule } from './coupons/coupons-module';
import { devModule } from './dev/dev-module';
import { gamesModule } from './games/games-module';
import { geoModule } from './geo/geo-module';
import { healthModule } from './health/health-module';
import { identityModule } from './identity/identity-module';
import { liveModule } from './live/live-module';
import { mailPlugin } from './mail/mail-plugin';
import { marketingModule } from './marketing/marketing-module';
import { notificationsModule } from './notifications/notifications-module';
import { complianceModule } from './compliance/compliance-module';
import { figuresModule } from './figures/figures-module';
import { protectionModule } from './protection/protection-module';
import { restrictionsModule } from './restrictions/restrictions-module';
import { sessionModule } from './session/session-module';
import { shopModule } from './shop/shop-module';
import { smsPlugin } from './sms/sms-plugin';
import { staffModule } from './staff/staff-module';
import { supportModule } from './support/support-module';
import { walletModule } from './wallet/wallet-module';

/**
 * The feature modules, registered in this order by buildApp. Each module's one plugin (`<module>-module.ts`)
 * registers the module's core decorators, then its routes (each routes plugin encapsulated, no prefix: routes use
 * their full path under /api/v1); the mail and SMS modules are their provider plugins (app.mailer, app.sms). A
 * module's decorators are ready for every module after it: app.config, app.db and app.redis always; then app.mailer,
 * app.sms; app.geoOf / app.geoGate (geo); app.requireUser / requireAdmin / optionalUser and app.liveUsers
 * (session); app.live (live); app.kyc, app.identity, app.requireCompleteProfile (identity);
 * app.requireUnrestricted (restrictions); app.requireStaff(permission) (staff); app.payments (shop); app.marketing
 * (marketing). Append new modules at the end.
 */
export const modules: FastifyPluginAsync[] = [
  mailPlugin,
  smsPlugin,
  geoModule,
  sessionModule,
  liveModule,
  healthModule,
  identityModule,
  restrictionsModule,
  // Right after restrictions: its guard and the shop read app.protection's clock.
  protectionModule,
  staffModule,
  walletModule,
  bonusModule,
  couponsModule,
  amoeModule,
  gamesModule,
  notificationsModule,
  shopModule,
  supportModule,
  devModule,
  correctionsModule,
  playersModule,
  marketingModule,
  clientEventsModule,
  complianceModule,
  figuresModule,
];
