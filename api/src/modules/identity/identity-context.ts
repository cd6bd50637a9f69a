import type { Db } from '../../db/db';
import type { KycProvider } from './kyc/kyc-provider';
import type { Mailer } from '../mail/mailer';
import type { Sms } from '../sms/sms';
import type { Clock } from './clock';
import type { IdentitySettings } from './identity-settings';
import { RateLimiter } from './rate-limiter';

/**
 * Everything the identity services use. It is one mutable object (decorated as app.identity), so tests may
 * swap the clock, the mailer, the SMS sender or the KYC provider after the app is built.
 */
export interface IdentityContext {
  db: Db;
  settings: IdentitySettings;
  mailer: Mailer;
  sms: Sms;
  clock: Clock;
  limiter: RateLimiter;
  kyc: KycProvider | null;
  /** How the KYC sandbox delivers its signed webhook (default: an in-process request to /api/v1/kyc/webhook, or a
   *  POST to KYC_SANDBOX_WEBHOOK_URL). Answers the HTTP status. */
  deliverKycWebhook?: (body: string, signature: string) => Promise<number>;
  log: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

export function createIdentityContext(parts: Omit<IdentityContext, 'limiter'>): IdentityContext {
  const ctx = { ...parts } as IdentityContext;
  ctx.limiter = new RateLimiter(parts.db, () => ctx.clock());
  return ctx;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityContext;
  }
}
