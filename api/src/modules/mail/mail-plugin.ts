import fp from 'fastify-plugin';
import { createMailer } from './create-mailer';
import type { Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's mailer: SMTP (SMTP_URL), the development mailbox (SANDBOX=on), or one whose sends fail. */
    mailer: Mailer;
  }
}

/** Decorates app.mailer for every later module. */
export const mailPlugin = fp(
  async (app) => {
    app.decorate(
      'mailer',
      createMailer(app.db, {
        smtpUrl: app.config.mail.smtpUrl,
        from: app.config.mail.from,
        sandbox: app.config.sandbox,
      }),
    );
  },
  { name: 'mailer' },
);
