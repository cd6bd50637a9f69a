import type { Db } from '../../db/db';
import { DevOutbox } from './dev-outbox';
import type { Sms } from './sms';
import { TwilioSms } from './twilio-sms';

export interface SmsEnv {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
  TWILIO_BASE_URL?: string;
}

/** No Twilio settings and no sandbox: the server starts (and warns), every send fails loudly. */
export class UnconfiguredSms implements Sms {
  readonly kind = 'twilio' as const;
  async send(_to: string, _body: string): Promise<void> {
    throw new Error('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are not configured');
  }
}

/** Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set, else the development outbox with
 *  SANDBOX=on only, else sends fail. */
export function createSms(db: Db, env: SmsEnv, sandbox: boolean): Sms {
  const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token, TWILIO_FROM: from } = env;
  if (sid && token && from) {
    return new TwilioSms({
      accountSid: sid,
      authToken: token,
      from,
      baseUrl: env.TWILIO_BASE_URL || undefined,
    });
  }
  if (sandbox) return new DevOutbox(db);
  return new UnconfiguredSms();
}
