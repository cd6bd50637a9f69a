import fp from 'fastify-plugin';
import type { MarketingContext } from './marketing-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The marketing services' context: the app's mailer and SMS sender, the unsubscribe key, the clock. */
    marketing: MarketingContext;
  }
}

/** Decorates app.marketing (one mutable object: tests may swap its mailer, SMS sender or clock). */
export const marketingCore = fp(
  async (app) => {
    const context: MarketingContext = {
      db: app.db,
      mailer: app.mailer,
      sms: app.sms,
      unsubscribeSecret: app.config.marketing.unsubscribeSecret,
      postalAddress: app.config.marketing.postalAddress,
      clock: () => new Date(),
      log: app.log,
    };
    app.decorate('marketing', context);
    if (app.config.isProduction && !context.postalAddress)
      app.log.warn(
        'MARKETING_POSTAL_ADDRESS is not set: marketing e-mails carry no postal address (CAN-SPAM)',
      );
  },
  { name: 'marketing-core', dependencies: ['mailer', 'sms'] },
);
