import fp from 'fastify-plugin';
import { createSms } from './create-sms';
import type { Sms } from './sms';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's SMS sender: Twilio (TWILIO_*), the development outbox (SANDBOX=on), or one whose sends fail. */
    sms: Sms;
  }
}

/** Decorates app.sms for every later module. */
export const smsPlugin = fp(
  async (app) => {
    const t = app.config.twilio;
    app.decorate(
      'sms',
      createSms(
        app.db,
        {
          TWILIO_ACCOUNT_SID: t.accountSid,
          TWILIO_AUTH_TOKEN: t.authToken,
          TWILIO_FROM: t.from,
          TWILIO_BASE_URL: t.baseUrl,
        },
        app.config.sandbox,
      ),
    );
  },
  { name: 'sms' },
);
