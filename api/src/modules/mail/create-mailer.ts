import type { Db } from '../../db/db';
import { DevMailbox } from './dev-mailbox';
import type { MailMessage, Mailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

/** No SMTP_URL and no sandbox: the server starts (and warns), every send fails loudly. */
export class UnconfiguredMailer implements Mailer {
  readonly kind = 'smtp' as const;
  async send(_message: MailMessage): Promise<void> {
    throw new Error('SMTP_URL is not configured');
  }
}

/** SMTP when SMTP_URL is set; else the development mailbox with SANDBOX=on only; else sends fail. */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string; sandbox: boolean }): Mailer {
  if (options.smtpUrl) return new SmtpMailer(options.smtpUrl, options.from);
  if (options.sandbox) return new DevMailbox(db);
  return new UnconfiguredMailer();
}
